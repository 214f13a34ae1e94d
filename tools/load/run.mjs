#!/usr/bin/env node
// k6 load tests (tools/load/snap.k6.js) against a runtime on 127.0.0.1, with a markdown report.
//
//   npm run load -- [--profile smoke|load|stress|soak] [--scenarios browse,search,store,write,upload]
//                   [--url http://127.0.0.1:3000 --outbox <identity outbox dir>] [--duration 2m]
//
// Without --url it starts a standalone runtime of its own on a fresh data folder (the bundled sample).
// With --url it drives a running runtime, standalone or distributed; members for the write and upload
// scenarios are verified through the identity service's outbox (--outbox), so those scenarios need it.
// The report goes to tools/load/reports/<time>-<profile>.md; the exit code is k6's (1 when a threshold
// on p95 or on the error rate failed).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    profile: { type: 'string', default: 'smoke' },
    scenarios: { type: 'string', default: 'browse,search,store,write,upload' },
    url: { type: 'string' },
    outbox: { type: 'string' },
    duration: { type: 'string' },
    members: { type: 'string', default: '3' },
  },
});

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

/** Signs up members and verifies them with the links the identity service wrote to its outbox. */
async function makeMembers(url, outbox, count) {
  const members = [];
  for (let i = 0; i < count; i++) {
    const member = {
      email: `load-${Date.now()}-${i}@example.org`,
      password: `load-test-${process.pid}-${i}-Secret`,
      fullName: `Load Tester ${'ABCDEFGHIJ'[i % 10]}`,
    };
    await graphql(
      url,
      'mutation($email: String!, $password: String!, $fullName: String!) { signUp(email: $email, password: $password, fullName: $fullName) { id } }',
      member,
    );
    members.push(member);
  }
  const deadline = Date.now() + 30_000;
  for (const member of members) {
    let token = null;
    while (!token && Date.now() < deadline) {
      const mails = existsSync(outbox)
        ? readdirSync(outbox)
            .filter((f) => f.endsWith('.json'))
            .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')))
        : [];
      const mail = mails.find((m) => m.to === member.email);
      token = mail ? /[?&]token=([^\s&]+)/.exec(mail.text)?.[1] : null;
      if (!token) await new Promise((r) => setTimeout(r, 250));
    }
    if (!token) throw new Error(`no verification e-mail for ${member.email} in ${outbox}`);
    await graphql(
      url,
      'mutation($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id } }',
      { token, password: member.password },
    );
  }
  return members;
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

function report(summary, meta) {
  const lines = [
    `# Load test: ${meta.profile} profile`,
    '',
    `- target: ${meta.url} (${meta.runtime}), ${meta.when}`,
    `- data: ${meta.storeIds} store ids, ${meta.positions} positions, ${meta.texts} texts (each used once before any repeats)`,
    `- scenarios: ${meta.scenarios.join(', ')}; ${meta.k6Version}`,
    '',
    '| scenario | requests | req/s | p50 | p95 | p99 | max | failed answers | thresholds |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const name of meta.scenarios) {
    const duration = summary.metrics[`http_req_duration{scenario:${name}}`];
    const requests = summary.metrics[`http_reqs{scenario:${name}}`];
    const failed = summary.metrics[`failed_answers{scenario:${name}}`];
    if (!duration) continue;
    const thresholdsOk = [duration, failed, requests].every(
      (m) => !m?.thresholds || Object.values(m.thresholds).every((t) => t.ok),
    );
    lines.push(
      `| ${name} | ${requests?.values.count ?? 0} | ${(requests?.values.rate ?? 0).toFixed(1)} | ${ms(duration.values.med)} | ${ms(duration.values['p(95)'])} | ${ms(
        duration.values['p(99)'],
      )} | ${ms(duration.values.max)} | ${((failed?.values.rate ?? 0) * 100).toFixed(2)}% | ${thresholdsOk ? 'ok' : 'FAILED'} |`,
    );
  }
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
  const work = mkdtempSync(join(tmpdir(), 'snap-load-'));
  let server = null;
  let url = args.url?.replace(/\/$/, '');
  let outbox = args.outbox;
  let runtime = 'running runtime';
  try {
    if (url) {
      loopbackOnly(url);
      await waitUntilReady(url, null, 10_000);
    } else {
      const port = await freePort();
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
            ...loadLimits(),
          },
        },
      );
      console.log(`starting a standalone runtime at ${url} (imports the bundled sample)…`);
      await waitUntilReady(url, server);
    }
    const fixture = await buildFixture(url);
    const needsMembers = scenarios.some((s) => s === 'write' || s === 'upload');
    if (needsMembers && !outbox) {
      console.error(
        'The write and upload scenarios need members: pass --outbox <the identity service outbox folder>, or leave them out with --scenarios.',
      );
      process.exit(2);
    }
    fixture.members = needsMembers ? await makeMembers(url, outbox, Number(args.members)) : [];
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
    console.log(`k6 ${args.profile}: ${scenarios.join(', ')} against ${url}`);
    const k6Run = spawnSync(
      k6,
      ['run', '--quiet', '--no-usage-report', join(ROOT, 'tools/load/snap.k6.js')],
      { stdio: 'inherit', env },
    );
    if (!existsSync(summaryFile)) throw new Error(`k6 wrote no summary (exit ${k6Run.status})`);
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
    const when = new Date().toISOString();
    const markdown = report(summary, {
      profile: args.profile,
      url,
      runtime,
      when,
      scenarios,
      storeIds: fixture.storeIds.length,
      positions: fixture.positions.length,
      texts: fixture.texts.length,
      k6Version: spawnSync(k6, ['version'], { encoding: 'utf8' }).stdout.trim(),
    });
    const reports = join(ROOT, 'tools/load/reports');
    mkdirSync(reports, { recursive: true });
    const reportFile = join(reports, `${when.replace(/[:.]/g, '-')}-${args.profile}.md`);
    writeFileSync(reportFile, markdown);
    console.log(`\n${markdown}\nreport: ${reportFile}`);
    process.exitCode = k6Run.status ?? 1;
  } finally {
    server?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

/** Limits for a server this run starts: the abuse limits count per member (reviews, uploads) and every
 * virtual user shares a few members, so they are raised for it; a --url target keeps its own. */
function loadLimits() {
  return { RATE_LIMITS: 'reviews=1000000/3600,uploads=1000000/3600' };
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
