#!/usr/bin/env node
// Browser end-to-end suite for the public web app, against a running standalone server
// (E2E_BASE_URL, default http://127.0.0.1:3000): every scenario in a 360x740 phone and a 1280x800
// desktop viewport, with axe scans and a screenshot per scenario in apps/web-e2e/test-results/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, VIEWPORTS } from './src/browser.mjs';
import { SCENARIOS } from './src/scenarios.mjs';

const base = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY, 'i') : null;
const outDir = join(import.meta.dirname, 'test-results');
mkdirSync(outDir, { recursive: true });

try {
  const response = await fetch(`${base}/`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
} catch (error) {
  console.error(`The server at ${base} is not answering (${error.message}). Start it with npm start or set E2E_BASE_URL.`);
  process.exit(2);
}

const browser = await launchBrowser();
const failures = [];
let passed = 0;
try {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const scenario of SCENARIOS) {
      if (only && !only.test(scenario.name)) continue;
      const title = `[${viewportName}] ${scenario.name}`;
      const context = await browser.newContext({ ...viewport, ...scenario.context, baseURL: base, locale: 'en-US' });
      const page = await context.newPage();
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const started = Date.now();
      try {
        await scenario.run(page, base);
        if (pageErrors.length) throw new Error(`Uncaught page errors: ${pageErrors.join('; ')}`);
        passed++;
        console.log(`  ok   ${title} (${Date.now() - started} ms)`);
      } catch (error) {
        failures.push({ title, error });
        console.log(`  FAIL ${title}\n       ${String(error.message).split('\n').join('\n       ')}`);
      } finally {
        const file = `${viewportName}-${scenario.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
        await page.screenshot({ path: join(outDir, file), fullPage: false }).catch(() => undefined);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}

console.log(`\n${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
