import { join } from 'node:path';
import { Mongoose } from 'mongoose';
import pino from 'pino';
import { plainToInstance } from 'class-transformer';
import { NearbyStoresQuery, TextSearchQuery } from '@snap/contracts';
import { MongoDocumentStore } from '@snap/platform-documents';
import { ElasticsearchStoreIndex, EmbeddedStoreIndex } from '@snap/platform-search-index';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { searchUseCases, type SearchUseCases } from '../testing/search-use-cases';

// The search index down for real: an Elasticsearch adapter pointed at a port of this suite's range
// where nothing listens (the shared engine is never stopped). The documents are the real MongoDB or
// FerretDB, in a database of this suite's own.
const CLOSED_ELASTICSEARCH = 'http://127.0.0.1:3238';
const BASE_URI = process.env['MONGODB_URI'] ?? 'mongodb://127.0.0.1:27017/snap';
const URI = BASE_URI.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, '$1/fd_search_fallback');
const ATLANTA = { lat: 33.749, lng: -84.388 };

jest.setTimeout(600_000);

describe('search with its index down, on the real documents store', () => {
  let documents: MongoDocumentStore;
  let down: ElasticsearchStoreIndex;
  let reference: SearchUseCases;
  let degraded: SearchUseCases;

  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    documents = new MongoDocumentStore({ uri: URI, logger });
    const stores = new StoresRepository(documents);
    const gazetteer = new Gazetteer();
    const index = new EmbeddedStoreIndex();
    if (await stores.cellsReady())
      await new ImportStoresUseCase(stores, index, gazetteer).execute(
        join(__dirname, '../../../../../data/sample/snap-retailers-ga-2020.csv'),
      );
    else {
      await stores.buildCells();
      await index.rebuild(await stores.allActive());
    }
    reference = await searchUseCases(index, stores, documents, gazetteer);
    down = new ElasticsearchStoreIndex({
      node: CLOSED_ELASTICSEARCH,
      logger,
      retryDelayMs: { initial: 60_000, max: 60_000 },
    });
    degraded = await searchUseCases(down, stores, documents, gazetteer);
  });

  afterAll(async () => {
    await down?.close();
    await documents?.close();
    const connection = await new Mongoose().createConnection(URI).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });

  it('answers nearby from the grid cells with the index answer on the same data', async () => {
    for (const radiusMiles of [10, 40]) {
      const query = plainToInstance(NearbyStoresQuery, { ...ATLANTA, radiusMiles, limit: 50 });
      const fromDocuments = await degraded.nearby(query);
      expect(fromDocuments.length).toBe(50);
      expect(fromDocuments.map((s) => [s.id, s.distanceMiles])).toEqual(
        (await reference.nearby(query)).map((s) => [s.id, s.distanceMiles]),
      );
    }
  });

  it('answers text search around the searcher, ranked as the index ranks, and says it is limited', async () => {
    const query = plainToInstance(TextSearchQuery, { text: 'publx', ...ATLANTA, radiusMiles: 20 });
    const limited = await degraded.text(query);
    expect(limited.length).toBeGreaterThan(3);
    expect(limited.every((s) => s.searchLimited)).toBe(true);
    expect(limited.map((s) => [s.id, s.similarityScore])).toEqual(
      (await reference.text(query)).map((s) => [s.id, s.similarityScore]),
    );
  });
});
