import 'reflect-metadata';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { normalizeSearchText, type Store } from '@snap/domain';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { GEORGIA_FILE, loadGeorgiaStores } from '@snap/platform-search-index/testing';
import { Gazetteer, ImportStoresUseCase, StoresRepository } from '@snap/search-feature';
import { spawn, type ChildProcess } from 'node:child_process';
import { synthesizeStores } from '../synthesize/synthesize-stores';
import { graphql, summary, timed } from './latency';

const STORES = Number(process.env['BENCH_STORES'] ?? 300_000);
const QUERIES = Number(process.env['BENCH_QUERIES'] ?? 2_000);
const WORK = resolve('tmp/bench');

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];

/** A typo: one letter of the longest word dropped. */
function typo(word: string): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word.slice(at + 1);
}

function qualityQueries(
  active: Store[],
): Array<{ text: string; lat: number; lng: number; expected: string; kind: string }> {
  const queries: Array<{ text: string; lat: number; lng: number; expected: string; kind: string }> =
    [];
  const near = (row: Store) => ({ lat: row.Latitude + 0.02, lng: row.Longitude - 0.02 });
  // Chains with their store number: "publix 1089", "kroger 461".
  const numbered = active.filter((r) => /^[A-Za-z' ]+\s#?\d{2,5}$/.test(r.Store_Name.trim()));
  for (let i = 0; i < 40; i++) {
    const row = pick(numbered);
    queries.push({
      text: normalizeSearchText(row.Store_Name),
      ...near(row),
      expected: row.id,
      kind: 'chain + number',
    });
  }
  // Chain numbers with a typo in the chain name: "publx 1089".
  for (let i = 0; i < 30; i++) {
    const row = pick(numbered);
    const words = normalizeSearchText(row.Store_Name).split(' ');
    words[0] = typo(words[0]);
    queries.push({
      text: words.join(' '),
      ...near(row),
      expected: row.id,
      kind: 'typo + number',
    });
  }
  // Distinctive local names, lower-cased, apostrophes dropped, one typo.
  const nameCounts = new Map<string, number>();
  for (const r of active)
    nameCounts.set(
      normalizeSearchText(r.Store_Name),
      (nameCounts.get(normalizeSearchText(r.Store_Name)) ?? 0) + 1,
    );
  const local = active.filter((r) => {
    const name = normalizeSearchText(r.Store_Name);
    return name.split(' ').length >= 2 && !/\d/.test(name) && nameCounts.get(name) === 1;
  });
  for (let i = 0; i < 40; i++) {
    const row = pick(local);
    const words = normalizeSearchText(row.Store_Name).split(' ');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    queries.push({
      text: words.map((w) => (w === longest && i % 2 ? typo(w) : w)).join(' '),
      ...near(row),
      expected: row.id,
      kind: i % 2 ? 'local name typo' : 'local name',
    });
  }
  // Names with an apostrophe typed without it: "sams club 4739".
  const apostrophes = active.filter((r) => r.Store_Name.includes("'"));
  for (let i = 0; i < 15; i++) {
    const row = pick(apostrophes);
    queries.push({
      text: row.Store_Name.replace(/'/g, '').toLowerCase(),
      ...near(row),
      expected: row.id,
      kind: 'apostrophe',
    });
  }
  return queries;
}

async function main(): Promise<void> {
  mkdirSync(WORK, { recursive: true });
  // v3: copies take the ZIP, city and state of where they land (v2 kept every copy's Georgia ZIP, so
  // each ZIP held ~31 times its real stores); v2: copies get their own house numbers.
  const csv = resolve(WORK, `stores-${STORES}-v5.csv`);
  if (!existsSync(csv)) await synthesizeStores(GEORGIA_FILE, csv, STORES);
  console.log(
    `Data: ${STORES.toLocaleString('en-US')} stores (${mb(statSync(csv).size)} CSV) — SYNTHETIC: the real active Georgia stores plus jittered copies shifted onto other US regions.`,
  );

  const dataDir = resolve(WORK, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  const documents = new EmbeddedDocumentStore(resolve(dataDir, 'documents', 'search'));
  // The standalone runtime's catalog: no grid cells for the documents fallback (its index cannot go down).
  const importer = new ImportStoresUseCase(
    new StoresRepository(documents, false),
    new EmbeddedStoreIndex(),
    new Gazetteer(),
  );
  const load = loadAverage();
  const imported = await importer.execute(csv);
  await documents.close();
  console.log(
    `Import: ${imported.added.toLocaleString('en-US')} stores in ${(imported.durationMs / 1000).toFixed(1)} s (${imported.skipped.length} skipped, ${imported.mergedDuplicates} merged as the same store; load average before ${load})`,
  );
  global.gc?.();

  const bootStarted = performance.now();
  const runtime = await startServer(dataDir);
  console.log(
    `Standalone start with index rebuild: ${((performance.now() - bootStarted) / 1000).toFixed(1)} s; server RSS ${mb(rssOf(runtime.process))}`,
  );

  const located = loadGeorgiaStores();
  // Honest figures: warm-up and every timed pass ask positions no earlier pass asked (a response cache could
  // answer a repeat), so each pass reads its own slice.
  const PASSES = 7;
  const positions = Array.from({ length: QUERIES * PASSES }, () => {
    const row = pick(located);
    const copy = Math.floor(random() * Math.ceil(STORES / 9_883));
    const shift =
      copy === 0 ? [0, 0] : [-4 + Math.floor((copy - 1) / 6) * 2.2, -38 + ((copy - 1) % 6) * 6.5];
    return {
      lat: row.Latitude + shift[0] + (random() - 0.5) * 0.1,
      lng: row.Longitude + shift[1] + (random() - 0.5) * 0.1,
    };
  });
  const chains = [
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

  const nearbyQuery =
    'query($lat: Float!, $lng: Float!) { nearbyStores(lat: $lat, lng: $lng, limit: 20) { id distance_miles } }';
  const textQuery =
    'query($text: String!, $lat: Float!, $lng: Float!) { searchStores(text: $text, lat: $lat, lng: $lng, radiusMiles: 20, limit: 20) { id similarity_score } }';
  const slice = (n: number, i: number) => positions[QUERIES * n + i];
  await timed(200, 1, (i) => graphql(runtime.url, nearbyQuery, slice(0, i)));
  await timed(200, 1, (i) =>
    graphql(runtime.url, textQuery, { ...slice(0, 200 + i), text: chains[i % chains.length] }),
  );

  console.log(
    'Through the gateway (HTTP GraphQL → bus → search service); the standalone runtime is its own process, the client this one; no line repeats a position an earlier line asked:',
  );
  // The server's CPU time per request too: on a machine shared with other work, the one figure that does
  // not move with what else runs.
  for (const [n, concurrency] of [1, 8, 32].entries()) {
    const cpu = cpuMsOf(runtime.process);
    const nearby = await timed(QUERIES, concurrency, (i) =>
      graphql(runtime.url, nearbyQuery, slice(1 + n, i)),
    );
    console.log(
      summary(`  nearby, ${concurrency} in flight`, nearby.latencies, nearby.wallMs) +
        perRequest(cpuMsOf(runtime.process) - cpu),
    );
  }
  for (const [n, concurrency] of [1, 8, 32].entries()) {
    const cpu = cpuMsOf(runtime.process);
    const text = await timed(QUERIES, concurrency, (i) =>
      graphql(runtime.url, textQuery, { ...slice(4 + n, i), text: chains[i % chains.length] }),
    );
    console.log(
      summary(`  text (typos), ${concurrency} in flight`, text.latencies, text.wallMs) +
        perRequest(cpuMsOf(runtime.process) - cpu),
    );
  }

  const quality = qualityQueries(located);
  let hits = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const q of quality) {
    const { searchStores } = await graphql(
      runtime.url,
      textQuery.replace('limit: 20', 'limit: 10'),
      { text: q.text, lat: q.lat, lng: q.lng },
    );
    const rank = (searchStores as Array<{ id: string }>).findIndex((s) => s.id === q.expected);
    if (rank >= 0) {
      hits++;
      reciprocal += 1 / (rank + 1);
    } else if (misses.length < 8) misses.push(`"${q.text}" (${q.kind})`);
  }
  console.log(
    `Quality: ${quality.length} queries (chain + number, typos, local names, apostrophes) → recall@10 ${(hits / quality.length).toFixed(3)}, MRR ${(reciprocal / quality.length).toFixed(3)}`,
  );
  if (misses.length) console.log(`  misses, e.g.: ${misses.join('; ')}`);
  console.log(
    `Memory: standalone server RSS ${mb(rssOf(runtime.process))} (every service and the index in one process); peak ${mb(peakRssOf(runtime.process))}`,
  );
  // Wait for the server's own shutdown, so a CPU profile it was asked for is written.
  const exited = new Promise((done) => runtime.process.once('exit', done));
  runtime.process.kill('SIGTERM');
  await exited;
}

const BENCH_PORT = process.env['BENCH_PORT'] ?? '3199';

/** The standalone runtime as its own process, as `npm start` runs it, so the client does not share its CPU time. */
async function startServer(dataDir: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    // BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=tmp/prof" profiles the server under the load.
    [
      ...(process.env['BENCH_SERVER_NODE_OPTIONS']?.split(' ').filter(Boolean) ?? []),
      '-r',
      '@swc-node/register',
      'apps/standalone/src/main.ts',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        SWC_NODE_PROJECT: 'tsconfig.base.json',
        DATA_DIR: dataDir,
        PORT: BENCH_PORT,
        LOG_LEVEL: 'warn',
        IMPORT_SAMPLE_ON_EMPTY: 'false',
      },
    },
  );
  const url = `http://127.0.0.1:${BENCH_PORT}`;
  for (let i = 0; i < 600; i++) {
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
  throw new Error('the standalone runtime did not become ready within 150 s');
}

function statusField(child: ChildProcess, field: string): number {
  const line = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(field));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}
/** User and system CPU time of the process so far (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMsOf(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const perRequest = (cpuMs: number) => `  server CPU ${(cpuMs / QUERIES).toFixed(2)} ms/request`;
const rssOf = (child: ChildProcess) => statusField(child, 'VmRSS');
const peakRssOf = (child: ChildProcess) => statusField(child, 'VmHWM');

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
