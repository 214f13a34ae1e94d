#!/usr/bin/env node
// Seconds from spawning the search service (as the distributed runtime runs it, on the native engines)
// to its first 200 on /health/ready: a first start on an empty catalog (it imports the bundled
// sample), then restarts on that catalog with REBUILD_INDEX_ON_START=true (as docker compose sets).
// Each run uses its own namespace (database, index alias, Kafka topics, Redis prefix, bucket), dropped
// at the end unless BENCH_KEEP=1.
//
//   source deploy/native/env.sh && node tools/bench/search-start-bench.mjs [restarts=2]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';

const restarts = Number(process.argv[2] ?? 2);
// BENCH_NAMESPACE with BENCH_KEEP=1 keeps a catalog; BENCH_RESTARTS_ONLY=1 then restarts on it.
const ns = process.env.BENCH_NAMESPACE ?? `bench${randomBytes(3).toString('hex')}`;
const port = 3100 + Math.floor(Math.random() * 800);
const mongoUri = (process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/snap').replace(
  /\/[^/?]*(\?|$)/,
  `/${ns}$1`,
);
const esUrl = process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200';
const env = {
  ...process.env,
  PORT: String(port),
  MONGODB_URI: mongoUri,
  ELASTICSEARCH_INDEX: `${ns}-stores`,
  KAFKA_NAMESPACE: ns,
  REDIS_KEY_PREFIX: ns,
  MINIO_BUCKET: ns,
  IMPORT_SAMPLE_ON_EMPTY: 'true',
  REBUILD_INDEX_ON_START: 'true',
  USDA_SYNC_INTERVAL_DAYS: '0',
  USDA_SYNC_ON_FIRST_START: '0',
  BUS_SIGNING_KEY: process.env.BUS_SIGNING_KEY ?? randomBytes(36).toString('base64'),
  SWC_NODE_PROJECT: 'tsconfig.base.json',
};

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** Starts the service, returns seconds to ready and the catalog's own log lines; stops it after. */
async function startOnce(label) {
  const before = load();
  const started = Date.now();
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/search/src/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const notes = [];
  let output = '';
  const log = [];
  const collect = (chunk) => {
    log.push(chunk);
    output += chunk.toString('utf8');
    let newline;
    while ((newline = output.indexOf('\n')) >= 0) {
      const line = output.slice(0, newline);
      output = output.slice(newline + 1);
      if (/imported |indexed |wrote |placed |Nest application successfully/.test(line))
        notes.push(`  +${((Date.now() - started) / 1000).toFixed(1)}s ${messageOf(line)}`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let seconds = null;
  while (
    Date.now() - started < Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000 &&
    child.exitCode === null
  ) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) {
        seconds = (Date.now() - started) / 1000;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  console.log(
    `${label}: ${seconds === null ? 'NOT READY' : `${seconds.toFixed(1)} s`} to ready (load average before: ${before})`,
  );
  for (const note of notes) console.log(note);
  if (seconds === null) console.log(Buffer.concat(log).toString('utf8').slice(-3000));
  return seconds;
}

function messageOf(line) {
  try {
    return JSON.parse(line).msg ?? line;
  } catch {
    return line.slice(0, 200);
  }
}

async function drop() {
  const { MongoClient } = await import('mongodb');
  // The service uses its own database beside the one named: `<name>_search`.
  const client = new MongoClient(mongoUri);
  await client
    .db(`${ns}_search`)
    .dropDatabase()
    .catch(() => undefined);
  await client.close();
  const found = await (await fetch(`${esUrl}/${ns}-stores*?allow_no_indices=true`)).json();
  const indices = Object.keys(found);
  if (indices.length > 0) await fetch(`${esUrl}/${indices.join(',')}`, { method: 'DELETE' });
  const { Kafka, logLevel } = await import('kafkajs');
  const admin = new Kafka({
    brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(ns));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
}

console.log(`namespace ${ns}, port ${port}`);
try {
  if (process.env.BENCH_RESTARTS_ONLY !== '1')
    await startOnce('first start (empty catalog, imports the bundled sample)');
  for (let i = 1; i <= restarts; i++) await startOnce(`restart ${i} (REBUILD_INDEX_ON_START=true)`);
} finally {
  if (process.env.BENCH_KEEP !== '1') await drop();
}
