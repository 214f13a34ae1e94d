#!/usr/bin/env node
// The Dockerfile's steps without Docker: a clean copy gets `npm ci --omit=dev` (production dependencies
// only), each service is built to plain JavaScript (tools/build/build-service.mjs, as the image's build
// stage does) and copied in with what its image carries (the gateway's front-ends, the search sample),
// then every service starts from `node dist/apps/<service>/main.js` with no TypeScript tooling around and
// must answer health. With the native engines running (SNAP_REAL_ENGINES=1 requires them) every service
// must become ready and the gateway must find stores of the imported sample through GraphQL; without
// them each must be live and name its unreachable engines on /health/ready.
//   node tools/deploy/production-smoke.mjs     (run through npm so Node 24 is used)
// Env: SMOKE_BASE_PORT (3441: ports 3441-3446), SMOKE_INSTALLATION (engine namespace, prod_smoke),
// SMOKE_TIMEOUT_S (420). Every step is bounded; the npm cache under the home directory keeps the install fast.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildService, SERVICES } from '../build/build-service.mjs';
import { serviceFolders } from '../build/runtime-packages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(root, 'package.json'));
const basePort = Number(process.env.SMOKE_BASE_PORT ?? 3441);
const installation = process.env.SMOKE_INSTALLATION ?? 'prod_smoke';
const deadline = Date.now() + Number(process.env.SMOKE_TIMEOUT_S ?? 420) * 1000;
const requireEngines = process.env.SNAP_REAL_ENGINES === '1';
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm so the pinned Node 24 is used.`,
  );
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'snap-prod-smoke-'));
const app = join(work, 'app');
const children = [];
const sizes = [];
const ENGINES = ['redis', 'postgres', 'ferretdb', 'kafka', 'elasticsearch', 'minio'];
const startedEngines = [];
let failed = false;

function fail(message) {
  console.error(`production smoke: ${message}`);
  failed = true;
}

async function main() {
  // 1. The image's prod-deps stage: only the manifest, the lock and .npmrc, then npm ci --omit=dev.
  mkdirSync(app, { recursive: true });
  for (const file of ['package.json', 'package-lock.json', '.npmrc'])
    cpSync(join(root, file), join(app, file));
  let step = Date.now();
  // The install of one lock file is kept under the home directory (moved there, and each image takes
  // hard links of its packages from it); a new lock, .npmrc or Node version installs again.
  // SMOKE_FRESH_INSTALL=1 always installs.
  const key = createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .update(readFileSync(join(root, '.npmrc')))
    .update(process.version)
    .digest('hex')
    .slice(0, 16);
  const cacheRoot = join(homedir(), '.cache/snap-deploy/prod-node-modules');
  const cached = join(cacheRoot, key);
  let how = 'npm ci --omit=dev';
  const installed = join(cached, 'node_modules');
  if (process.env.SMOKE_FRESH_INSTALL !== '1' && existsSync(join(cached, '.complete'))) {
    how = `npm ci --omit=dev (this lock's install, cached in ${cached})`;
  } else {
    execFileSync(
      'npm',
      ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: app,
        stdio: ['ignore', 'ignore', 'inherit'],
        timeout: Math.max(60_000, deadline - Date.now() - 120_000),
      },
    );
    execFileSync('rm', ['-rf', cacheRoot]);
    mkdirSync(cached, { recursive: true });
    execFileSync('mv', [join(app, 'node_modules'), installed]);
    writeFileSync(join(cached, '.complete'), new Date().toISOString());
  }
  const installedMb = Number(execFileSync('du', ['-sm', installed]).toString().split('\t')[0]);
  console.log(`${how}: ${installedMb} MB of production dependencies in ${seconds(step)}`);
  if (existsSync(join(installed, 'typescript')) || existsSync(join(installed, '@swc/core')))
    fail('dev dependencies reached the production install');

  // 2. The image's build stage, then each image's own folder: its bundle, the node_modules folders its bundle
  // requires (the Dockerfile prunes to the same list), the gateway's front-ends, the search sample.
  step = Date.now();
  const frontEnds = ['web', 'admin'].filter((f) =>
    existsSync(join(root, 'dist/apps', f, 'index.html')),
  );
  if (frontEnds.length < 2)
    console.log(
      'dist/apps/web and admin are not both built (npm exec nx -- run-many -t build -p web admin): the gateway starts without them',
    );
  for (const service of SERVICES) {
    await buildService(service);
    const image = join(work, service);
    mkdirSync(join(image, 'dist/apps'), { recursive: true });
    cpSync(join(app, 'package.json'), join(image, 'package.json'));
    cpSync(join(root, 'dist/apps', service), join(image, 'dist/apps', service), {
      recursive: true,
    });
    // The image's runtime-deps stage, as hard links: only the folders this service's bundle needs.
    const folders = [...serviceFolders(image, service)];
    for (const folder of folders) {
      // Optional builds for other platforms (e.g. @img/sharp-darwin-arm64) are listed but not installed.
      if (!existsSync(join(installed, folder))) continue;
      mkdirSync(dirname(join(image, 'node_modules', folder)), { recursive: true });
      execFileSync('cp', ['-al', join(installed, folder), join(image, 'node_modules', folder)]);
    }
    if (service === 'gateway')
      for (const f of frontEnds)
        cpSync(join(root, 'dist/apps', f), join(image, 'dist/apps', f), { recursive: true });
    if (service === 'search')
      cpSync(join(root, 'data/sample'), join(image, 'data/sample'), { recursive: true });
    // The Dockerfile's prune step on the copy: it must find nothing more to remove.
    const pruned = execFileSync(process.execPath, [
      join(root, 'tools/build/prune-node-modules.mjs'),
      image,
      service,
    ]).toString();
    if (!/removed 0$/m.test(pruned))
      fail(`${service}: the prune step and the copy disagree: ${pruned}`);
    const mb = Number(execFileSync('du', ['-sm', image]).toString().split('\t')[0]);
    sizes.push(`${service} ${mb} MB`);
  }
  console.log(
    `built and copied in ${seconds(step)}; each image's /app (add the node:24 bookworm-slim base, ~200 MB unpacked): ${sizes.join(', ')}`,
  );

  // 3. Start every service from plain JavaScript, on an installation of its own in the engines.
  const engines = nativeEngineEnv();
  if (requireEngines && !(await enginesReachable(engines))) {
    // As the real-engine stage does: start the stopped native engines, and stop only those afterwards.
    // `status` exits 3 when any engine is stopped, which is exactly the case handled here.
    const status = spawnSync(join(root, 'deploy/native/engines.sh'), ['status'], {
      encoding: 'utf8',
    }).stdout;
    const stopped = ENGINES.filter((e) => new RegExp(`^${e}\\s+stopped\\s*$`, 'm').test(status));
    startedEngines.push(...stopped);
    step = Date.now();
    execFileSync(join(root, 'deploy/native/engines.sh'), ['start', ...stopped], {
      stdio: 'inherit',
      timeout: 180_000,
    });
    console.log(`native engines started (${stopped.join(', ')}) in ${seconds(step)}`);
  }
  const reachable = await enginesReachable(engines);
  if (requireEngines && !reachable)
    return fail('SNAP_REAL_ENGINES=1 but the native engines do not answer');
  const isolated = {
    MONGODB_URI: engines.MONGODB_URI.replace(
      /^(mongodb:\/\/[^/?]+)(\/[^?]*)?/,
      `$1/${installation}`,
    ),
    ELASTICSEARCH_INDEX: `${installation.replace(/_/g, '-')}-stores`,
    REDIS_KEY_PREFIX: installation.replace(/_/g, '-'),
    KAFKA_NAMESPACE: installation.replace(/_/g, '-'),
    MINIO_BUCKET: installation.replace(/_/g, '-'),
  };
  const jwtSecret = randomBytes(32).toString('base64url');
  // Every service refuses to start in production without it.
  const busSigningKey = randomBytes(32).toString('base64url');
  step = Date.now();
  const ports = Object.fromEntries(SERVICES.map((service, i) => [service, basePort + i]));
  for (const service of SERVICES) {
    const log = join(work, `${service}.log`);
    const child = spawn(
      'sh',
      [
        '-c',
        `exec "${process.execPath}" --enable-source-maps dist/apps/${service}/main.js >"${log}" 2>&1`,
      ],
      {
        cwd: join(work, service),
        stdio: 'ignore',
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          ...engines,
          ...isolated,
          PORT: String(ports[service]),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DATA_DIR: join(work, 'data', service),
          JWT_SECRET: jwtSecret,
          BUS_SIGNING_KEY: busSigningKey,
          PUBLIC_URL: `http://127.0.0.1:${ports.gateway}`,
          // No test reaches USDA's live service: the schedule stays off here.
          USDA_SYNC_INTERVAL_DAYS: '0',
        },
      },
    );
    children.push({ service, child, log });
  }

  const path = reachable ? '/health/ready' : '/health/live';
  const pending = new Set(SERVICES);
  while (pending.size > 0 && Date.now() < deadline) {
    for (const service of [...pending]) {
      const entry = children.find((c) => c.service === service);
      if (entry.child.exitCode !== null) {
        pending.delete(service);
        fail(`${service} exited with code ${entry.child.exitCode}:\n${tail(entry.log)}`);
        continue;
      }
      const response = await fetch(`http://127.0.0.1:${ports[service]}${path}`).catch(
        () => undefined,
      );
      if (response?.ok) {
        pending.delete(service);
        console.log(`${service}: ${path} 200 after ${seconds(step)}`);
      }
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const service of pending)
    fail(
      `${service} did not answer ${path} within the time limit:\n${tail(children.find((c) => c.service === service).log)}`,
    );
  if (failed) return;

  const gateway = `http://127.0.0.1:${ports.gateway}`;
  if (!reachable) {
    const ready = await fetch(`http://127.0.0.1:${ports.search}/health/ready`);
    const body = await ready.text();
    if (ready.status !== 503 || !body.includes('Elasticsearch at'))
      fail(
        `without engines, search /health/ready should be 503 naming Elasticsearch; got ${ready.status} ${body}`,
      );
    else
      console.log(
        'engines not running: every service is live and names its unreachable engines (start them for the full check)',
      );
    return;
  }
  const answer = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query:
        '{ health { status } nearbyStores(lat: 33.749, lng: -84.388, radiusMiles: 10, limit: 3) { id Store_Name } }',
    }),
  }).then((r) => r.json());
  const stores = answer?.data?.nearbyStores ?? [];
  if (answer?.data?.health?.status !== 'up' || stores.length === 0)
    fail(
      `the gateway did not find Atlanta stores with every service up: ${JSON.stringify(answer)}`,
    );
  else
    console.log(
      `gateway GraphQL: health up, ${stores.length} stores near Atlanta (first: ${stores[0].Store_Name})`,
    );
  if (frontEnds.length === 2) {
    const home = await fetch(`${gateway}/`);
    const html = await home.text();
    if (!home.ok || !html.includes('<div id="root"'))
      fail(`the gateway does not serve the web app at /: ${home.status}`);
    else console.log('gateway serves the web app at / and the admin app at /admin');
    const admin = await fetch(`${gateway}/admin/`);
    if (!admin.ok) fail(`the gateway does not serve the admin app at /admin/: ${admin.status}`);
  }
}

function nativeEngineEnv() {
  const printed = execFileSync('bash', [join(root, 'deploy/native/env.sh')]).toString();
  // `export NAME=value` lines, each value quoted by bash's printf %q.
  return Object.fromEntries(
    printed
      .split('\n')
      .map((line) => /^export (\w+)=(.*)$/.exec(line))
      .filter(Boolean)
      .map(([, name, value]) => [name, value.replace(/\\(.)/g, '$1')]),
  );
}

async function enginesReachable(engines) {
  const addresses = [
    engines.KAFKA_BROKERS.split(',')[0],
    new URL(engines.MONGODB_URI).host,
    new URL(engines.ELASTICSEARCH_URL).host,
    new URL(engines.REDIS_URL).host,
    `${engines.MINIO_ENDPOINT}:${engines.MINIO_PORT}`,
  ];
  const answers = await Promise.all(addresses.map((address) => tcpAnswers(address)));
  return answers.every(Boolean);
}

function tcpAnswers(address) {
  const [host, port] = address.split(':');
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port), timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function tail(file, lines = 15) {
  return existsSync(file)
    ? readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n')
    : '(no log)';
}

/** Drops what this installation left in the engines (its own names only). */
async function resetInstallation(engines) {
  const name = installation.replace(/_/g, '-');
  await fetch(
    `${engines.ELASTICSEARCH_URL}/${name}-stores*?ignore_unavailable=true&allow_no_indices=true`,
    { method: 'DELETE' },
  ).catch(() => undefined);
  const mongoose = require('mongoose');
  const host = engines.MONGODB_URI.replace(/^(mongodb:\/\/[^/?]+).*$/, '$1');
  for (const service of SERVICES) {
    const connection = await mongoose
      .createConnection(`${host}/${installation}_${service}`, { serverSelectionTimeoutMS: 5_000 })
      .asPromise();
    await connection.dropDatabase();
    await connection.close();
  }
  const Redis = require('ioredis');
  const redis = new Redis(engines.REDIS_URL, { lazyConnect: true });
  await redis.connect();
  const keys = await redis.keys(`${name}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}

async function stopAll() {
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => (clearTimeout(timer), resolve()));
          child.kill('SIGTERM');
        }),
    ),
  );
}

try {
  await main();
} catch (error) {
  fail(error instanceof Error ? error.stack : String(error));
} finally {
  let step = Date.now();
  await stopAll();
  console.log(`services stopped in ${seconds(step)}`);
  step = Date.now();
  const engines = nativeEngineEnv();
  if (children.length > 0 && (await enginesReachable(engines))) {
    await resetInstallation(engines).catch((error) => console.error(`cleanup: ${error.message}`));
    console.log(`installation ${installation} dropped from the engines in ${seconds(step)}`);
  }
  step = Date.now();
  if (startedEngines.length > 0) {
    execFileSync(join(root, 'deploy/native/engines.sh'), ['stop', ...startedEngines], {
      stdio: 'inherit',
    });
  }
  execFileSync('rm', ['-rf', work]);
  console.log(`scratch copy removed in ${seconds(step)}`);
}
console.log(`production smoke ${failed ? 'FAILED' : 'passed'} in ${seconds(started)}`);
process.exit(failed ? 1 : 0);
