#!/usr/bin/env node
// The browser suite (Playwright Test, see playwright.config.mjs) against a running server:
//   E2E_BASE_URL=http://127.0.0.1:3000 node apps/web-e2e/run.mjs [playwright test options, e.g. --grep review]
// E2E_ONLY=<regex> runs the scenarios whose name matches. The HTML report lands in apps/web-e2e/playwright-report,
// traces and screenshots in apps/web-e2e/test-results.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const child = spawn(
  process.execPath,
  [
    cli,
    'test',
    '--config',
    join(import.meta.dirname, 'playwright.config.mjs'),
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
