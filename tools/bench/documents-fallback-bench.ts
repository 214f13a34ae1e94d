import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Mongoose } from 'mongoose';
import pino from 'pino';
import { plainToInstance } from 'class-transformer';
import { NearbyStoresQuery } from '@snap/contracts';
import { STORE_TYPES, type Store, type StoreType } from '@snap/domain';
import { MongoDocumentStore } from '@snap/platform-documents';
import { SearchIndexUnavailableError, EmbeddedStoreIndex } from '@snap/platform-search-index';
import {
  asStoreDocument,
  NearbyStoresUseCase,
  StoresRepository,
  storeSchema,
  STORES_COLLECTION,
  type StoreDocument,
} from '@snap/search-feature';
import { summary, timed } from './latency';

/**
 * The search service's documents-store paths while the index is down, on a real MongoDB or FerretDB
 * with a national-size synthetic catalog: nearby from the grid cells against the latitude/longitude
 * range it replaces, and lookups by a list of ids (favorites, my reviews) as one `_id $in` query
 * against findByIds. Prints p50/p95/p99 and the data size.
 *
 *   source deploy/native/env.sh && npm run bench:fallback
 *   BENCH_STORES=300000 BENCH_DATABASE=fd_bench_search BENCH_QUERIES=200 BENCH_RANGE_QUERIES=10
 *   BENCH_CATEGORY_QUERIES=20
 *
 * The catalog is written once into its own database (unique ids per synthetic copy) and reused.
 */
const STORES = Number(process.env['BENCH_STORES'] ?? 300_000);
const QUERIES = Number(process.env['BENCH_QUERIES'] ?? 200);
const RANGE_QUERIES = Number(process.env['BENCH_RANGE_QUERIES'] ?? 10);
/** Category lists read up to 5,000 nearby stores in full: slow on FerretDB, measured separately. */
const CATEGORY_QUERIES = Number(process.env['BENCH_CATEGORY_QUERIES'] ?? 20);
const DATABASE = process.env['BENCH_DATABASE'] ?? 'fd_bench_search';
const BASE_URI = process.env['MONGODB_URI'] ?? 'mongodb://127.0.0.1:27017/snap';
const GA_FILE = resolve('data/sample/snap-retailers-ga-2020.csv');

let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];

/** Georgia moved onto other US regions, as tools/synthesize does (degrees of latitude, longitude). */
function regionShift(copy: number): [number, number] {
  if (copy === 0) return [0, 0];
  const row = Math.floor((copy - 1) / 6);
  const column = (copy - 1) % 6;
  return [-4 + row * 2.2, -38 + column * 6.5];
}

/** `count` stores: the active Georgia stores, then jittered copies elsewhere, each with its own id. */
function synthesize(count: number): Store[] {
  const rows = (
    parse(readFileSync(GA_FILE), { columns: true, bom: true }) as Array<Record<string, string>>
  ).filter(
    (r) => r['Y2020'] === '1' && r['store_name'] && r['store_name'] !== 'NA' && r['Y'] !== 'NA',
  );
  const unique = [...new Map(rows.map((r) => [r['store_id'], r])).values()];
  const now = new Date().toISOString();
  const stores: Store[] = [];
  for (let copy = 0; stores.length < count; copy++) {
    const [dLat, dLng] = regionShift(copy);
    for (const row of unique) {
      if (stores.length >= count) break;
      const lat = Number(row['Y']) + dLat + (copy ? (random() - 0.5) * 0.01 : 0);
      const lng = Number(row['X']) + dLng + (copy ? (random() - 0.5) * 0.01 : 0);
      if (lat < -90 || lat > 90 || lng < -180 || lng > 180) continue;
      const type = (STORE_TYPES as readonly string[]).includes(row['store_type'])
        ? (row['store_type'] as StoreType)
        : 'Convenience Store';
      stores.push({
        id: `fd-bench-${copy}-${row['store_id']}`,
        Store_Name: row['store_name'],
        Store_Street_Address: `${row['addr_num']} ${row['addr_st']}`,
        Additional_Address: null,
        City: row['city'],
        State: 'GA',
        Zip_Code: /^\d{5}$/.test(row['zip5']) ? row['zip5'] : '30301',
        Zip4: null,
        County: null,
        Store_Type: type,
        usdaStoreType: row['store_type'],
        Latitude: lat,
        Longitude: lng,
        Record_ID: `${copy}-${row['store_id']}`,
        ObjectId: null,
        Grantee_Name: null,
        X: lng,
        Y: lat,
        Incentive_Program: null,
        approximateLocation: false,
        status: 'active',
        averageRating: null,
        reviewCount: 0,
        phone: null,
        weeklyHours: null,
        website: null,
        provider: null,
        updatedAt: now,
      } as Store);
    }
  }
  return stores;
}

/** The index is down: every query takes the documents store's path. */
class DownIndex extends EmbeddedStoreIndex {
  override async nearby(): Promise<never> {
    throw new SearchIndexUnavailableError('benchmark: the index is down');
  }
}

async function main(): Promise<void> {
  // The fallback's warning on every query is not what this measures.
  Logger.overrideLogger(false);
  const uri = BASE_URI.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${DATABASE}`);
  const logger = pino({ level: 'warn' });
  const documents = new MongoDocumentStore({ uri, logger });
  const raw = documents.collection<StoreDocument>(STORES_COLLECTION, storeSchema);
  const stores = new StoresRepository(documents);
  const synthetic = synthesize(STORES);

  let count = await raw.count({});
  if (count !== synthetic.length) {
    console.log(`writing ${synthetic.length} synthetic stores into ${DATABASE} (had ${count})…`);
    await raw.deleteMany({});
    await stores.cellsReady();
    const started = performance.now();
    for (let i = 0; i < synthetic.length; i += 5_000) {
      await stores.insertMany(
        synthetic.slice(i, i + 5_000).map((store) => asStoreDocument(store, 'locator-export')),
      );
      if (i % 50_000 === 0) console.log(`  ${i + 5_000} written`);
    }
    console.log(`written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    count = await raw.count({});
  }
  if (!(await stores.cellsReady())) {
    const started = performance.now();
    console.log(`placing the stores in their grid cells (once: the catalog predates them)…`);
    await stores.buildCells();
    console.log(`placed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }

  const connection = await new Mongoose().createConnection(uri).asPromise();
  const stats = (await connection.db?.command({ collStats: STORES_COLLECTION })) as
    { size?: number; storageSize?: number; totalIndexSize?: number } | undefined;
  const info = await connection.db?.admin().buildInfo();
  const engine = info?.['ferretdbVersion']
    ? `FerretDB ${info['ferretdbVersion']}`
    : `MongoDB ${info?.['version']}`;
  console.log(
    `${engine} at ${uri.replace(/\/\/[^@/]*@/, '//')}: ${count} stores, ${(((stats?.size ?? 0) as number) / 1024 / 1024).toFixed(0)} MB of documents, ${(((stats?.totalIndexSize ?? 0) as number) / 1024 / 1024).toFixed(0)} MB of indexes`,
  );

  const grid = new NearbyStoresUseCase(new DownIndex(), stores);
  const range = new NearbyStoresUseCase(new DownIndex(), new StoresRepository(documents));
  // Points where people are: next to a random store, at the radius choices of product rule "Search results".
  const points = Array.from({ length: QUERIES }, () => {
    const store = pick(synthetic);
    return plainToInstance(NearbyStoresQuery, {
      lat: store.Latitude + (random() - 0.5) * 0.05,
      lng: store.Longitude + (random() - 0.5) * 0.05,
      radiusMiles: pick([10, 20, 40]),
    });
  });

  let found = 0;
  const gridRun = await timed(QUERIES, 1, async (i) => {
    found += (await grid.nearby(points[i])).length;
  });
  console.log(
    summary('nearby, grid cells', gridRun.latencies, gridRun.wallMs),
    `· ${(found / QUERIES).toFixed(1)} stores per answer`,
  );
  const category = await timed(Math.min(QUERIES, CATEGORY_QUERIES), 1, async (i) => {
    await grid.nearby(
      plainToInstance(NearbyStoresQuery, { ...points[i], radiusMiles: 20, limit: 5_000 }),
    );
  });
  if (category.latencies.length)
    console.log(summary('nearby 20 mi, all (category)', category.latencies, category.wallMs));
  const rangeRun = await timed(RANGE_QUERIES, 1, async (i) => {
    await range.nearby(points[i]);
  });
  console.log(summary('nearby, lat/lng range (before)', rangeRun.latencies, rangeRun.wallMs));

  // Favorites and my reviews: the stores of a list of ids.
  const lists = Array.from({ length: QUERIES }, () =>
    Array.from({ length: pick([5, 20, 50]) }, () => pick(synthetic).id),
  );
  const byIds = await timed(QUERIES, 1, async (i) => {
    await stores.findByIds(lists[i]);
  });
  console.log(summary('findByIds (after)', byIds.latencies, byIds.wallMs));
  const inQuery = await timed(RANGE_QUERIES, 1, async (i) => {
    await raw.find({ _id: { $in: lists[i] }, status: 'active' });
  });
  console.log(summary('_id $in (before)', inQuery.latencies, inQuery.wallMs));
  await connection.close();
  await documents.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
