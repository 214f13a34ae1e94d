#!/usr/bin/env node
// k6 load tests (tools/load/snap.k6.js) against a runtime on 127.0.0.1, with a markdown report.
//
//   npm run load -- [--profile smoke|load|stress|soak] [--scenarios browse,search,store,write,upload]
//                   [--runtime standalone|distributed] [--port 3300] [--duration 2m] [--members 3]
//   npm run load -- --url http://127.0.0.1:3000 [--outbox <identity outbox folder>] …
//
// A load test runs against an installation of its own, never one that serves people: what it writes
// is ordinary data (members, reviews, favorites, photos) that goes away with the installation, and the
// limits it needs are that installation's configuration (LOAD_INSTALLATION_LIMITS below).
// Without --url the runner starts one: a standalone runtime on a fresh data folder (the bundled
// sample), or with --runtime distributed every service on the shared native engines under names of
// its own (`snap_load_<port>`: databases, index, cache keys, topics, bucket; tools/load/installation.ts),
// on --port (the gateway; the services take the next five) or a free one, and removes it at the end.
// With --url it drives a running installation the operator set up the same way (docs/performance.md).
// The write and upload scenarios need members: the runner signs them up through the public API and
// confirms them with the link the identity service wrote to its outbox (--outbox with --url), so their
// writes take the path every member's take, the rating recompute of a review included.
// The report goes to tools/load/reports/<time>-<profile>.md, with each scenario's failures split into
// errors, rate limits and shed load, and each kind of request with its percentiles; the exit code is 1
// when a threshold failed (k6's, or writes slower than reads at p95 under the stress profile).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { signUpMembers } from './members.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    profile: { type: 'string', default: 'smoke' },
    scenarios: { type: 'string', default: 'browse,search,store,write,upload' },
    runtime: { type: 'string', default: 'standalone' },
    url: { type: 'string' },
    outbox: { type: 'string' },
    port: { type: 'string' },
    duration: { type: 'string' },
    members: { type: 'string', default: '3' },
  },
});

/** The configuration of an installation this run starts: every virtual user of a scenario shares a
 * few members, so their per-member review and upload limits are raised, and the runner signs them up
 * from one address. The installation serves nobody else, so no one else's limits change. */
const LOAD_INSTALLATION_LIMITS = {
  RATE_LIMITS: 'reviews=1000000/3600,uploads=1000000/3600',
  SIGN_UPS_PER_HOUR: '1000',
};

/** The name of a distributed installation this run starts on a gateway port: its databases
 * (`snap_load_3400_<service>`), index (`snap-load-3400-stores`), cache keys, topics and bucket
 * (`snap-load-3400`). Runs on other ports never touch it; a later run on the same port reuses the
 * names (after dropping what was left), so topics do not pile up run after run. */
const distributedInstallation = (port) => `snap_load_${port}`;

function loopbackOnly(url) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) {
    console.error(`Refusing to load ${url}: load tests run only against 127.0.0.1.`);
    process.exit(2);
  }
}

function freePort() {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function waitUntilReady(url, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error('the standalone runtime exited during start-up');
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not become ready`);
}

async function graphql(url, query, variables = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

/** A typo as people make them: one letter of the longest word dropped. */
function typo(name) {
  const words = name.toLowerCase().split(/\s+/);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  if (longest.length < 5) return words.join(' ');
  const at = 1 + Math.floor(random() * (longest.length - 2));
  return words.map((w) => (w === longest ? w.slice(0, at) + w.slice(at + 1) : w)).join(' ');
}

/** Positions, texts and ZIPs from the real Georgia stores, each distinct, and store ids from the server. */
async function buildFixture(url) {
  const rows = parse(readFileSync(join(ROOT, 'data/sample/snap-retailers-ga-2020.csv')), {
    columns: true,
    skip_empty_lines: true,
  }).filter((r) => r.Y2020 === '1' && r.Y !== 'NA' && r.X !== 'NA');
  const positions = rows.map((r) => ({
    lat: Number(r.Y) + (random() - 0.5) * 0.02,
    lng: Number(r.X) + (random() - 0.5) * 0.02,
  }));
  const texts = [
    ...new Map(
      rows.map((r) => [`${r.store_name}|${r.city}`, { text: typo(r.store_name), city: r.city }]),
    ).values(),
  ];
  const zips = [...new Set(rows.map((r) => r.zip5))];
  const ids = new Set();
  for (const position of positions.filter((_, i) => i % Math.ceil(positions.length / 40) === 0)) {
    const data = await graphql(
      url,
      'query($lat: Float!, $lng: Float!) { nearbyStores(lat: $lat, lng: $lng, radiusMiles: 10, limit: 50) { id } }',
      position,
    );
    for (const store of data.nearbyStores) ids.add(store.id);
  }
  const shuffle = (list) =>
    list
      .map((v) => [random(), v])
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => v);
  return {
    positions: shuffle(positions),
    texts: shuffle(texts),
    zips: shuffle(zips),
    storeIds: shuffle([...ids]),
  };
}

/** tools/load/installation.ts (start or stop a distributed installation of the run's own) with the
 * installation's limits in its environment. */
function installation(args) {
  return spawnSync(
    process.execPath,
    ['-r', '@swc-node/register', 'tools/load/installation.ts', ...args.map(String)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        SWC_NODE_PROJECT: 'tsconfig.base.json',
        LOG_LEVEL: 'warn',
        ...LOAD_INSTALLATION_LIMITS,
      },
    },
  );
}

function k6Binary() {
  const cached = join(homedir(), '.cache/snap-engines/bin/k6');
  if (existsSync(cached)) return cached;
  const onPath = spawnSync('sh', ['-c', 'command -v k6'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  console.log('k6 is not installed: provisioning it (deploy/native/provision.sh k6)');
  if (
    spawnSync(join(ROOT, 'deploy/native/provision.sh'), ['k6'], { stdio: 'inherit' }).status !== 0
  )
    throw new Error('k6 could not be provisioned');
  return cached;
}

const ms = (v) => (v === undefined ? '–' : `${v.toFixed(1)} ms`);

/** The gateway's read-cache reads so far, from /metrics (OPS_TOKEN opens it); null when unreadable. */
async function readCacheReads(url, opsToken) {
  try {
    const response = await fetch(`${url}/metrics`, {
      headers: opsToken ? { Authorization: `Bearer ${opsToken}` } : {},
    });
    if (!response.ok) return null;
    const lines = (await response.text()).split('\n');
    const sum = (outcome) =>
      lines
        .filter(
          (l) => l.startsWith('read_cache_reads_total{') && l.includes(`outcome="${outcome}"`),
        )
        .reduce((total, l) => total + Number(l.split(' ').at(-1)), 0);
    return { hit: sum('hit'), miss: sum('miss') };
  } catch {
    return null;
  }
}

function report(summary, meta) {
  const lines = [
    `# Load test: ${meta.profile} profile`,
    '',
    `- target: ${meta.url} (${meta.runtime}), ${meta.when}`,
    `- data: ${meta.storeIds} store ids, ${meta.positions} positions, ${meta.texts} texts (each used once before any repeats)`,
    `- scenarios: ${meta.scenarios.join(', ')}; ${meta.k6Version}`,
    meta.readCache && meta.readCache.hit + meta.readCache.miss > 0
      ? `- read cache (the gateway's, over the run): ${meta.readCache.hit} hits, ${meta.readCache.miss} misses, ${((100 * meta.readCache.hit) / (meta.readCache.hit + meta.readCache.miss)).toFixed(1)} % hits`
      : '- read cache: no figures (OPS_TOKEN unknown, or the cache is off)',
    '',
    '| scenario | requests | req/s | p50 | p95 | p99 | max | errors | rate limited | shed | thresholds |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const percent = (m) => `${((m?.values.rate ?? 0) * 100).toFixed(2)}%`;
  for (const name of meta.scenarios) {
    const metric = (kind) => summary.metrics[`${kind}{scenario:${name}}`];
    const duration = metric('http_req_duration');
    const requests = metric('http_reqs');
    if (!duration) continue;
    const failures = ['failed_answers', 'rate_limited', 'shed_answers'].map(metric);
    const failed = [duration, requests, ...failures]
      .flatMap((m) => Object.entries(m?.thresholds ?? {}))
      .filter(([, t]) => !t.ok)
      .map(([rule]) => rule);
    if (name === 'write' && meta.slowerWrites) failed.push(meta.slowerWrites);
    lines.push(
      `| ${name} | ${requests?.values.count ?? 0} | ${(requests?.values.rate ?? 0).toFixed(1)} | ${ms(duration.values.med)} | ${ms(duration.values['p(95)'])} | ${ms(
        duration.values['p(99)'],
      )} | ${ms(duration.values.max)} | ${failures.map(percent).join(' | ')} | ${failed.length === 0 ? 'ok' : `FAILED (${failed.join(', ')})`} |`,
    );
  }
  // Each kind of request the scenarios send (k6 keeps one for every `name` a threshold names), slowest
  // first at p95: where a scenario's time goes.
  const requests = Object.entries(summary.metrics)
    .map(([key, metric]) => [/^http_req_duration\{name:(.+)\}$/.exec(key)?.[1], metric])
    .filter(([name]) => name !== undefined)
    .sort(([, a], [, b]) => b.values['p(95)'] - a.values['p(95)']);
  if (requests.length > 0) {
    lines.push(
      '',
      '| request | p50 | p95 | p99 | max | threshold |',
      '|---|---:|---:|---:|---:|---|',
      ...requests.map(([name, metric]) => {
        const failed = Object.entries(metric.thresholds ?? {})
          .filter(([, t]) => !t.ok)
          .map(([rule]) => rule);
        const v = metric.values;
        return `| ${name} | ${ms(v.med)} | ${ms(v['p(95)'])} | ${ms(v['p(99)'])} | ${ms(v.max)} | ${failed.length === 0 ? 'ok' : `FAILED (${failed.join(', ')})`} |`;
      }),
    );
  }
  lines.push(
    '',
    'Errors, rate limits (HTTP 429, TOO_MANY_REQUESTS) and shed load (HTTP 503 or SERVICE_UNAVAILABLE with a retry hint; without one it is an error: a service that did not answer in time) are counted apart; thresholds: p95, errors < 1 %, rate limited < 1 %, shed < 5 %.',
  );
  const all = summary.metrics.http_req_duration?.values;
  const reqs = summary.metrics.http_reqs?.values;
  if (all)
    lines.push(
      '',
      `All requests: ${reqs.count} at ${reqs.rate.toFixed(1)} req/s, p50 ${ms(all.med)}, p95 ${ms(all['p(95)'])}, p99 ${ms(all['p(99)'])}.`,
    );
  return `${lines.join('\n')}\n`;
}

async function main() {
  const scenarios = args.scenarios
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!['standalone', 'distributed'].includes(args.runtime)) {
    console.error(`--runtime must be standalone or distributed (got ${args.runtime})`);
    process.exit(2);
  }
  const work = mkdtempSync(join(tmpdir(), 'snap-load-'));
  let server = null;
  let distributedRunDir = null;
  let distributedName = null;
  let url = args.url?.replace(/\/$/, '');
  let outbox = args.outbox;
  let runtime = 'running installation';
  // The operator's token of the installation measured (/metrics); one made up for a runtime this run starts.
  const opsToken = process.env.OPS_TOKEN || randomBytes(24).toString('hex');
  const needsMembers = scenarios.some((s) => s === 'write' || s === 'upload');
  try {
    if (url) {
      loopbackOnly(url);
      if (needsMembers && !outbox) {
        console.error(
          'The write and upload scenarios sign members up and confirm them from the identity outbox: pass --outbox <its DATA_DIR/outbox> (an installation of its own for the load test, without SMTP_URL; see docs/performance.md), or leave them out with --scenarios.',
        );
        process.exit(2);
      }
      await waitUntilReady(url, null, 10_000);
    } else if (args.runtime === 'distributed') {
      const port = args.port ? Number(args.port) : await freePort();
      url = `http://127.0.0.1:${port}`;
      distributedRunDir = join(work, 'distributed');
      outbox = join(distributedRunDir, 'data', 'outbox');
      distributedName = distributedInstallation(port);
      runtime = `distributed installation ${distributedName} started by this run`;
      console.log(`starting a distributed installation at ${url} (imports the bundled sample)…`);
      const started = installation(['start', distributedName, distributedRunDir, port]);
      if (started.status !== 0) throw new Error('the distributed installation did not start');
    } else {
      const port = args.port ? Number(args.port) : await freePort();
      url = `http://127.0.0.1:${port}`;
      const dataDir = join(work, 'data');
      outbox = join(dataDir, 'outbox');
      runtime = 'standalone runtime started by this run';
      server = spawn(
        process.execPath,
        ['-r', '@swc-node/register', 'apps/standalone/src/main.ts'],
        {
          cwd: ROOT,
          stdio: ['ignore', 'ignore', 'inherit'],
          env: {
            ...process.env,
            SWC_NODE_PROJECT: 'tsconfig.base.json',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            // The run reads the read cache's counters from /metrics, which the operator's token opens.
            OPS_TOKEN: opsToken,
            ...LOAD_INSTALLATION_LIMITS,
            // The bundled lists the load profiles are written for: no first national refresh.
            USDA_SYNC_ON_FIRST_START: '0',
          },
        },
      );
      console.log(`starting a standalone runtime at ${url} (imports the bundled sample)…`);
      await waitUntilReady(url, server);
    }
    const fixture = await buildFixture(url);
    fixture.members = needsMembers ? await signUpMembers(url, outbox, Number(args.members)) : [];
    const fixtureFile = join(work, 'fixture.json');
    writeFileSync(fixtureFile, JSON.stringify(fixture));
    const photoFile = join(work, 'photo.png');
    await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 46, g: 125, b: 50 } },
    })
      .png()
      .toFile(photoFile);

    const k6 = k6Binary();
    const summaryFile = join(work, 'summary.json');
    const env = {
      ...process.env,
      BASE_URL: url,
      PROFILE: args.profile,
      SCENARIOS: scenarios.join(','),
      FIXTURE: fixtureFile,
      PHOTO: photoFile,
      SUMMARY_JSON: summaryFile,
    };
    if (args.duration) env.DURATION = args.duration;
    // The write goal of the load profile: 100 ms on the standalone runtime, 300 ms on a deployment.
    env.WRITE_P95 = server ? '100' : '300';
    console.log(`k6 ${args.profile}: ${scenarios.join(', ')} against ${url}`);
    const cacheBefore = await readCacheReads(url, opsToken);
    const k6Run = spawnSync(
      k6,
      ['run', '--quiet', '--no-usage-report', join(ROOT, 'tools/load/snap.k6.js')],
      { stdio: 'inherit', env },
    );
    if (!existsSync(summaryFile)) throw new Error(`k6 wrote no summary (exit ${k6Run.status})`);
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
    const cacheAfter = await readCacheReads(url, opsToken);
    const when = new Date().toISOString();
    const slowerWrites =
      args.profile === 'stress' ? writesSlowerThanReads(summary, scenarios) : null;
    const markdown = report(summary, {
      slowerWrites,
      profile: args.profile,
      url,
      runtime,
      when,
      scenarios,
      storeIds: fixture.storeIds.length,
      positions: fixture.positions.length,
      texts: fixture.texts.length,
      k6Version: spawnSync(k6, ['version'], { encoding: 'utf8' }).stdout.trim(),
      readCache:
        cacheBefore && cacheAfter
          ? { hit: cacheAfter.hit - cacheBefore.hit, miss: cacheAfter.miss - cacheBefore.miss }
          : null,
    });
    const reports = join(ROOT, 'tools/load/reports');
    mkdirSync(reports, { recursive: true });
    const reportFile = join(reports, `${when.replace(/[:.]/g, '-')}-${args.profile}.md`);
    writeFileSync(reportFile, markdown);
    console.log(`\n${markdown}\nreport: ${reportFile}`);
    process.exitCode = k6Run.status || (slowerWrites ? 1 : 0);
  } finally {
    // An installation this run started goes with everything written to it, once it has stopped
    // writing (a folder removed under a server still closing comes back).
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (
      distributedRunDir &&
      installation(['stop', distributedName, distributedRunDir]).status !== 0
    )
      console.error(
        `the distributed installation was not removed: npm run stop:distributed -- --run-dir ${distributedRunDir}`,
      );
    rmSync(work, { recursive: true, force: true });
  }
}

/** Under the stress profile writes must be no slower than reads at p95 (issue 32): the rule that
 * failed, or null. */
function writesSlowerThanReads(summary, scenarios) {
  const p95 = (name) => summary.metrics[`http_req_duration{scenario:${name}}`]?.values['p(95)'];
  const reads = ['browse', 'search', 'store'].filter((s) => scenarios.includes(s)).map(p95);
  const writes = p95('write');
  if (!scenarios.includes('write') || writes === undefined || reads.length === 0) return null;
  const slowest = Math.max(...reads.filter((v) => v !== undefined));
  return writes > slowest ? `p(95) ≤ slowest read p(95) ${slowest.toFixed(1)} ms` : null;
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
