import fc from 'fast-check';
import { rankTrending, type TrendingClick } from '@snap/domain';
import type { DocumentStore } from '@snap/platform-documents';
import { StoreClicksRepository } from './store-clicks.repository';
import { TrendingRollupBackfill } from './trending-rollup-backfill';
import { type RolledUpClick, TrendingRollupRepository } from './trending-rollup.repository';

const DAY_MS = 86_400_000;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** A world of clicks around one place: people clicking stores from a few shared positions and from
 * their own, near and beyond 25 miles, over 40 days (some stamped a little ahead of the clock). */
const world = fc
  .record({
    center: fc.record({
      lat: fc.double({ min: 25, max: 62, noNaN: true }),
      lng: fc.double({ min: -165, max: -66, noNaN: true }),
    }),
    now: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
    stores: fc.integer({ min: 1, max: 6 }),
    people: fc.integer({ min: 1, max: 5 }),
    spots: fc.array(
      fc.record({
        dLat: fc.double({ min: -0.6, max: 0.6, noNaN: true }),
        dLng: fc.double({ min: -0.8, max: 0.8, noNaN: true }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    clicks: fc.array(
      fc.record({
        store: fc.nat(),
        person: fc.nat(),
        spot: fc.option(fc.nat(), { nil: undefined }),
        // Or about 25 miles from the searcher, where a cell left out would show.
        ring: fc.option(
          fc.record({
            miles: fc.double({ min: 20, max: 27, noNaN: true }),
            bearing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
          }),
          { nil: undefined },
        ),
        own: fc.record({
          dLat: fc.double({ min: -0.6, max: 0.6, noNaN: true }),
          dLng: fc.double({ min: -0.8, max: 0.8, noNaN: true }),
        }),
        ageMs: fc.integer({ min: -DAY_MS / 2, max: 40 * DAY_MS }),
      }),
      { maxLength: 60 },
    ),
    searcher: fc.record({
      dLat: fc.double({ min: -0.4, max: 0.4, noNaN: true }),
      dLng: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
    }),
    incentive: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    miles: fc.array(fc.double({ min: 0, max: 25, noNaN: true }), { minLength: 6, maxLength: 6 }),
    batch: fc.integer({ min: 1, max: 10 }),
  })
  .map((w) => {
    const at = (d: { dLat: number; dLng: number }) => ({
      lat: round3(w.center.lat + d.dLat),
      lng: round3(w.center.lng + d.dLng),
    });
    const user = at(w.searcher);
    const around = ({ miles, bearing }: { miles: number; bearing: number }) => ({
      lat: round3(user.lat + (miles / 69.1) * Math.cos(bearing)),
      lng: round3(
        user.lng + (miles / (69.1 * Math.cos((user.lat * Math.PI) / 180))) * Math.sin(bearing),
      ),
    });
    const clicks = w.clicks.map((c) => ({
      storeNo: c.store % w.stores,
      userNo: c.person % w.people,
      ...(c.ring
        ? around(c.ring)
        : c.spot === undefined
          ? at(c.own)
          : at(w.spots[c.spot % w.spots.length])),
      clickedAt: new Date(w.now - c.ageMs),
    }));
    const candidates = Array.from({ length: w.stores }, (_, i) => ({
      storeNo: i,
      hasIncentiveProgram: w.incentive[i],
      distanceMiles: w.miles[i],
    }));
    return { ...w, clicks, candidates, user, now: new Date(w.now) };
  });

/** The trending rollup on one documents adapter: the same assertions run on the embedded store
 * (trending-rollup.repository.spec.ts) and on MongoDB/FerretDB (…integration.spec.ts). */
export function runTrendingRollupContract(
  adapter: string,
  open: () => Promise<{ store: DocumentStore; close(): Promise<void> }>,
  options: { runs: number },
): void {
  describe(`trending rollup on ${adapter}`, () => {
    let harness: { store: DocumentStore; close(): Promise<void> };
    let rollup: TrendingRollupRepository;
    beforeEach(async () => {
      harness = await open();
      rollup = new TrendingRollupRepository(harness.store);
    });
    afterEach(() => harness.close());

    it('ranks exactly as rankTrending on the same clicks, reading only the cells near the person', async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(world, async (w) => {
          // Each run has stores of its own: the clicks of earlier runs in the same cells score
          // other stores, which are not among this run's candidates.
          const prefix = `run${++run}-`;
          const clicks: RolledUpClick[] = w.clicks.map((c) => ({
            storeId: `${prefix}store.${c.storeNo}`,
            userId: `person$${c.userNo}|x`,
            lat: c.lat,
            lng: c.lng,
            clickedAt: c.clickedAt,
          }));
          for (let i = 0; i < clicks.length; i += w.batch)
            await rollup.add(clicks.slice(i, i + w.batch));
          const candidates = w.candidates.map((c) => ({
            id: `${prefix}store.${c.storeNo}`,
            hasIncentiveProgram: c.hasIncentiveProgram,
            distanceMiles: c.distanceMiles,
          }));
          const near = (await rollup.near(w.user, w.now)) as TrendingClick[];
          expect(near).not.toBeNull();
          expect(rankTrending(candidates, near, w.user, w.now)).toEqual(
            rankTrending(candidates, clicks, w.user, w.now),
          );
        }),
        { numRuns: options.runs },
      );
    }, 600_000);

    it('keeps one entry per person, store and position a day, however often they click', async () => {
      const click = {
        storeId: 's1',
        userId: 'ana',
        lat: 33.749,
        lng: -84.388,
        clickedAt: new Date('2026-03-01T10:00:00Z'),
      };
      const later = { ...click, clickedAt: new Date('2026-03-01T18:00:00Z') };
      await rollup.add([later]);
      await rollup.add([click, later, click]);
      const now = new Date('2026-03-02T00:00:00Z');
      expect(await rollup.near({ lat: 33.7, lng: -84.4 }, now)).toEqual([
        { storeId: 's1', userId: 'ana', lat: 33.749, lng: -84.388, clickedAt: later.clickedAt },
      ]);
      // Far away: other cells, nothing read.
      expect(await rollup.near({ lat: 40.7, lng: -74 }, now)).toEqual([]);
    }, 60_000);

    it('loses no click of many people clicking in one cell at once', async () => {
      const clickedAt = new Date('2026-03-05T12:00:00Z');
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          rollup.add([{ storeId: 's1', userId: `u${i}`, lat: 33.749, lng: -84.388, clickedAt }]),
        ),
      );
      const near = await rollup.near({ lat: 33.749, lng: -84.388 }, clickedAt);
      expect(new Set(near?.map((c) => c.userId)).size).toBe(40);
    }, 120_000);

    it("forgets a deleted account's clicks and keeps everyone else's", async () => {
      const at = new Date('2026-03-10T12:00:00Z');
      const ana = [
        { storeId: 's1', userId: 'ana', lat: 33.749, lng: -84.388, clickedAt: at },
        { storeId: 's2', userId: 'ana', lat: 33.9, lng: -84.2, clickedAt: new Date(+at - DAY_MS) },
      ];
      const ben = { storeId: 's1', userId: 'ben', lat: 33.749, lng: -84.388, clickedAt: at };
      await rollup.add([...ana, ben]);
      await rollup.forget(ana);
      await rollup.forget(ana);
      expect(await rollup.near({ lat: 33.749, lng: -84.388 }, at)).toEqual([ben]);
    }, 60_000);

    it('rolls up the clicks stored before it existed once, and is ready from then on', async () => {
      const now = new Date('2026-04-01T08:00:00Z');
      const stored = new StoreClicksRepository(harness.store);
      const clicks = [0, 0.2, 3, 29.9, 31, 45].map((days, i) => ({
        _id: `event-${i}`,
        storeId: `s${i % 3}`,
        userId: `u${i % 2}`,
        userLatitude: 33.749 + i / 100,
        userLongitude: -84.388,
        clickedAt: new Date(+now - days * DAY_MS),
      }));
      for (const click of clicks) await stored.record(click);
      expect(rollup.ready).toBe(false);
      const backfill = new TrendingRollupBackfill(stored, rollup);
      expect(await backfill.execute(now)).toBe(5);
      expect(rollup.ready).toBe(true);
      const user = { lat: 33.76, lng: -84.4 };
      const candidates = ['s0', 's1', 's2'].map((id, i) => ({
        id,
        hasIncentiveProgram: false,
        distanceMiles: i,
      }));
      const ranked = rankTrending(candidates, (await rollup.near(user, now)) ?? [], user, now);
      expect(ranked).toEqual(rankTrending(candidates, await stored.since(new Date(0)), user, now));
      expect(ranked[0].trendingScore).toBeGreaterThan(0);
      // Done once per installation: another instance finds the note and reads nothing again.
      const again = new TrendingRollupRepository(harness.store);
      expect(await new TrendingRollupBackfill(stored, again).execute(now)).toBe(0);
      expect(again.ready).toBe(true);
    }, 120_000);
  });
}
