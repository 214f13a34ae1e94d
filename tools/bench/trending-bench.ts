import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { TrendingStoresQuery } from '@snap/contracts';
import { roundCoordinate } from '@snap/domain';
import { Mongoose } from 'mongoose';
import pino from 'pino';
import {
  type DocumentStore,
  EmbeddedDocumentStore,
  MongoDocumentStore,
} from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { loadGeorgiaStores } from '@snap/platform-search-index/testing';
import {
  NearbyStoresUseCase,
  type StoreClickDocument,
  storeClickSchema,
  StoreClicksRepository,
  StoresRepository,
  type TrendingCellDayDocument,
  trendingCellDaySchema,
  TrendingRollupBackfill,
  TrendingRollupRepository,
  TrendingStoresUseCase,
} from '@snap/search-feature';
import { summary, timed } from './latency';

/**
 * Trending at a national number of clicks, before and after the rollup, in one run on the embedded
 * documents store (the standalone runtime's): the same TrendingStoresUseCase reading every click of
 * the window (the rollup not ready: what every request did before) and reading the rollup's cells
 * around the person. Prints p50/p95/p99, the rollup's size and the memory.
 *
 *   npm run bench:trending                     # 1,000,000 clicks
 *   BENCH_CLICKS=200000 npm run bench:trending
 *   source deploy/native/env.sh && BENCH_DOCUMENTS=mongo BENCH_CLICKS=100000 npm run bench:trending
 *                                              # on MongoDB/FerretDB, in a database of its own
 *
 * The traffic model: BENCH_USERS people (200,000), each clicking from one home position (rounded to
 * 3 decimals, as community sends it) 7 times in 10 and from elsewhere near home otherwise; clicks
 * spread evenly over the 30 days. GEORGIA_SHARE (10 %) of the people live in Georgia and click the
 * 20 stores nearest their home among its 20,000 (the sample, where the searches are asked, next to a
 * random store); the rest live around 100 metros across the lower 48 states and click stores of their own.
 */
const CLICKS = Number(process.env['BENCH_CLICKS'] ?? 1_000_000);
const USERS = Number(process.env['BENCH_USERS'] ?? 200_000);
const GEORGIA_SHARE = Number(process.env['GEORGIA_SHARE'] ?? 0.1);
const QUERIES_AFTER = Number(process.env['BENCH_QUERIES'] ?? 300);
const QUERIES_BEFORE = Number(process.env['BENCH_QUERIES_BEFORE'] ?? 15);
const DAY_MS = 86_400_000;
const ON_MONGO = process.env['BENCH_DOCUMENTS'] === 'mongo';

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const memory = () => {
  const usage = process.memoryUsage();
  return `RSS ${mb(usage.rss)}, heap ${mb(usage.heapUsed)}`;
};

// mulberry32: a seeded generator whose state stays within 32-bit integers (exact in doubles).
let seed = 11;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const gaussian = () =>
  Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());

async function main(): Promise<void> {
  console.log(`trending bench: ${CLICKS} clicks, ${USERS} people, load average ${loadAverage()}`);
  const georgia = loadGeorgiaStores().filter((store) => store.status === 'active');
  const index = new EmbeddedStoreIndex();
  await index.upsert(georgia);
  const metros = Array.from({ length: 100 }, () => ({
    lat: 27 + random() * 20,
    lng: -122 + random() * 50,
  }));
  const homes = Array.from({ length: USERS }, (_, i) => {
    const inGeorgia = i < USERS * GEORGIA_SHARE;
    const around = inGeorgia
      ? { lat: georgia[i % georgia.length].Latitude, lng: georgia[i % georgia.length].Longitude }
      : metros[Math.floor(random() ** 2 * metros.length)];
    return {
      inGeorgia,
      lat: roundCoordinate(around.lat + gaussian() * 0.1),
      lng: roundCoordinate(around.lng + gaussian() * 0.1),
      stores: [] as string[],
    };
  });
  // A Georgia person clicks the stores around their home (the 20 nearest within 15 miles).
  for (const home of homes.filter((h) => h.inGeorgia))
    home.stores = (
      await index.nearby({ lat: home.lat, lng: home.lng, radiusMiles: 15, limit: 20 })
    ).map((hit) => hit.store.id);

  const dir = mkdtempSync(join(tmpdir(), 'snap-trending-bench-'));
  const uri = (process.env['MONGODB_URI'] ?? 'mongodb://127.0.0.1:27017/snap').replace(
    /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/,
    `$1/tr_bench_trending_${process.pid}`,
  );
  const documents: DocumentStore = ON_MONGO
    ? new MongoDocumentStore({ uri, logger: pino({ level: 'warn' }) })
    : new EmbeddedDocumentStore(dir);
  console.log(`documents: ${ON_MONGO ? uri.replace(/\/\/[^@/]*@/, '//') : 'embedded (nedb)'}`);
  try {
    const raw = documents.collection<StoreClickDocument>('store_clicks', storeClickSchema);
    const now = Date.now();
    const started = performance.now();
    for (let batch = 0; batch < CLICKS; batch += 10_000) {
      const docs = Array.from({ length: Math.min(10_000, CLICKS - batch) }, (_, j) => {
        const userNo = Math.floor(random() * USERS);
        const home = homes[userNo];
        const fromHome = random() < 0.7;
        const store = home.inGeorgia ? georgia[Math.floor(random() * georgia.length)] : null;
        return {
          _id: `click-${batch + j}`,
          storeId: store ? store.id : `metro-store-${Math.floor(random() * 50_000)}`,
          userId: `user-${userNo}`,
          userLatitude: fromHome ? home.lat : roundCoordinate(home.lat + gaussian() * 0.05),
          userLongitude: fromHome ? home.lng : roundCoordinate(home.lng + gaussian() * 0.05),
          clickedAt: new Date(now - random() * 30 * DAY_MS),
        };
      });
      await raw.insertMany(docs);
    }
    console.log(
      `stored ${CLICKS} clicks in ${((performance.now() - started) / 1000).toFixed(1)} s; ${memory()}`,
    );

    const clicks = new StoreClicksRepository(documents);
    const rollup = new TrendingRollupRepository(documents);
    const nearby = new NearbyStoresUseCase(index, new StoresRepository(documents));
    const trending = new TrendingStoresUseCase(nearby, clicks, rollup);
    const queries = Array.from({ length: Math.max(QUERIES_AFTER, QUERIES_BEFORE) }, () => {
      const store = georgia[Math.floor(random() * georgia.length)];
      return plainToInstance(TrendingStoresQuery, {
        lat: store.Latitude + gaussian() * 0.02,
        lng: store.Longitude + gaussian() * 0.02,
        limit: 20,
      });
    });
    const run = async (label: string, count: number) => {
      let peakHeap = 0;
      let peakRss = 0;
      let scored = 0;
      const timing = await timed(count, 1, async (i) => {
        const hits = await trending.trending(queries[i]);
        scored += hits.filter((hit) => (hit.trendingScore ?? 0) > 0).length;
        const usage = process.memoryUsage();
        peakHeap = Math.max(peakHeap, usage.heapUsed);
        peakRss = Math.max(peakRss, usage.rss);
      });
      console.log(
        summary(label, timing.latencies, timing.wallMs),
        `· ${(scored / count).toFixed(1)} of 20 with clicks · peak RSS ${mb(peakRss)}, heap ${mb(peakHeap)}`,
      );
    };

    global.gc?.();
    await run('before: every click', QUERIES_BEFORE);
    global.gc?.();
    console.log(`after the reads of every click, collected: ${memory()}`);

    const backfillStarted = performance.now();
    const rolled = await new TrendingRollupBackfill(clicks, rollup).execute(new Date(now));
    const cellDays = await documents
      .collection<TrendingCellDayDocument>('trending_cell_days', trendingCellDaySchema)
      .count();
    console.log(
      `rolled up ${rolled} stored clicks in ${((performance.now() - backfillStarted) / 1000).toFixed(1)} s: ${cellDays} cell-days`,
    );
    let entries = 0;
    for (const query of queries.slice(0, 50))
      entries += (await rollup.near(query, new Date()))?.length ?? 0;
    console.log(`entries read per request (mean of 50): ${(entries / 50).toFixed(0)}`);
    global.gc?.();
    await run('after: the rollup near', QUERIES_AFTER);
    global.gc?.();
    console.log(`after, collected: ${memory()} · load average ${loadAverage()}`);
  } finally {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
    if (ON_MONGO) {
      const connection = await new Mongoose().createConnection(uri).asPromise();
      await connection.dropDatabase();
      await connection.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
