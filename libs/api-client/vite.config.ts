/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  root: __dirname,
  test: { environment: 'node', include: ['src/**/*.spec.ts'] },
});
