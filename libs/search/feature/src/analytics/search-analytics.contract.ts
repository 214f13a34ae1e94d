import type { DocumentStore } from '@snap/platform-documents';
import { SearchAnalyticsRepository, TOP_QUERIES_PER_DAY } from './search-analytics.repository';

/** The daily search buckets on one documents adapter: the same assertions run on the embedded store
 * (search-analytics.repository.spec.ts) and on MongoDB/FerretDB (…integration.spec.ts). */
export function runSearchAnalyticsRepositoryContract(
  adapter: string,
  open: () => Promise<{ store: DocumentStore; close(): Promise<void> }>,
): void {
  describe(`search analytics buckets on ${adapter}`, () => {
    let harness: { store: DocumentStore; close(): Promise<void> };
    let repository: SearchAnalyticsRepository;
    beforeEach(async () => {
      harness = await open();
      repository = new SearchAnalyticsRepository(harness.store);
    });
    afterEach(() => harness.close());

    it('counts searches per day and kind, zero results apart, in one bucket per day', async () => {
      await repository.record({
        date: '2026-03-01',
        kind: 'text',
        zeroResults: false,
        query: 'kroger',
      });
      await repository.record({
        date: '2026-03-01',
        kind: 'text',
        zeroResults: true,
        query: 'kroger',
      });
      await repository.record({
        date: '2026-03-01',
        kind: 'zip',
        zeroResults: false,
        query: '30303',
      });
      await repository.record({
        date: '2026-03-02',
        kind: 'nearby',
        zeroResults: true,
        query: null,
      });
      const days = await repository.since('2026-03-01');
      expect(days.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-02']);
      expect(days[0]).toMatchObject({
        searches: 3,
        zeroResults: 1,
        searchesByKind: { text: 2, zip: 1 },
        zeroResultsByKind: { text: 1 },
        queries: { 'q:kroger': 2, 'q:30303': 1 },
        queryKeys: 2,
      });
      expect(days[1]).toMatchObject({ searches: 1, zeroResults: 1, searchesByKind: { nearby: 1 } });
      expect(await repository.since('2026-03-02')).toHaveLength(1);
    }, 30_000);

    it('keeps at most TOP_QUERIES_PER_DAY texts a day, still counting the ones it has', async () => {
      const date = '2026-03-03';
      for (let i = 0; i < TOP_QUERIES_PER_DAY + 5; i++)
        await repository.record({ date, kind: 'text', zeroResults: false, query: `store ${i}` });
      await repository.record({ date, kind: 'text', zeroResults: false, query: 'store 0' });
      const [day] = await repository.since(date);
      expect(day.searches).toBe(TOP_QUERIES_PER_DAY + 6);
      expect(Object.keys(day.queries ?? {})).toHaveLength(TOP_QUERIES_PER_DAY);
      expect(day.queryKeys).toBe(TOP_QUERIES_PER_DAY);
      expect(day.queries?.['q:store 0']).toBe(2);
      expect(day.queries?.[`q:store ${TOP_QUERIES_PER_DAY}`]).toBeUndefined();
    }, 120_000);

    it('counts concurrent searches of one day without losing any', async () => {
      await Promise.all(
        Array.from({ length: 20 }, () =>
          repository.record({
            date: '2026-03-04',
            kind: 'direct',
            zeroResults: false,
            query: 'aldi',
          }),
        ),
      );
      const [day] = await repository.since('2026-03-04');
      expect(day).toMatchObject({ searches: 20, searchesByKind: { direct: 20 } });
      expect(day.queries?.['q:aldi']).toBeGreaterThanOrEqual(19);
    }, 60_000);
  });
}
