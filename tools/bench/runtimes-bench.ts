import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  isolatedInstallation,
  nativeEngineEnv,
  resetInstallation,
  startDistributed,
  stopDistributed,
} from '../distributed/distributed-runtime';
import { loadGeorgiaStores } from '@snap/platform-search-index/testing';
import { graphql, summary, timed } from './latency';

// npm run bench:runtimes                      starts a fresh standalone runtime and the distributed runtime
//                                             (its own isolated data in the native engines) on the bundled
//                                             sample, and measures both in the same run
// npm run bench:runtimes -- --standalone http://127.0.0.1:3000 --distributed http://127.0.0.1:3300
//                                             measures gateways that are already running instead
// Same queries, same order, one runtime after the other; the client runs in this process.

const QUERIES = Number(process.env['BENCH_QUERIES'] ?? 1_000);
const INSTALLATION = 'snap_bench';
const STANDALONE_PORT = Number(process.env['BENCH_STANDALONE_PORT'] ?? 3199);
const DISTRIBUTED_PORT = Number(process.env['BENCH_DISTRIBUTED_PORT'] ?? 3200);

let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const NEARBY =
  'query($lat: Float!, $lng: Float!) { nearbyStores(lat: $lat, lng: $lng, limit: 20) { id distance_miles } }';
const TEXT =
  'query($text: String!, $lat: Float!, $lng: Float!) { searchStores(text: $text, lat: $lat, lng: $lng, radiusMiles: 20, limit: 20) { id similarity_score } }';
const CHAINS = [
  'walmrt',
  'dolar general',
  'publx',
  'kroger',
  'circle k',
  'quik trip',
  'racetrac',
  'family dolar',
  'sams club',
  'piggly wigly',
  'ingles',
  'aldi',
  'food lion',
  'chevron food mart',
  'shell',
];

async function startStandalone(dataDir: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'apps/standalone/src/main.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // The bundled lists only: no first national refresh from USDA.
        USDA_SYNC_ON_FIRST_START: '0',
        SWC_NODE_PROJECT: 'tsconfig.base.json',
        DATA_DIR: dataDir,
        PORT: String(STANDALONE_PORT),
        LOG_LEVEL: 'warn',
      },
    },
  );
  const url = `http://127.0.0.1:${STANDALONE_PORT}`;
  for (let i = 0; i < 960; i++) {
    if (child.exitCode !== null)
      throw new Error(`the standalone runtime exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the standalone runtime did not become ready within 240 s');
}

async function measure(runtimes: Array<{ name: string; url: string }>): Promise<void> {
  const located = loadGeorgiaStores();
  // Honest figures: every timed pass asks positions no earlier pass asked (a response cache could answer a
  // repeat), so each scenario below gets its own slice; warm-up and the answer check use the first slice.
  const SCENARIO_COUNT = 8;
  const positions = Array.from({ length: QUERIES * (SCENARIO_COUNT + 1) }, () => {
    const row = located[Math.floor(random() * located.length)];
    return {
      lat: row.Latitude + (random() - 0.5) * 0.1,
      lng: row.Longitude + (random() - 0.5) * 0.1,
    };
  });

  // Same data, same answers: a runtime that answers differently is not worth timing.
  for (let i = 0; i < 20; i++) {
    const answers = await Promise.all(
      runtimes.map((r) =>
        graphql(r.url, i % 2 ? TEXT : NEARBY, { ...positions[i], text: CHAINS[i % CHAINS.length] }),
      ),
    );
    if (answers.some((a) => JSON.stringify(a) !== JSON.stringify(answers[0]))) {
      console.log(
        `  note: the runtimes answer query ${i} differently (${i % 2 ? 'text' : 'nearby'} at ${JSON.stringify(positions[i])})`,
      );
    }
  }

  const slice = (n: number, i: number) => positions[QUERIES * (n + 1) + i];
  const scenarios: Array<{
    label: string;
    concurrency: number;
    run: (url: string, i: number) => Promise<void>;
  }> = [
    {
      label: 'nearby, 1 in flight',
      concurrency: 1,
      run: (url, i) => graphql(url, NEARBY, slice(0, i)),
    },
    {
      label: 'nearby, 8 in flight',
      concurrency: 8,
      run: (url, i) => graphql(url, NEARBY, slice(1, i)),
    },
    {
      label: 'nearby, 32 in flight',
      concurrency: 32,
      run: (url, i) => graphql(url, NEARBY, slice(2, i)),
    },
    // Overload: more in flight than 2 cores serve; the gateway sheds past MAX_API_REQUESTS_IN_FLIGHT.
    {
      label: 'nearby, 64 in flight',
      concurrency: 64,
      run: (url, i) => graphql(url, NEARBY, slice(6, i)),
    },
    {
      label: 'nearby, 256 in flight',
      concurrency: 256,
      run: (url, i) => graphql(url, NEARBY, slice(7, i)),
    },
    {
      label: 'text (typos), 1 in flight',
      concurrency: 1,
      run: (url, i) => graphql(url, TEXT, { ...slice(3, i), text: CHAINS[i % CHAINS.length] }),
    },
    {
      label: 'text (typos), 8 in flight',
      concurrency: 8,
      run: (url, i) => graphql(url, TEXT, { ...slice(4, i), text: CHAINS[i % CHAINS.length] }),
    },
    {
      label: 'text (typos), 32 in flight',
      concurrency: 32,
      run: (url, i) => graphql(url, TEXT, { ...slice(5, i), text: CHAINS[i % CHAINS.length] }),
    },
  ];
  if (scenarios.length !== SCENARIO_COUNT)
    throw new Error('each scenario needs its own slice of positions');
  for (const runtime of runtimes) {
    await timed(200, 4, (i) =>
      graphql(runtime.url, i % 2 ? TEXT : NEARBY, {
        ...positions[i],
        text: CHAINS[i % CHAINS.length],
      }),
    );
  }
  console.log(
    `Through each gateway (HTTP GraphQL → bus → search service), ${QUERIES} queries per line, positions around the real Georgia stores, none asked by an earlier line:`,
  );
  for (const scenario of scenarios) {
    for (const runtime of runtimes) {
      const result = await timed(QUERIES, scenario.concurrency, (i) =>
        scenario.run(runtime.url, i),
      );
      console.log(
        summary(
          `  ${runtime.name.padEnd(11)} ${scenario.label}`,
          result.latencies,
          result.wallMs,
          result.notServed,
        ),
      );
    }
  }
}

async function main(): Promise<void> {
  const givenStandalone = option('standalone');
  const givenDistributed = option('distributed');
  if (givenStandalone || givenDistributed) {
    await measure([
      ...(givenStandalone ? [{ name: 'standalone', url: givenStandalone }] : []),
      ...(givenDistributed ? [{ name: 'distributed', url: givenDistributed }] : []),
    ]);
    return;
  }

  const engines = nativeEngineEnv();
  const runDir = mkdtempSync(join(tmpdir(), 'snap-bench-distributed-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'snap-bench-standalone-'));
  let standalone: { url: string; process: ChildProcess } | undefined;
  try {
    await resetInstallation(INSTALLATION, engines);
    const started = performance.now();
    const [distributed, local] = await Promise.all([
      startDistributed({
        runDir,
        basePort: DISTRIBUTED_PORT,
        env: {
          ...isolatedInstallation(INSTALLATION, engines),
          LOG_LEVEL: 'warn',
          // BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=$PWD/tmp/prof" profiles each service.
          ...(process.env['BENCH_SERVER_NODE_OPTIONS']
            ? { NODE_OPTIONS: process.env['BENCH_SERVER_NODE_OPTIONS'] }
            : {}),
        },
      }),
      startStandalone(dataDir),
    ]);
    standalone = local;
    console.log(
      `Data: the bundled real sample (Georgia retailers + national farmers markets), imported by each runtime on its first start (both ready in ${((performance.now() - started) / 1000).toFixed(1)} s).`,
    );
    console.log(
      'Standalone: one process, embedded adapters. Distributed: 6 processes on Kafka, FerretDB/PostgreSQL, Elasticsearch, Redis, MinIO, all on this 2-core machine.',
    );
    await measure([
      { name: 'standalone', url: local.url },
      { name: 'distributed', url: distributed.gatewayUrl },
    ]);
  } finally {
    await stopDistributed(runDir, () => undefined);
    standalone?.process.kill('SIGTERM');
    await resetInstallation(INSTALLATION, engines).catch(() => undefined);
    rmSync(runDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
