#!/usr/bin/env node
// `npm test`: the whole suite, stage by stage. Each stage prints its time; the first failure stops the run.
//   0. the committed GraphQL schema and typed client match the gateway (never cached); formatting
//   1. the public site's message catalogs (extracted, both languages, nothing untranslated); lint, type
//      checks, unit specs and the contract suites on the embedded adapters (Nx, cached)
//   2. the front-ends' production builds and the JavaScript budgets
//   3. the browser end-to-end suite against the standalone runtime on a fresh data folder, with local servers
//      replaying the places provider and USDA's retailer service
//   4. a k6 smoke run of every load scenario (tools/load) against a fresh standalone runtime
//   5. real engines (SNAP_REAL_ENGINES=1, as .ci/run sets): the contract suites on the real adapters and
//      the cross-service journeys in the distributed runtime
//   6. deployment: the manifests validate offline, the six images build from deploy/docker/Dockerfile
//      (tools/deploy/build-images.sh, podman) and each service starts from its image's files and serves a
//      journey through the gateway's image (tools/deploy/image-smoke.ts)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (npm test) so the pinned Node 24 is used.`,
  );
  process.exit(1);
}

const summary = [];
let passed = 0;
let skipped = 0;

// `npm test -- --only browser` runs only the stages whose name contains the word (a developer's rerun;
// CI always runs every stage).
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;

// A stage's command exits with this code when it could not check at all (e.g. no advisories endpoint):
// the summary says "not run" rather than "ok", and the run goes on.
const NOT_RUN_EXIT_CODE = 3;
const NOT_RUN = 'not run';

/** The end of the running stage's output: a failed stage's reasons are repeated under the summary, so
 * the last lines of a long CI log say why it failed. */
let stageOutput = '';
const KEPT_OUTPUT = 64 * 1024;
const REASON = /\b(fail(ed|ure)?|error|did not|timed? ?out|refused|cannot|left behind|✘)\b/i;
// Jest names each failed test on a line of its own: "● suite › test" (its console blocks excepted).
const FAILED_TEST = /^● (?!Console$)/;
const FAILED_TEST_LINES = 16;

function failureReasons() {
  const lines = stripVTControlCharacters(stageOutput)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // The last failed tests with the start of what they expected, then the last lines naming a failure.
  const failedTests = lines
    .flatMap((line, i) => (FAILED_TEST.test(line) ? [lines.slice(i, i + FAILED_TEST_LINES)] : []))
    .slice(-2)
    .flat();
  const reasons = lines.filter((line) => REASON.test(line)).slice(-6);
  return [...failedTests, ...reasons.filter((line) => !failedTests.includes(line))].map(
    (line) => `     ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`,
  );
}

/** The scenarios Playwright passed only on their retry ("N flaky" and the names under it): the summary
 * names them, so a retry never hides a scenario that failed once. */
function flakyTests() {
  const lines = stripVTControlCharacters(stageOutput)
    .split('\n')
    .map((line) => line.trim());
  const start = lines.findIndex((line) => /^\d+ flaky$/.test(line));
  if (start < 0) return [];
  const names = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('[')) break;
    names.push(`     ${line}`);
  }
  return [`     ${lines[start]} (failed once, passed on the retry):`, ...names];
}

async function stage(name, fn) {
  if (only && !name.includes(only)) return;
  const started = Date.now();
  stageOutput = '';
  console.log(`\n=== ${name}`);
  const outcome = await fn();
  const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (outcome === NOT_RUN) {
    skipped++;
    summary.push(`NOT RUN ${name} (${seconds}; its output says why)`);
    return;
  }
  summary.push(`${outcome ? 'ok  ' : 'FAIL'} ${name} (${seconds})`);
  if (!outcome) {
    const reasons = failureReasons();
    if (reasons.length > 0) summary.push('     its last lines naming a failure:', ...reasons);
    finish(1);
  }
  summary.push(...flakyTests());
  passed++;
}

/** Resolves true on success, false on failure, NOT_RUN when the command could not check. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      // Through a pipe, tools would drop their colours on a developer's terminal.
      env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, ...env },
    });
    // Passed through as it comes, and the end kept for the summary.
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      from.on('data', (chunk) => {
        to.write(chunk);
        stageOutput = (stageOutput + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
      });
    const settle = (code) => resolve(code === NOT_RUN_EXIT_CODE ? NOT_RUN : code === 0);
    // 'close' comes once the output is read; a process the command left running may hold the pipe,
    // so the exit settles it too, a moment later.
    child.on('close', settle);
    child.on('exit', (code) => setTimeout(() => settle(code), 2000).unref());
  });
}

function finish(code) {
  console.log(`\n=== summary\n${summary.join('\n')}`);
  console.log(
    `stages: ${passed} passed, ${code === 0 ? 0 : 1} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  process.exit(code);
}

async function waitUntilReady(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

// The scenarios make their admin as an operator would: the grant endpoint with the server's OPS_TOKEN.
const E2E_OPS_TOKEN = randomBytes(32).toString('base64url');
/** A local server replaying an outside service in its documented format (no test reaches the internet):
 * resolves with the addresses it prints as its first JSON line, or null when it did not start. */
function startReplayingServer(script, args = []) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', script, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.base.json' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      // Only a whole line: the address may arrive in pieces.
      const line = output
        .split('\n')
        .slice(0, -1)
        .find((l) => l.startsWith('{'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.on('exit', () => resolve(null));
  });
}

/** The places provider and the open-map service. */
const startReplayingProvider = () =>
  startReplayingServer('libs/enrichment/feature/src/testing/replay-provider.main.ts');

/** USDA's SNAP retailer service (an ArcGIS layer) on any free port of 127.0.0.1, for "Refresh from USDA now". */
const startReplayingUsda = () =>
  startReplayingServer('libs/search/feature/src/testing/replay-usda.main.ts', ['--port', '0']);

/** A fresh machine has no browser: install Debian's Chromium as CI does (deploy/native/provision.sh). */
function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(browser)) return;
  console.log(`${browser} is missing: provisioning it (deploy/native/provision.sh chromium)`);
  if (spawnSync('deploy/native/provision.sh', ['chromium'], { stdio: 'inherit' }).status !== 0)
    throw new Error(
      'Chromium could not be installed: apt-get install -y chromium, or set CHROMIUM_PATH',
    );
}

async function runE2e() {
  ensureChromium();
  const dataDir = mkdtempSync(join(tmpdir(), 'snap-e2e-'));
  const port = process.env.E2E_PORT ?? '3100';
  const url = `http://127.0.0.1:${port}`;
  // E2E_PROVIDER=none runs the suite on the offline default (the enrichment scenarios then fail, saying why).
  const provider = process.env.E2E_PROVIDER === 'none' ? null : await startReplayingProvider();
  // The runtime reads the replay, never USDA: without it the suite does not start.
  const usda = await startReplayingUsda();
  if (!usda) {
    provider?.child.kill('SIGTERM');
    console.error('the replaying USDA server did not start (npm run replay:usda says why)');
    return false;
  }
  const providerEnv = provider
    ? {
        PLACES_API_KEY: 'e2e-replay',
        PLACES_API_URL: provider.placesUrl,
        OVERPASS_URL: provider.overpassUrl,
        PLACES_DAILY_LIMIT: '150',
        // Every virtual visitor shares 127.0.0.1, and the last enrichment scenario spends store
        // pages' part of the day (120) on purpose: one address's 30 new stores an hour would stop it.
        PLACES_LOOKUPS_PER_VISITOR_HOUR: '1000',
      }
    : {};
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', '-r', '@swc-node/register', 'apps/standalone/src/main.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      // The security scenarios confirm an admin address from the outbox to check the back-office.
      env: {
        ...process.env,
        SWC_NODE_PROJECT: 'tsconfig.base.json',
        PORT: port,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        OPS_TOKEN: E2E_OPS_TOKEN,
        SIGN_UPS_PER_HOUR: '200',
        // Every virtual visitor of the suite shares 127.0.0.1: the per-address limits of signed-out
        // reports would otherwise be spent by the scenarios, not by abuse (attack tests set their own).
        RATE_LIMITS: 'reports=100/3600',
        // The scenarios' members are minutes old: their confirmed reports count toward the EBT refusal
        // mark at once (24 hours in any other installation).
        EBT_REFUSAL_ACCOUNT_MIN_AGE_HOURS: '0',
        ...providerEnv,
        USDA_RETAILER_SERVICE_URL: usda.layerUrl,
        // The scenarios start from the bundled lists: no first national refresh, not even from the
        // replaying server (the admin scenario refreshes from it when it means to).
        USDA_SYNC_ON_FIRST_START: '0',
      },
    },
  );
  try {
    if (!(await waitUntilReady(url, server))) {
      console.error(`the standalone runtime did not become ready at ${url}`);
      return false;
    }
    return await run('node', ['apps/web-e2e/run.mjs'], {
      E2E_BASE_URL: url,
      E2E_DATA_DIR: dataDir,
      E2E_OPS_TOKEN,
      E2E_USDA_URL: usda.url,
    });
  } finally {
    server.kill('SIGTERM');
    provider?.child.kill('SIGTERM');
    usda.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await stage(
  'generated GraphQL schema and typed client are current (npm exec nx -- run api-client:codegen)',
  () => run('nx', ['run', 'api-client:codegen-check', '--output-style=stream-without-prefixes']),
);
await stage('formatting (prettier --check .; npm run format fixes it)', () =>
  run('prettier', ['--check', '.', '--log-level', 'warn']),
);
await stage(
  'public site catalogs: every message extracted, English and Spanish with the same keys, none untranslated',
  () => run('nx', ['run', 'web:catalogs', '--output-style=stream-without-prefixes']),
);
await stage('lint, type checks, unit and contract specs (embedded adapters)', () =>
  run('nx', [
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    '--output-style=stream-without-prefixes',
  ]),
);
await stage('front-end production builds', () =>
  run('nx', ['run-many', '-t', 'build', '-p', 'web', 'admin', '--output-style=stream']),
);
await stage(
  'JavaScript budgets (home page 174 KB gzipped per language; a served page before its first touch 5 KB)',
  () => run('node', ['apps/web/scripts/bundle-size.mjs']),
);
if (existsSync('apps/web-e2e/run.mjs')) {
  await stage('browser end-to-end suite against the standalone runtime', runE2e);
}
await stage(
  'GraphQL fuzzing: 10,000 fast-check requests on the standalone runtime, no 5xx or unhandled error',
  () =>
    run('node', [
      'tools/security/graphql-fuzz.mjs',
      '--runs',
      '10000',
      '--port',
      process.env.FUZZ_PORT ?? '3101',
      '--max-seconds',
      '900',
    ]),
);
await stage(
  'dependency audit: no high or critical advisory outside tools/security/audit-exceptions.json',
  () => run('node', ['tools/security/audit.mjs']),
);
await stage('k6 smoke load test against a fresh standalone runtime', () =>
  run('node', ['tools/load/run.mjs', '--profile', 'smoke', '--duration', '10s']),
);
if (process.env.SNAP_REAL_ENGINES === '1') {
  await stage('real engines: contract suites and distributed journeys', () =>
    run('node', ['tools/scripts/test-real-engines.mjs']),
  );
} else {
  // Said out loud: a green local run has not exercised Kafka, Elasticsearch, FerretDB, Redis or MinIO.
  skipped++;
  summary.push(
    'SKIP real engines: contract suites on Kafka, Elasticsearch, FerretDB, Redis and MinIO, and the distributed journeys.\n' +
      '     Run them with `SNAP_REAL_ENGINES=1 npm test` (provisions and starts the native engines when needed),\n' +
      '     or with the engines running: `source deploy/native/env.sh && npm run test:engines`.',
  );
}
await stage(
  'deployment: manifests validate offline; the six images build from the Dockerfile and start from their own files',
  async () => {
    if (!(await run('bash', ['tools/deploy/validate-manifests.sh']))) return false;
    // Layers cached under ~/.cache/snap-images: only what changed since the last run is rebuilt.
    const built = await run('bash', ['tools/deploy/build-images.sh']);
    if (built !== true) return built;
    return run('node', ['-r', '@swc-node/register', 'tools/deploy/image-smoke.ts'], {
      SWC_NODE_PROJECT: 'tsconfig.base.json',
    });
  },
);
finish(0);
