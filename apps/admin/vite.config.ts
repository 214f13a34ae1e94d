/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
// Build configuration, not app code: Vite loads it with Node before any path alias exists.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { precompress } from '../../tools/vite/precompress';

const root = resolve(__dirname, '../..');

export default defineConfig({
  root: __dirname,
  base: '/admin/',
  plugins: [react(), precompress()],
  // GraphiQL's editor workers (monaco) split into chunks, which needs ES module workers.
  worker: { format: 'es' },
  resolve: {
    alias: {
      '@snap/domain': resolve(root, 'libs/domain/src/index.ts'),
      // Before '@snap/api-client', which would otherwise take '@snap/api-client/admin' as its own sub-path.
      '@snap/api-client/admin': resolve(root, 'libs/api-client/src/admin.ts'),
      '@snap/api-client': resolve(root, 'libs/api-client/src/index.ts'),
      '@snap/ui': resolve(root, 'libs/ui/src/index.ts'),
    },
  },
  build: {
    outDir: resolve(root, 'dist/apps/admin'),
    emptyOutDir: true,
    // graphiql.html is the API page the gateway serves at /graphql; the back-office never loads it.
    rollupOptions: {
      input: {
        main: resolve(__dirname, 'index.html'),
        graphiql: resolve(__dirname, 'graphiql.html'),
      },
    },
    chunkSizeWarningLimit: 4000,
  },
  server: {
    port: 4201,
    proxy: {
      '/graphql': 'http://127.0.0.1:3000',
      '/health': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.tsx', 'src/**/*.spec.ts'],
    setupFiles: [resolve(__dirname, 'src/test-setup.ts')],
  },
});
