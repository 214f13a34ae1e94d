/// <reference types="vitest/config" />
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = resolve(__dirname, '../..');
const api = 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  root: __dirname,
  base: '/',
  plugins: [
    react(
      command === 'build'
        ? {
            // Each graphql(`...`) call becomes an import of its generated document, so a chunk carries only
            // the operations it runs instead of the map of every operation in the app.
            babel: { plugins: [[babelOptimizerPlugin, { artifactDirectory: resolve(root, 'libs/api-client/src/generated'), gqlTagName: 'graphql' }]] },
          }
        : {},
    ),
  ],
  resolve: {
    alias: [
      { find: '@snap/domain', replacement: resolve(root, 'libs/domain/src/index.ts') },
      { find: '@snap/ui', replacement: resolve(root, 'libs/ui/src/index.ts') },
      { find: '@snap/api-client', replacement: resolve(root, 'libs/api-client/src/index.ts') },
      // react-router's package exports point at its development build; ship the production one.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: resolve(root, 'node_modules/react-router/dist/production/index.mjs') }] : []),
    ],
  },
  build: {
    outDir: resolve(root, 'dist/apps/web'),
    emptyOutDir: true,
    // The bundle-size script reads the manifest to find what the home page loads first.
    manifest: true,
    target: 'es2020',
    // Phones on data caps: no source maps shipped.
    sourcemap: false,
    rollupOptions: {
      treeshake: {
        // The shared libs are pure declarations (tables built with .map, generated document objects):
        // let Rollup drop what a chunk does not use, so the home page does not carry city ZIP lists
        // or every GraphQL document.
        moduleSideEffects: (id) => !/\/libs\/(domain|api-client)\//.test(id),
      },
    },
  },
  server: {
    port: 4200,
    host: '127.0.0.1',
    proxy: { '/graphql': api, '/api': api, '/health': api },
  },
  preview: { port: 4300, host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.tsx', 'src/**/*.spec.ts'],
    setupFiles: [resolve(__dirname, 'src/testing/setup-tests.ts')],
    restoreMocks: true,
  },
}));
