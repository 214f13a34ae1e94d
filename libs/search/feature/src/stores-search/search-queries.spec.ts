import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { CategoryStoresQuery, NearbyStoresQuery, TextSearchQuery } from '@snap/contracts';
import { distanceMiles, findCategory, matchesCategory } from '@snap/domain';
import { deliver } from '@snap/platform-bus/testing';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex, SearchIndexUnavailableError } from '@snap/platform-search-index';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { CommunityEventsHandler } from '../clicks/community-events.handler';
import { StoreClicksRepository } from '../clicks/store-clicks.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { searchUseCases, type SearchUseCases } from '../testing/search-use-cases';
import { TrendingRollupRepository } from '../clicks/trending-rollup.repository';

const sample = (file: string) => join(__dirname, '../../../../../data/sample', file);
const ATLANTA = { lat: 33.749, lng: -84.388 };
const nearby = (fields: Partial<NearbyStoresQuery>) =>
  plainToInstance(NearbyStoresQuery, { ...ATLANTA, ...fields });
const text = (fields: Partial<TextSearchQuery>) => plainToInstance(TextSearchQuery, fields);

/** An index that is down, to exercise the fallback of product rule Search fallback. */
class DownIndex extends EmbeddedStoreIndex {
  override async nearby(): Promise<never> {
    throw new SearchIndexUnavailableError('connect ECONNREFUSED 127.0.0.1:9200');
  }

  override async text(): Promise<never> {
    throw new SearchIndexUnavailableError('connect ECONNREFUSED 127.0.0.1:9200');
  }
}

// Works on the real Georgia sample (about 20,000 rows): CPU-bound, minutes on a busy machine.
jest.setTimeout(300_000);

describe('search use cases on the real Georgia sample', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let index: EmbeddedStoreIndex;
  let stores: StoresRepository;
  let clicks: StoreClicksRepository;
  let search: SearchUseCases;
  const gazetteer = new Gazetteer();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-search-'));
    documents = new EmbeddedDocumentStore(dir);
    index = new EmbeddedStoreIndex();
    stores = new StoresRepository(documents);
    clicks = new StoreClicksRepository(documents);
    // A new catalog: its grid cells are ready from the first store on and the import fills them.
    expect(await stores.cellsReady()).toBe(true);
    await new ImportStoresUseCase(stores, index, gazetteer).execute(
      sample('snap-retailers-ga-2020.csv'),
    );
    search = await searchUseCases(index, stores, documents, gazetteer);
  }, 300_000);

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds nearby stores within the default 10 miles, nearest first, in pages', async () => {
    const first = await search.nearby(nearby({}));
    expect(first).toHaveLength(20);
    expect(first.every((s) => (s.distanceMiles as number) <= 10)).toBe(true);
    expect(first.map((s) => s.distanceMiles)).toEqual(
      [...first.map((s) => s.distanceMiles)].sort((a, b) => (a as number) - (b as number)),
    );
    const second = await search.nearby(nearby({ offset: 20 }));
    const both = await search.nearby(nearby({ limit: 40 }));
    expect([...first, ...second].map((s) => s.id)).toEqual(both.map((s) => s.id));
  });

  it("names downtown Atlanta's ZIP as people know it (30303), not a PO-box or single-building ZIP", async () => {
    expect(await search.placeOf(ATLANTA.lat, ATLANTA.lng)).toMatchObject({
      zip: '30303',
      city: 'Atlanta',
      state: 'GA',
      ...ATLANTA,
    });
    // With the index down the stores come from the documents, and the answer stays the same.
    const fallback = await searchUseCases(new DownIndex(), stores, documents, gazetteer);
    expect((await fallback.placeOf(ATLANTA.lat, ATLANTA.lng))?.zip).toBe('30303');
  });

  it('answers nearby from the documents when the index is down, with the same stores', async () => {
    const fallback = await searchUseCases(new DownIndex(), stores, documents, gazetteer);
    const query = nearby({ radiusMiles: 20, limit: 30, storeTypes: ['Supermarket'] });
    const fromDocuments = await fallback.nearby(query);
    const fromIndex = await search.nearby(query);
    expect(fromDocuments.map((s) => s.id)).toEqual(fromIndex.map((s) => s.id));
    expect(fromDocuments[0].distanceMiles).toBeCloseTo(fromIndex[0].distanceMiles as number, 6);
  });

  it('answers nearby from the grid cells exactly as the index does, page by page, for every radius', async () => {
    expect(stores.cells.ready).toBe(true);
    const fallback = await searchUseCases(new DownIndex(), stores, documents, gazetteer);
    const places = [ATLANTA, { lat: 32.0809, lng: -81.0912 }, { lat: 34.5, lng: -83.9 }];
    for (const place of places)
      for (const radiusMiles of [10, 20, 40]) {
        for (const fields of [
          { limit: 50 },
          { limit: 20, offset: 40 },
          { limit: 100, storeTypes: ['Convenience Store', 'Supermarket'] },
        ]) {
          const query = plainToInstance(NearbyStoresQuery, { ...place, radiusMiles, ...fields });
          const fromGrid = await fallback.nearby(query);
          const fromIndex = await search.nearby(query);
          expect(fromGrid.map((s) => [s.id, s.distanceMiles])).toEqual(
            fromIndex.map((s) => [s.id, s.distanceMiles]),
          );
        }
      }
    // A catalog still getting its cells answers the same through the range query.
    const withoutCells = await searchUseCases(
      new DownIndex(),
      new StoresRepository(documents),
      documents,
      gazetteer,
    );
    const query = nearby({ radiusMiles: 40, limit: 200 });
    expect((await withoutCells.nearby(query)).map((s) => s.id)).toEqual(
      (await search.nearby(query)).map((s) => s.id),
    );
  });

  it('answers text search around a place from the documents when the index is down, ranked as the index ranks', async () => {
    const fallback = await searchUseCases(new DownIndex(), stores, documents, gazetteer);
    const queries = [
      text({ text: 'publx', ...ATLANTA, radiusMiles: 20 }),
      text({ text: 'dollar general', ...ATLANTA, radiusMiles: 40, limit: 100 }),
      text({ text: 'kroger', city: 'Savannah', state: 'GA' }),
      text({ text: 'family dollar', zip: '31401' }),
    ];
    for (const query of queries) {
      const limited = await fallback.text(query);
      const full = await search.text(query);
      expect(limited.length).toBeGreaterThan(0);
      expect(limited.map((s) => [s.id, s.similarityScore, s.distanceMiles])).toEqual(
        full.map((s) => [s.id, s.similarityScore, s.distanceMiles]),
      );
      expect(limited.every((s) => s.searchLimited === true)).toBe(true);
      expect(full.some((s) => s.searchLimited)).toBe(false);
    }
  });

  it('passes the outage on for a text search with no place to search around', async () => {
    const fallback = await searchUseCases(new DownIndex(), stores, documents, gazetteer);
    await expect(fallback.text(text({ text: 'publix' }))).rejects.toBeInstanceOf(
      SearchIndexUnavailableError,
    );
    await expect(fallback.text(text({ text: 'publix', state: 'GA' }))).rejects.toBeInstanceOf(
      SearchIndexUnavailableError,
    );
  });

  it('searches one ZIP: named stores only, optional types, at most 100', async () => {
    const all = await search.byZip({ zip: '30303' });
    expect(all.length).toBeGreaterThan(10);
    expect(all.length).toBeLessThanOrEqual(100);
    expect(all.every((s) => s.Zip_Code === '30303' && s.Store_Name.trim() !== '')).toBe(true);
    const convenience = await search.byZip({ zip: '30303', storeTypes: ['Convenience Store'] });
    expect(convenience.length).toBeGreaterThan(0);
    expect(convenience.length).toBeLessThan(all.length);
    expect(convenience.every((s) => s.Store_Type === 'Convenience Store')).toBe(true);
    expect(await search.byZip({ zip: '99999' })).toEqual([]);
  });

  it('ranks text results by score, nearer first within 0.1, and only within the radius', async () => {
    const hits = await search.text(text({ text: 'publx', ...ATLANTA, radiusMiles: 20 }));
    expect(hits.length).toBeGreaterThan(3);
    expect(
      hits.every((h) => (h.similarityScore as number) >= 0.2 && (h.distanceMiles as number) <= 20),
    ).toBe(true);
    for (let i = 1; i < hits.length; i++) {
      const [a, b] = [hits[i - 1], hits[i]];
      if (Math.abs((a.similarityScore as number) - (b.similarityScore as number)) <= 0.1) {
        expect(a.distanceMiles as number).toBeLessThanOrEqual(b.distanceMiles as number);
      }
    }
  });

  it('limits text results to 100 or 200 and filters by city and ZIP', async () => {
    expect((await search.text(text({ text: 'dollar general', limit: 100 }))).length).toBe(100);
    const savannah = await search.text(text({ text: 'kroger', city: 'Savannah', state: 'GA' }));
    expect(savannah.length).toBeGreaterThan(0);
    expect(savannah.every((s) => s.City === 'Savannah')).toBe(true);
  });

  it('searches directly by contained text on name, city, ZIP or state, by name, with category filters', async () => {
    const hits = await search.direct({ text: 'kroger', limit: 2000 });
    expect(hits.length).toBeGreaterThan(100);
    expect(hits.every((s) => /kroger/i.test(`${s.Store_Name} ${s.City}`))).toBe(true);
    expect(hits.map((s) => s.Store_Name)).toEqual([...hits.map((s) => s.Store_Name)].sort());
    const byZip = await search.direct({ text: '30303', limit: 2000 });
    expect(byZip.length).toBeGreaterThan(10);
    expect(byZip.every((s) => s.Zip_Code.includes('30303'))).toBe(true);
    const grocery = await search.direct({ text: 'atlanta', category: 'grocery', limit: 50 });
    expect(grocery).toHaveLength(50);
    expect(grocery.some((s) => /cvs|walgreens|dollar/i.test(s.Store_Name))).toBe(false);
  });

  it('answers the contains-search from the grid cells exactly as from the documents', async () => {
    expect(stores.cells.ready).toBe(true);
    // The same catalog without cells: the regex across whole documents.
    const withoutCells = new StoresRepository(documents, false);
    for (const text of ['kroger', '30303', 'savannah', 'GA', 'piggly wiggly']) {
      const fromCells = await stores.containing(text, 2000);
      expect(fromCells.length).toBeGreaterThan(0);
      expect(fromCells.map((s) => s.id)).toEqual(
        (await withoutCells.containing(text, 2000)).map((s) => s.id),
      );
    }
  });

  it('shows a category near the user without its excluded names', async () => {
    const grocery = await search.category(
      plainToInstance(CategoryStoresQuery, { category: 'grocery', ...ATLANTA, limit: 50 }),
    );
    expect(grocery).toHaveLength(50);
    expect(grocery.every((s) => matchesCategory(s, findCategory('grocery')!))).toBe(true);
    expect(grocery.some((s) => /cvs|walgreens|rite aid|dollar/i.test(s.Store_Name))).toBe(false);
    const corner = await search.category(
      plainToInstance(CategoryStoresQuery, { category: 'convenience', ...ATLANTA, limit: 20 }),
    );
    expect(corner).toHaveLength(20);
    expect(
      corner.every(
        (s) =>
          ['Convenience Store', 'Gas Station', 'Specialty Store'].includes(s.Store_Type) ||
          /mart|corner/i.test(s.Store_Name),
      ),
    ).toBe(true);
  });

  it('shows trending as plain nearest first within the chosen radius while nobody nearby clicked', async () => {
    expect(await clicks.count()).toBe(0);
    const query = { category: 'trending', ...ATLANTA, limit: 20, offset: 20 };
    const fallback = await search.category(plainToInstance(CategoryStoresQuery, query));
    expect(fallback.map((s) => s.id)).toEqual(
      (await search.nearby(nearby({ limit: 20, offset: 20 }))).map((s) => s.id),
    );
  });

  it('ranks trending by recent clicks within 25 miles, counting a redelivered click once', async () => {
    const events = new CommunityEventsHandler(
      clicks,
      new TrendingRollupRepository(documents),
      stores,
      index,
    );
    const [first, second] = await search.nearby(nearby({ limit: 2, offset: 10 }));
    const click = (storeId: string, id: string, daysAgo: number) =>
      deliver(events.storeClicked.bind(events), {
        id,
        occurredAt: new Date().toISOString(),
        correlationId: id,
        payload: {
          storeId,
          userId: 'user-1',
          lat: 33.75,
          lng: -84.39,
          clickedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        },
      });
    await click(second.id, 'evt-1', 1);
    await click(second.id, 'evt-1', 1);
    await click(first.id, 'evt-2', 20);
    await click(first.id, 'evt-3', 40);
    expect(await clicks.count()).toBe(3);

    const trending = await search.trending({ ...ATLANTA, limit: 5 });
    expect(trending).toHaveLength(5);
    expect(trending.slice(0, 2).map((s) => s.id)).toEqual([second.id, first.id]);
    // One click a day old weighs 1 - 1/30; one 20 days old 1 - 20/30; the 40-day-old click is out of the window.
    expect(trending[0].trendingScore).toBeCloseTo(1 - 1 / 30, 3);
    expect(trending[1].trendingScore).toBeCloseTo(1 - 20 / 30, 3);
    expect(trending[2].trendingScore).toBe(0);
    const home = await search.category(
      plainToInstance(CategoryStoresQuery, { category: 'trending', ...ATLANTA, limit: 20 }),
    );
    expect(home.slice(0, 2).map((s) => s.id)).toEqual([second.id, first.id]);
    expect(
      trending.every((s) => distanceMiles(ATLANTA, { lat: s.Latitude, lng: s.Longitude }) <= 25),
    ).toBe(true);
  });

  it('takes review stats pushed by community into results', async () => {
    const events = new CommunityEventsHandler(
      clicks,
      new TrendingRollupRepository(documents),
      stores,
      index,
    );
    const [store] = await search.nearby(nearby({ limit: 1 }));
    const stats = {
      id: 'evt-stats',
      occurredAt: new Date().toISOString(),
      correlationId: 'c',
      payload: { storeId: store.id, averageRating: 4.5, reviewCount: 2 },
    };
    await deliver(events.reviewStatsChanged.bind(events), stats);
    await deliver(events.reviewStatsChanged.bind(events), stats);
    const [after] = await search.nearby(nearby({ limit: 1 }));
    expect(after).toMatchObject({ id: store.id, averageRating: 4.5, reviewCount: 2 });
    expect(await search.byId(store.id)).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
  });
});
