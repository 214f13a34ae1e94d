import type { DocumentStore } from '@snap/platform-documents';
import { EbtRefusalsRepository } from '../refusal-reports/ebt-refusals.repository';

export interface EbtRefusalsHarness {
  store: DocumentStore;
  cleanup(): Promise<void>;
}

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.UTC(2026, 10, 1) + days * DAY);

/** The refusal reports' repository on one documents adapter (embedded and MongoDB run the same
 * suite): the one-per-30-days turn holds under concurrent taps, and a clearing never moves back. */
export function runEbtRefusalsRepositoryContract(
  name: string,
  createHarness: () => Promise<EbtRefusalsHarness>,
): void {
  describe(`EBT refusal reports on the documents contract: ${name}`, () => {
    let harness: EbtRefusalsHarness;
    let refusals: EbtRefusalsRepository;

    beforeEach(async () => {
      harness = await createHarness();
      refusals = new EbtRefusalsRepository(harness.store);
    });
    afterEach(() => harness.cleanup());

    it('gives a person one turn per store until their last report is 30 days old, even when they tap twice at once', async () => {
      const turns = await Promise.all(
        [0, 1, 2].map(() => refusals.claim('s1|user:ana', at(0), at(-30))),
      );
      expect(turns.filter(Boolean)).toHaveLength(1);
      expect(await refusals.claim('s1|user:ana', at(29), at(-1))).toBe(false);
      expect((await refusals.lastReportOf('s1|user:ana'))?.lastReportedAt).toEqual(at(0));
      expect(await refusals.claim('s1|user:ana', at(30), at(0))).toBe(true);
      expect((await refusals.lastReportOf('s1|user:ana'))?.lastReportedAt).toEqual(at(30));
      // Another store, another person: their own turns.
      expect(await refusals.claim('s2|user:ana', at(1), at(-29))).toBe(true);
      expect(await refusals.claim('s1|address:x', at(1), at(-29))).toBe(true);
    });

    it("counts reports on the store's case and lists them since a time, newest first", async () => {
      const store = { id: 's1', name: 'Fresh Mart', state: 'GA' };
      for (const [i, key] of ['user:a', 'user:b', 'address:c'].entries()) {
        await refusals.addReport({
          _id: `r${i}`,
          storeId: 's1',
          reporterKey: key,
          userId: key.startsWith('user:') ? key.slice(5) : null,
          createdAt: at(i),
        });
        await refusals.countReport(store, at(i));
      }
      expect(await refusals.findCase('s1')).toMatchObject({
        storeName: 'Fresh Mart',
        totalReports: 3,
        open: true,
        lastReportedAt: at(2),
        countsFrom: null,
      });
      expect((await refusals.reportsSince('s1', at(1))).map((r) => r._id)).toEqual(['r2', 'r1']);
    });

    it('clears once per time: a repeated or older clearing changes nothing', async () => {
      await refusals.countReport({ id: 's1', name: 'Fresh Mart', state: 'GA' }, at(0));
      const first = { because: 'usda-list' as const, by: null, at: at(5), note: 'dropped' };
      expect(await refusals.clear('s1', first)).toMatchObject({ countsFrom: at(5), open: false });
      expect(await refusals.clear('s1', first)).toBeNull();
      expect(
        await refusals.clear('s1', { because: 'moderator', by: 'mia', at: at(4), note: null }),
      ).toBeNull();
      expect((await refusals.findCase('s1'))?.clearings).toHaveLength(1);
      expect((await refusals.casesAmong(['s1', 'nope'])).map((c) => c._id)).toEqual(['s1']);
    });
  });
}
