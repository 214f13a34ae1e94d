#!/usr/bin/env node
// Time to first results on an emulated slow 4G phone (Chrome DevTools' "Slow 4G" profile: 150 ms RTT,
// 1.6 Mbps down, 750 kbps up, 4x CPU slowdown), geolocation granted, cold cache, against a running
// standalone runtime. Prints each run and the median. Usage: node tools/bench/web-slow-4g.mjs [baseUrl] [runs]
import { launchBrowser, VIEWPORTS } from '../browser/chromium.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.argv[3] ?? 5);
const ATLANTA = { latitude: 33.749, longitude: -84.388 };

import { readFileSync } from 'node:fs';

// The home page with the position granted (its first list needs the position), and a ZIP search served
// with its results in the HTML.
const PAGES = [
  { name: 'home page, position granted', path: '/' },
  { name: '/search?location=30303', path: '/search?location=30303' },
];

console.log(
  `Load average before: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
const browser = await launchBrowser();
for (const { name, path } of PAGES) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      ...VIEWPORTS.phone,
      geolocation: ATLANTA,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    const started = Date.now();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    await page.getByRole('article').first().waitFor({ state: 'visible', timeout: 60_000 });
    const firstResults = Date.now() - started;
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    results.push(firstResults);
    console.log(
      `${name}, run ${run + 1}: first store card after ${firstResults} ms; first contentful paint ${fcp?.toFixed(0)} ms; ${(bytes / 1024).toFixed(0)} KB transferred`,
    );
    await context.close();
  }
  results.sort((a, b) => a - b);
  console.log(
    `median time to first results on slow 4G (phone), ${name}: ${results[Math.floor(results.length / 2)]} ms over ${runs} runs`,
  );
}
await browser.close();
