// Enrichment never slows search: nearby p50/p95/p99 through the gateway of a standalone runtime with
// the background refresher idle, then with it re-enriching stores the whole time (against the local
// replaying provider; nothing reaches the internet). `npm run bench:enrichment`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROVIDER_FIXTURES, ReplayingProviderServer } from '@snap/enrichment-feature/testing';
import { loadGeorgiaStores } from '@snap/platform-search-index/testing';
import { graphql, summary, timed } from './latency';

const QUERIES = Number(process.env['BENCH_QUERIES'] ?? 1_000);
const PORT = Number(process.env['BENCH_PORT'] ?? 3198);
/** Stores waiting for the refresher: enough to keep it busy through the measured run. */
const SEEDED = Number(process.env['BENCH_SEEDED_STORES'] ?? 3_000);
const NEARBY =
  'query($lat: Float!, $lng: Float!) { nearbyStores(lat: $lat, lng: $lng, limit: 20) { id distance_miles openNow } }';

let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

async function startStandalone(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
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
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the standalone runtime exited');
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the standalone runtime did not become ready at ${url}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  const located = loadGeorgiaStores();
  const positions = Array.from({ length: QUERIES }, () => {
    const row = located[Math.floor(random() * located.length)];
    return { lat: row.Latitude, lng: row.Longitude };
  });
  const provider = await ReplayingProviderServer.start(PROVIDER_FIXTURES);
  const dataDir = mkdtempSync(join(tmpdir(), 'snap-bench-enrichment-'));
  const on = {
    PLACES_API_KEY: 'bench-replay',
    PLACES_API_URL: provider.placesUrl,
    OVERPASS_URL: provider.overpassUrl,
    PLACES_DAILY_LIMIT: '1000000',
  };
  try {
    // Seed store pages viewed while the provider was off: each leaves a record waiting for a lookup.
    let runtime = await startStandalone(dataDir, { ENRICHMENT_REFRESH_INTERVAL_MS: '0' });
    const ids = located.slice(0, SEEDED).map((r) => r.id);
    await timed(
      ids.length,
      8,
      async (i) =>
        void (await graphql(
          runtime.url,
          'query($id: ID!) { storeEnrichment(storeId: $id) { storeId } }',
          { id: ids[i] },
        )),
    );
    await stop(runtime.child);
    console.log(
      `${ids.length} store pages seeded for the refresher; ${QUERIES} nearby queries per run, 4 in flight; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );

    // Alternated, so a busy moment of this shared machine does not land on one side only.
    const rounds = Number(process.env['BENCH_ROUNDS'] ?? 2);
    for (const refresher of Array.from({ length: rounds * 2 }, (_, i) => i % 2 === 1)) {
      runtime = await startStandalone(dataDir, {
        ...on,
        ENRICHMENT_REFRESH_INTERVAL_MS: refresher ? '200' : '0',
      });
      await timed(200, 4, (i) => graphql(runtime.url, NEARBY, positions[i]));
      // Counted at the provider: the budget's numbers are for staff only.
      const calls = () => provider.count('textsearch') + provider.count('details');
      const before = calls();
      const result = await timed(QUERIES, 4, (i) => graphql(runtime.url, NEARBY, positions[i]));
      const used = calls() - before;
      console.log(
        summary(
          refresher ? 'nearby, refresher running' : 'nearby, refresher idle',
          result.latencies,
          result.wallMs,
        ),
      );
      console.log(
        `  provider calls made meanwhile: ${used} (${(used / (result.wallMs / 1000)).toFixed(0)}/s)`,
      );
      await stop(runtime.child);
    }
  } finally {
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
