#!/usr/bin/env node
// Lighthouse (mobile, default throttling) on the home, search and store pages of a running runtime, with
// Debian's Chromium. Prints each page's performance score, FCP, LCP, TBT, CLS and bytes transferred, the
// median of the runs, and writes the full reports to tmp/lighthouse/. A run Lighthouse returns without a
// score (a page that did not settle, a protocol error) is run again, up to twice, and said so. The load
// average is printed before each page: figures taken above 1 are marked as not comparable.
//   npm run bench:lighthouse -- [baseUrl=http://127.0.0.1:3000] [runs=3]
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const baseUrl = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(process.argv[3] ?? 3);
const { hostname } = new URL(baseUrl);
if (!['127.0.0.1', 'localhost'].includes(hostname)) {
  console.error('Lighthouse runs here only against a runtime on 127.0.0.1.');
  process.exit(2);
}

async function firstStoreId() {
  const query = '{ nearbyStores(lat: 33.749, lng: -84.388, limit: 1) { id } }';
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  const id = body.data?.nearbyStores?.[0]?.id;
  if (!id) throw new Error(`no store near Atlanta at ${baseUrl}: is the sample imported?`);
  return id;
}

const pages = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search?q=kroger&city=Atlanta&state=GA' },
  { name: 'store', path: `/store/${await firstStoreId()}` },
  { name: 'zip', path: '/search?location=30303' },
];

const outDir = resolve('tmp/lighthouse');
mkdirSync(outDir, { recursive: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const MAX_RETRIES = 2;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (const page of pages) {
    const results = [];
    const [load] = loadavg();
    console.log(
      `${page.name.padEnd(6)} load average ${load.toFixed(2)}${load >= 1 ? ' (above 1: the machine is busy, figures are not comparable)' : ''}`,
    );
    for (let run = 0; run < runs; run++) {
      let attempt = 0;
      let outcome;
      for (;;) {
        outcome = (await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: ['performance'],
        }).catch((error) => ({ error }))) ?? { error: new Error('no result') };
        const failure =
          outcome.error?.message ??
          outcome.lhr?.runtimeError?.message ??
          (outcome.lhr?.categories.performance.score == null ? 'no performance score' : null);
        if (!failure) break;
        attempt += 1;
        console.log(
          `${page.name.padEnd(6)} run ${run + 1}: Lighthouse returned no result (${failure}); ${attempt <= MAX_RETRIES ? `retry ${attempt} of ${MAX_RETRIES}` : 'giving up on this page'}`,
        );
        if (attempt > MAX_RETRIES) throw new Error(`Lighthouse failed on ${page.path}: ${failure}`);
      }
      const { lhr, report } = outcome;
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const result = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        kb: audit('total-byte-weight') / 1024,
      };
      results.push(result);
      writeFileSync(resolve(outDir, `${page.name}-${run + 1}.html`), report);
      console.log(
        `${page.name.padEnd(6)} run ${run + 1}: performance ${result.score}, FCP ${(result.fcp / 1000).toFixed(1)} s, LCP ${(result.lcp / 1000).toFixed(1)} s, TBT ${result.tbt.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, ${result.kb.toFixed(0)} KB`,
      );
    }
    const m = (key) => median(results.map((r) => r[key]));
    console.log(
      `${page.name.padEnd(6)} median of ${runs}: performance ${m('score')}, FCP ${(m('fcp') / 1000).toFixed(1)} s, LCP ${(m('lcp') / 1000).toFixed(1)} s, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}, ${m('kb').toFixed(0)} KB  (${baseUrl}${page.path})`,
    );
  }
} finally {
  await chrome.kill();
}
console.log(`full reports: ${outDir}`);
