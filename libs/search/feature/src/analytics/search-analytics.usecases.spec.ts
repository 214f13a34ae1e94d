import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { StoresRepository } from '../catalog/stores.repository';
import { SearchAnalyticsRepository } from './search-analytics.repository';
import {
  CATALOG_FIGURES_TTL_MS,
  SEARCH_COUNTS_FLUSH_MS,
  SearchAnalyticsUseCases,
  TOP_QUERIES_SHOWN,
} from './search-analytics.usecases';

describe('search analytics', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let analytics: SearchAnalyticsUseCases;
  const admin = { userId: 'ada', roles: ['admin'] };
  const now = new Date('2026-03-10T12:00:00Z');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-search-analytics-usecases-'));
    documents = new EmbeddedDocumentStore(dir);
    analytics = new SearchAnalyticsUseCases(
      new SearchAnalyticsRepository(documents),
      new StoresRepository(documents),
    );
  });
  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sums the days of the period: every kind listed, zero results per kind, top queries across days', async () => {
    const today = new Date('2026-03-10T08:00:00Z');
    const earlier = new Date('2026-03-05T08:00:00Z');
    const outside = new Date('2026-02-01T08:00:00Z');
    analytics.record('text', 'Kroger', 3, today);
    analytics.record('text', 'kroger ', 0, earlier);
    analytics.record('direct', 'Aldi', 2, today);
    analytics.record('zip', '00001', 0, today);
    analytics.record('nearby', null, 5, today);
    analytics.record('text', 'my email is jo@example.org', 1, today);
    analytics.record('text', 'publix', 4, outside);

    const summary = await analytics.summary(7, admin, now);
    expect(summary.days.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(summary.days[1]).toEqual({ date: '2026-03-05', searches: 1, zeroResults: 1 });
    expect(summary.days[6]).toEqual({ date: '2026-03-10', searches: 5, zeroResults: 1 });
    expect(summary.byKind).toEqual([
      { kind: 'nearby', searches: 1, zeroResults: 0 },
      { kind: 'zip', searches: 1, zeroResults: 1 },
      { kind: 'text', searches: 3, zeroResults: 1 },
      { kind: 'direct', searches: 1, zeroResults: 0 },
      { kind: 'category', searches: 0, zeroResults: 0 },
    ]);
    expect(summary.topQueries).toEqual([
      { query: 'kroger', searches: 2 },
      { query: '00001', searches: 1 },
      { query: 'aldi', searches: 1 },
    ]);
    expect(summary).toMatchObject({ activeStores: 0, storesByState: [], storesByType: [] });
  });

  it('keeps counts in memory and writes them per day at the flush interval or on shutdown, once', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const stored = new SearchAnalyticsRepository(documents);
      for (let i = 0; i < 50; i++) analytics.record('nearby', null, i % 5, now);
      analytics.record('text', 'Kroger', 0, now);
      expect(await stored.since('2026-03-10')).toEqual([]);
      jest.advanceTimersByTime(SEARCH_COUNTS_FLUSH_MS);
      await analytics.flush();
      const [day] = await stored.since('2026-03-10');
      expect(day).toMatchObject({
        searches: 51,
        zeroResults: 11,
        searchesByKind: { nearby: 50, text: 1 },
        zeroResultsByKind: { nearby: 10, text: 1 },
        queries: { 'q:kroger': 1 },
      });
      analytics.record('text', 'kroger', 2, now);
      await analytics.onModuleDestroy();
      await analytics.onModuleDestroy();
      const [after] = await stored.since('2026-03-10');
      expect(after).toMatchObject({ searches: 52, queries: { 'q:kroger': 2 } });
    } finally {
      jest.useRealTimers();
    }
  });

  it(`shows the ${TOP_QUERIES_SHOWN} most searched texts`, async () => {
    for (let i = 0; i < TOP_QUERIES_SHOWN + 5; i++)
      for (let n = 0; n <= i; n++) analytics.record('direct', `shop ${i}`, 1, now);
    const { topQueries } = await analytics.summary(7, admin, now);
    expect(topQueries).toHaveLength(TOP_QUERIES_SHOWN);
    expect(topQueries[0]).toEqual({
      query: `shop ${TOP_QUERIES_SHOWN + 4}`,
      searches: TOP_QUERIES_SHOWN + 5,
    });
  }, 60_000);

  it('answers the catalog figures last counted at once while it counts again in the background', async () => {
    const counts: Array<(stores: Array<{ State: string; Store_Type: string }>) => void> = [];
    const stores = {
      activeStatesAndTypes: () => new Promise((resolve) => counts.push(resolve)),
    } as unknown as StoresRepository;
    const counting = new SearchAnalyticsUseCases(new SearchAnalyticsRepository(documents), stores);
    const first = counting.summary(7, admin, now);
    await new Promise((r) => setImmediate(r));
    counts[0]([
      { State: 'GA', Store_Type: 'Grocery Store' },
      { State: 'GA', Store_Type: 'Farmers Market' },
      { State: 'AK', Store_Type: 'Farmers Market' },
    ]);
    expect(await first).toMatchObject({
      activeStores: 3,
      storesByState: [
        { key: 'GA', count: 2 },
        { key: 'AK', count: 1 },
      ],
      storesByType: [
        { key: 'Farmers Market', count: 2 },
        { key: 'Grocery Store', count: 1 },
      ],
      catalogCountedAt: expect.any(String),
    });
    // Within the period nothing is counted again.
    await counting.summary(7, admin, now);
    expect(counts).toHaveLength(1);
    // Later, the old figures come at once while the new count runs; the next view has the new ones.
    const later = new Date(now.getTime() + CATALOG_FIGURES_TTL_MS + 1_000);
    expect((await counting.summary(7, admin, later)).activeStores).toBe(3);
    expect(counts).toHaveLength(2);
    counts[1]([{ State: 'TX', Store_Type: 'Grocery Store' }]);
    await new Promise((r) => setImmediate(r));
    expect((await counting.summary(7, admin, later)).storesByState).toEqual([
      { key: 'TX', count: 1 },
    ]);
  });

  it('answers only admins', async () => {
    await expect(
      analytics.summary(30, { userId: 'mo', roles: ['moderator'] }, now),
    ).rejects.toMatchObject({
      message: 'You do not have permission to do this.',
    });
    await expect(analytics.summary(30, {}, now)).rejects.toMatchObject({
      message: 'User not authenticated',
    });
  });
});
