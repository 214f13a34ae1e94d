#!/usr/bin/env node
// `npm test`: the whole suite, stage by stage. Each stage prints its time; the first failure stops the run.
//   1. lint, type checks, unit specs and the contract suites on the embedded adapters (Nx, cached)
//   2. the browser end-to-end suite against the standalone runtime on a fresh data folder
//   3. real engines (when SNAP_REAL_ENGINES=1, as on CI): contract suites on the real adapters and the
//      cross-service journeys in the distributed runtime
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node ${process.versions.node} is too old: run through npm (npm test) so the pinned Node 24 is used.`);
  process.exit(1);
}

const summary = [];

function stage(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const ok = fn();
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) finish(1);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function finish(code) {
  console.log(`\n=== summary\n${summary.join('\n')}`);
  process.exit(code);
}

stage('lint, type checks, unit and contract specs (embedded adapters)', () =>
  run('nx', ['run-many', '-t', 'lint', 'typecheck', 'test', '--output-style=stream-without-prefixes']),
);

stage('build the front-ends', () => run('nx', ['run-many', '-t', 'build', '-p', 'web', 'admin', '--output-style=stream']));

if (existsSync('apps/web-e2e/run.mjs')) {
  stage('browser end-to-end suite against the standalone runtime', () => runE2e());
}

if (process.env.SNAP_REAL_ENGINES === '1' && existsSync('tools/scripts/test-real-engines.mjs')) {
  stage('real engines: contract suites and distributed journeys', () => run('node', ['tools/scripts/test-real-engines.mjs']));
}

finish(0);

function runE2e() {
  const dataDir = mkdtempSync(join(tmpdir(), 'snap-e2e-'));
  const port = process.env.E2E_PORT ?? '3100';
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', '-r', '@swc-node/register', 'apps/standalone/src/main.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.base.json', PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    },
  );
  try {
    const ok = run('node', ['apps/web-e2e/run.mjs'], { E2E_BASE_URL: `http://127.0.0.1:${port}` });
    return ok;
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
