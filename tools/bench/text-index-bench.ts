import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex, type IndexHit, type TextQuery } from '@snap/platform-search-index';
import { loadGeorgiaStores } from '@snap/platform-search-index/testing';
import { StoresRepository } from '@snap/search-feature';

// The embedded index alone, in this process (no gateway, bus or GraphQL): located typo text search on
// the catalog `npm run bench:search` imported, with the word filter and scoring every store in the circle,
// the same queries in turns, and whether both gave the same results.
const QUERIES = Number(process.env['BENCH_QUERIES'] ?? 2_000);
const DATA = resolve('tmp/bench/data/documents/search');

let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];

async function main(): Promise<void> {
  if (!existsSync(DATA)) throw new Error(`no catalog in ${DATA}: run npm run bench:search first`);
  const documents = new EmbeddedDocumentStore(DATA);
  const stores = await new StoresRepository(documents, false).allActive();
  await documents.close();

  const filtered = new EmbeddedStoreIndex();
  const everyStore = new EmbeddedStoreIndex({ scoreEveryStore: true });
  await filtered.rebuild(stores);
  await everyStore.rebuild(stores);

  // Positions as bench:search draws them: a real Georgia store moved onto one of the synthetic regions.
  const georgia = loadGeorgiaStores();
  const copies = Math.ceil(stores.length / 9_883);
  const chains = [
    ...['walmrt', 'dolar general', 'publx', 'kroger', 'circle k', 'quik trip', 'racetrac'],
    ...['family dolar', 'sams club', 'piggly wigly', 'ingles', 'aldi', 'food lion', 'shell'],
    'chevron food mart',
  ];
  const queries: TextQuery[] = Array.from({ length: QUERIES }, (_, i) => {
    const row = pick(georgia);
    const copy = Math.floor(random() * copies);
    const shift =
      copy === 0 ? [0, 0] : [-4 + Math.floor((copy - 1) / 6) * 2.2, -38 + ((copy - 1) % 6) * 6.5];
    const near = {
      lat: row.Latitude + shift[0] + (random() - 0.5) * 0.1,
      lng: row.Longitude + shift[1] + (random() - 0.5) * 0.1,
      radiusMiles: 20,
    };
    // What the text use case asks of the index: similarity ≥ 0.2, at least 200 hits.
    return { text: chains[i % chains.length], near, minScore: 0.2, limit: 200 };
  });

  const run = async (index: EmbeddedStoreIndex) => {
    const answers: IndexHit[][] = [];
    const times: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      answers.push(await index.text(query));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const p95 = times[Math.floor(times.length * 0.95)];
    return { answers, line: `mean ${mean.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms` };
  };
  await run(filtered);
  await run(everyStore);
  console.log(
    `${stores.length.toLocaleString('en-US')} stores, ${QUERIES} located typo text queries (20 mi, top 200), in turns:`,
  );
  let same = 0;
  for (let round = 1; round <= 2; round++) {
    const withFilter = await run(filtered);
    const reference = await run(everyStore);
    console.log(
      `  round ${round}: word filter ${withFilter.line}; every store scored ${reference.line}`,
    );
    same = withFilter.answers.filter(
      (hits, i) => JSON.stringify(hits) === JSON.stringify(reference.answers[i]),
    ).length;
  }
  console.log(`  identical results (hits, scores, distances, order): ${same} of ${QUERIES}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
