import 'reflect-metadata';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { GEORGIA_FILE } from '@snap/platform-search-index/testing';
import {
  Gazetteer,
  type ImportOptions,
  ImportStoresUseCase,
  StoresRepository,
} from '@snap/search-feature';
import { synthesizeStores } from '../synthesize/synthesize-stores';

const STORES = Number(process.env['BENCH_STORES'] ?? 300_000);
const WORK = resolve('tmp/bench');

/** The import alone, twice: a first import into an empty catalog, then the same file again (every
 * store matched, nothing written but its listing date), as a refresh does. Synthetic data, said so. */
async function main(): Promise<void> {
  mkdirSync(WORK, { recursive: true });
  const csv = resolve(WORK, `stores-${STORES}-v5.csv`);
  if (!existsSync(csv)) await synthesizeStores(GEORGIA_FILE, csv, STORES);
  console.log(
    `Data: ${STORES.toLocaleString('en-US')} SYNTHETIC stores (${(statSync(csv).size / 1024 / 1024).toFixed(0)} MB): the real active Georgia stores plus jittered copies shifted onto other US regions, each with its new region's ZIP.`,
  );
  console.log(
    `Load average before: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const dataDir = resolve(WORK, 'import-data');
  rmSync(dataDir, { recursive: true, force: true });
  const documents = new EmbeddedDocumentStore(resolve(dataDir, 'documents', 'search'));
  const importer = new ImportStoresUseCase(
    new StoresRepository(documents, false),
    new EmbeddedStoreIndex(),
    new Gazetteer(),
  );
  const runs: Array<[string, ImportOptions]> = [
    ['first import (empty catalog)', {}],
    ['the same list again, complete for GA, AL and FL', { completeFor: ['GA', 'AL', 'FL'] }],
  ];
  for (const [label, options] of runs) {
    const started = performance.now();
    const summary = await importer.execute(csv, options);
    const rss = process.memoryUsage().rss / 1024 / 1024;
    console.log(
      `${label}: ${((performance.now() - started) / 1000).toFixed(1)} s — added ${summary.added}, updated ${summary.updated}, unchanged ${summary.unchanged}, closed ${summary.closed}, merged ${summary.mergedDuplicates}; RSS ${rss.toFixed(0)} MB`,
    );
  }
  await documents.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
