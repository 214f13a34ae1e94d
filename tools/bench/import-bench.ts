import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
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
const DATA_DIR = resolve(WORK, 'import-data');
const MB = 1024 * 1024;

const RUNS: Array<[string, ImportOptions]> = [
  ['first import (empty catalog)', {}],
  ['the same list again, complete for GA, AL and FL', { completeFor: ['GA', 'AL', 'FL'] }],
];

/** What a run in its own process reports: its time, its summary and its memory. */
interface RunReport {
  seconds?: number;
  summary?: string;
  /** Resident memory at the end, after a full GC (MB). */
  rssMb: number;
  /** The process's peak resident memory, from the kernel (getrusage's maxrss, MB). */
  peakMb: number;
}

/** The catalog as the standalone runtime opens it: the documents, and the index rebuilt from them. */
async function openCatalog() {
  const documents = new EmbeddedDocumentStore(resolve(DATA_DIR, 'documents', 'search'));
  const stores = new StoresRepository(documents, false);
  const index = new EmbeddedStoreIndex();
  await index.rebuild(await stores.allActive());
  return { documents, stores, index };
}

function memory(): Pick<RunReport, 'rssMb' | 'peakMb'> {
  (globalThis as { gc?: () => void }).gc?.();
  return {
    rssMb: process.memoryUsage().rss / MB,
    peakMb: (process.resourceUsage().maxRSS * 1024) / MB,
  };
}

/** One import run, in this (child) process, into the catalog as the runs before left it. */
async function importRun(run: number): Promise<RunReport> {
  const { documents, stores, index } = await openCatalog();
  const importer = new ImportStoresUseCase(stores, index, new Gazetteer());
  const csv = resolve(WORK, `stores-${STORES}-v5.csv`);
  const started = performance.now();
  const summary = await importer.execute(csv, RUNS[run][1]);
  const seconds = (performance.now() - started) / 1000;
  await documents.close();
  return {
    seconds,
    summary: `added ${summary.added}, updated ${summary.updated}, unchanged ${summary.unchanged}, closed ${summary.closed}, merged ${summary.mergedDuplicates}, skipped ${summary.skipped.length} (rows read ${summary.rowsRead})`,
    ...memory(),
  };
}

/** The catalog the imports left, reopened in a fresh process: what the runtime holds anyway. */
async function reopenRun(): Promise<RunReport> {
  const { documents } = await openCatalog();
  const report = memory();
  await documents.close();
  return report;
}

async function child(args: string[]): Promise<RunReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...process.execArgv, __filename, ...args],
    { maxBuffer: 16 * MB },
  );
  return JSON.parse(stdout.trim().split('\n').pop() as string) as RunReport;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

/** The import alone, twice, each run in its own process (so each peak is its own): a first import
 * into an empty catalog, then the same file again (every store matched, nothing written but its
 * listing date), as a refresh does; then the catalog reopened, the memory an import's peak is
 * measured above. Synthetic data, said so. */
async function main(): Promise<void> {
  mkdirSync(WORK, { recursive: true });
  const csv = resolve(WORK, `stores-${STORES}-v5.csv`);
  if (!existsSync(csv)) await synthesizeStores(GEORGIA_FILE, csv, STORES);
  console.log(
    `Data: ${STORES.toLocaleString('en-US')} SYNTHETIC stores (${(statSync(csv).size / MB).toFixed(0)} MB): the real active Georgia stores plus jittered copies shifted onto other US regions, each with its new region's ZIP.`,
  );
  console.log(
    `Load average before: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  rmSync(DATA_DIR, { recursive: true, force: true });
  const reports: RunReport[] = [];
  for (let run = 0; run < RUNS.length; run++) {
    const report = await child(['--run', String(run)]);
    reports.push(report);
    console.log(
      `${RUNS[run][0]}: ${report.seconds?.toFixed(1)} s — ${report.summary}; peak RSS ${mb(report.peakMb)} (after: ${mb(report.rssMb)})`,
    );
  }
  const reopened = await child(['--reopen']);
  console.log(
    `The catalog reopened (documents and index, as the standalone runtime starts): RSS ${mb(reopened.rssMb)} (peak while loading ${mb(reopened.peakMb)})`,
  );
  RUNS.forEach(([label], run) =>
    console.log(
      `${label}: peak ${mb(reports[run].peakMb - reopened.rssMb)} above the catalog reopened (goal ≤ 300 MB)`,
    ),
  );
  console.log(
    `Load average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}

async function asChild(args: string[]): Promise<void> {
  const report = args[0] === '--reopen' ? await reopenRun() : await importRun(Number(args[1]));
  console.log(JSON.stringify(report));
}

const args = process.argv.slice(2);
(args.length > 0 ? asChild(args) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
