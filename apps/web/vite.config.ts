/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = resolve(__dirname, '../..');
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: __dirname,
  base: '/',
  plugins: [react()],
  resolve: {
    alias: {
      '@snap/domain': resolve(root, 'libs/domain/src/index.ts'),
      '@snap/ui': resolve(root, 'libs/ui/src/index.ts'),
      '@snap/api-client': resolve(root, 'libs/api-client/src/index.ts'),
    },
  },
  build: {
    outDir: resolve(root, 'dist/apps/web'),
    emptyOutDir: true,
    // The bundle-size script reads the manifest to find what the home page loads first.
    manifest: true,
    target: 'es2020',
    // Phones on data caps: no source maps shipped.
    sourcemap: false,
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
});
