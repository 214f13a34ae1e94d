import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { FilesystemBlobStore } from '@snap/platform-blobs';
import { MemoryCache } from '@snap/platform-cache';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import {
  Gazetteer,
  HttpUsdaRetailerService,
  ImportStoresUseCase,
  StoresRepository,
  UsdaSyncUseCase,
} from '@snap/search-feature';

const STORES = Number(process.env['BENCH_STORES'] ?? 254_000);

/**
 * A national refresh end to end: a replaying USDA service in its own process on 127.0.0.1 serves
 * STORES synthesized stores (jittered copies of Georgia's July 2026 list over every state — not USDA's
 * data), and this process syncs the whole country into an empty standalone catalog, then again into
 * the full one (every store matched, as every later refresh). The peak is this process's (the
 * kernel's maximum resident set): the standalone runtime's catalog and index included.
 */
async function main(): Promise<void> {
  const replay = spawn(
    process.execPath,
    [
      '-r',
      '@swc-node/register',
      'libs/search/feature/src/testing/replay-usda.main.ts',
      '--port',
      '0',
      '--national',
      String(STORES),
      '--ga',
      'data/sample/snap-retailers-ga-2026-07.csv',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.base.json' },
    },
  );
  const [line] = (await once(createInterface({ input: replay.stdout }), 'line')) as [string];
  const { layerUrl } = JSON.parse(line) as { layerUrl: string };
  console.log(
    `Data: ${STORES.toLocaleString('en-US')} SYNTHETIC stores served by the replaying USDA service at ${layerUrl} (jittered copies of Georgia's July 2026 list over every state).`,
  );
  console.log(
    `Load average before: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const dataDir = resolve('tmp/bench/usda-sync-data');
  rmSync(dataDir, { recursive: true, force: true });
  const documents = new EmbeddedDocumentStore(resolve(dataDir, 'documents', 'search'));
  const importer = new ImportStoresUseCase(
    new StoresRepository(documents, false),
    new EmbeddedStoreIndex(),
    new Gazetteer(),
  );
  const sync = new UsdaSyncUseCase(
    new HttpUsdaRetailerService({ url: layerUrl }),
    importer,
    new FilesystemBlobStore(resolve(dataDir, 'blobs')),
    new MemoryCache(),
    documents,
  );
  try {
    for (const label of [
      'national sync into an empty catalog',
      'the next national sync (every store matched)',
    ]) {
      const started = performance.now();
      let fetchedAt = started;
      const summary = await sync.run(
        { states: 'all' },
        { onFetched: (fetched, total) => fetched === total && (fetchedAt = performance.now()) },
      );
      const ended = performance.now();
      console.log(
        `${label}: ${((ended - started) / 1000).toFixed(1)} s end to end (reading the pages ${((fetchedAt - started) / 1000).toFixed(1)} s, importing ${((ended - fetchedAt) / 1000).toFixed(1)} s) — ${summary.fetched} of ${summary.total} read, added ${summary.added}, updated ${summary.updated}, unchanged ${summary.unchanged}, closed ${summary.closed}, merged ${summary.mergedDuplicates}; RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB, peak so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
      );
    }
    console.log(
      `Load average after: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await documents.close();
    replay.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
