import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  distanceMiles,
  mapUsdaStoreType,
  normalizeCity,
  normalizeSearchText,
  normalizeState,
  normalizeStoreName,
  normalizeStreet,
  rankNearest,
  rankTextHits,
  type Store,
} from '@snap/domain';
import type { IndexHit, StoreIndex } from './lib/search-index.port';

/** The bundled real USDA research file: every SNAP retailer in Georgia, 2008-2020. */
export const GEORGIA_FILE = join(__dirname, '../../../../data/sample/snap-retailers-ga-2020.csv');

/** Active Georgia stores from the real USDA file, in the catalog's shape and with the importer's
 * normalization: the one mapping of that file for test data of every adapter, service and benchmark. */
export function loadGeorgiaStores(file = GEORGIA_FILE): Store[] {
  const rows = parse(readFileSync(file), {
    columns: true,
    bom: true,
  }) as Array<Record<string, string>>;
  const stores = new Map<string, Store>();
  for (const row of rows) {
    const lat = Number(row['Y']);
    const lng = Number(row['X']);
    if (
      row['Y2020'] !== '1' ||
      !row['store_name'] ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng) ||
      lat === 0
    )
      continue;
    stores.set(row['store_id'], {
      id: row['store_id'],
      Store_Name: normalizeStoreName(row['store_name']),
      Store_Street_Address: normalizeStreet([row['addr_num'], row['addr_st']]),
      Additional_Address: null,
      City: normalizeCity(row['city']),
      State: normalizeState(row['state']) ?? row['state'],
      Zip_Code: row['zip5'],
      Zip4: null,
      County: null,
      Store_Type: mapUsdaStoreType(row['store_type']).storeType,
      usdaStoreType: row['store_type'],
      Latitude: lat,
      listedOn: '2020-06-30',
      delistedOn: null,
      Longitude: lng,
      Record_ID: row['store_id'],
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
      updatedAt: '2020-06-30T00:00:00.000Z',
    });
  }
  return [...stores.values()];
}

export interface StoreIndexHarness {
  index: StoreIndex;
  cleanup(): Promise<void>;
}

const ATLANTA = { lat: 33.749, lng: -84.388 };
const SAVANNAH = { lat: 32.0809, lng: -81.0912 };

const name = (store: Store) => normalizeSearchText(store.Store_Name);

// Adapters answer candidates in no particular order; the suite ranks them with the domain's rules, as
// the search feature does.
const rankable = (hit: IndexHit) => ({
  id: hit.store.id,
  distanceMiles: hit.distanceMiles,
  score: hit.score,
  hit,
});
const nearestOf = (hits: IndexHit[]) => rankNearest(hits.map(rankable)).map(({ hit }) => hit);
const bestOf = (hits: IndexHit[]) => rankTextHits(hits.map(rankable)).map(({ hit }) => hit);

/** The behaviour every store index adapter must show (embedded and Elasticsearch run the same suite). */
export function runStoreIndexContract(
  label: string,
  createHarness: () => Promise<StoreIndexHarness>,
): void {
  describe(`search index contract: ${label}`, () => {
    const georgia = loadGeorgiaStores();
    let harness: StoreIndexHarness;
    let index: StoreIndex;

    beforeAll(async () => {
      harness = await createHarness();
      index = harness.index;
      await index.upsert(georgia);
    }, 120_000);

    afterAll(async () => {
      await harness.cleanup();
    });

    it('holds every active Georgia store', async () => {
      expect(await index.count()).toBe(georgia.length);
    });

    it('answers at least the asked number of nearest stores, with exact great-circle miles', async () => {
      const hits = nearestOf(await index.nearby({ ...ATLANTA, radiusMiles: 10, limit: 20 }));
      const expected = rankNearest(
        georgia
          .map((store) => ({
            id: store.id,
            distanceMiles: distanceMiles(ATLANTA, { lat: store.Latitude, lng: store.Longitude }),
          }))
          .filter((s) => s.distanceMiles <= 10),
      ).slice(0, 20);
      expect(hits.slice(0, 20).map((h) => h.store.id)).toEqual(expected.map((e) => e.id));
      hits
        .slice(0, 20)
        .forEach((hit, i) => expect(hit.distanceMiles).toBeCloseTo(expected[i].distanceMiles, 6));
    });

    it('keeps to the radius and to the chosen store types', async () => {
      const hits = await index.nearby({
        ...SAVANNAH,
        radiusMiles: 10,
        limit: 200,
        storeTypes: ['Supermarket', 'Supercenter'],
      });
      expect(hits.length).toBeGreaterThan(5);
      expect(hits.every((h) => (h.distanceMiles as number) <= 10)).toBe(true);
      expect(new Set(hits.map((h) => h.store.Store_Type))).toEqual(
        new Set(['Supermarket', 'Supercenter']),
      );
    });

    it('holds the nearest stores of a smaller count among those of a larger one (pages agree)', async () => {
      const forty = nearestOf(await index.nearby({ ...ATLANTA, radiusMiles: 20, limit: 40 }));
      const twenty = nearestOf(await index.nearby({ ...ATLANTA, radiusMiles: 20, limit: 20 }));
      expect(forty.length).toBeGreaterThanOrEqual(40);
      expect(twenty.slice(0, 20).map((h) => h.store.id)).toEqual(
        forty.slice(0, 20).map((h) => h.store.id),
      );
    });

    it.each([
      ['walmrt', 'walmart'],
      ['dolar general', 'dollar general'],
      ['sams club', 'sams club'],
      ['quik trip', 'quiktrip'],
      ['circle k', 'circle k'],
      ['publx', 'publix'],
      ['kroger', 'kroger'],
      ['piggly wigly', 'piggly wiggly'],
    ])(
      'forgives typos, apostrophes and split names: %p finds %p nearby',
      async (query, expected) => {
        const hits = bestOf(
          await index.text({
            text: query,
            near: { ...ATLANTA, radiusMiles: 40 },
            minScore: 0.2,
            limit: 10,
          }),
        );
        expect(hits.length).toBeGreaterThan(0);
        expect(name(hits[0].store).replace(/ /g, '')).toContain(expected.replace(/ /g, ''));
      },
    );

    it.each([
      ['e-z stop', 'e z stop'],
      ['j m food mart', 'j m food mart'],
      ['b p food mart', 'b p food mart'],
    ])('finds names that begin with initials: %p finds %p', async (query, expected) => {
      const hits = bestOf(await index.text({ text: query, minScore: 0.2, limit: 10 }));
      expect(hits.length).toBeGreaterThan(0);
      // "j m food mart" and "jm food mart" are the same name to a visitor.
      expect(name(hits[0].store).replace(/ /g, '')).toBe(expected.replace(/ /g, ''));
    });

    it('puts the numbered store first for a chain number', async () => {
      const hits = bestOf(await index.text({ text: 'publix 1089', minScore: 0.2, limit: 10 }));
      expect(name(hits[0].store)).toBe('publix 1089');
      expect(hits.slice(1).every((h) => name(h.store).startsWith('publix'))).toBe(true);
    });

    it('keeps text results within the radius when located, with distances', async () => {
      const hits = await index.text({
        text: 'kroger',
        near: { ...SAVANNAH, radiusMiles: 20 },
        minScore: 0.2,
        limit: 50,
      });
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((h) => h.distanceMiles !== null && h.distanceMiles <= 20)).toBe(true);
    });

    it('filters text by city, state and ZIP', async () => {
      const inCity = await index.text({
        text: 'publix',
        city: 'Savannah',
        minScore: 0.2,
        limit: 50,
      });
      expect(inCity.length).toBeGreaterThan(0);
      expect(inCity.every((h) => h.store.City.toLowerCase() === 'savannah')).toBe(true);
      const zip = inCity[0].store.Zip_Code;
      const inZip = await index.text({ text: 'publix', zip, minScore: 0.2, limit: 50 });
      expect(inZip.every((h) => h.store.Zip_Code === zip)).toBe(true);
      expect(await index.text({ text: 'publix', state: 'AK', minScore: 0.2, limit: 50 })).toEqual(
        [],
      );
    });

    it('gives nothing for a brand that is not a SNAP retailer, rather than junk', async () => {
      expect(
        await index.text({
          text: 'starbucks',
          near: { ...ATLANTA, radiusMiles: 40 },
          minScore: 0.2,
          limit: 10,
        }),
      ).toEqual([]);
    });

    it('replaces a store on upsert and forgets it on remove', async () => {
      const store = georgia[0];
      await index.upsert([{ ...store, Store_Name: 'Zyxwv Grocery Renamed' }]);
      const renamed = await index.text({ text: 'zyxwv', minScore: 0.2, limit: 5 });
      expect(renamed.map((h) => h.store.id)).toEqual([store.id]);
      await index.remove([store.id]);
      expect(await index.text({ text: 'zyxwv', minScore: 0.2, limit: 5 })).toEqual([]);
      expect(await index.count()).toBe(georgia.length - 1);
      await index.upsert([store]);
    });

    it('keeps only active stores: a closed store leaves the index', async () => {
      const store = georgia[1];
      await index.upsert([{ ...store, status: 'closed' }]);
      expect(await index.count()).toBe(georgia.length - 1);
      expect(
        (
          await index.nearby({
            lat: store.Latitude,
            lng: store.Longitude,
            radiusMiles: 1,
            limit: 50,
          })
        ).map((h) => h.store.id),
      ).not.toContain(store.id);
      await index.upsert([store]);
      expect(await index.count()).toBe(georgia.length);
    });

    it('rebuilds at once: readers see the old content until the new one is complete, and a write made meanwhile is kept', async () => {
      const before = await index.count();
      const subset = georgia.slice(0, 3_000);
      const late = { ...subset[5], Store_Name: 'Qwxyz Market Rebuilt' };
      const left = georgia[4_000];
      let done = false;
      const rebuilding = index.rebuild(subset).finally(() => (done = true));
      await index.upsert([late]);
      const seen = new Set<number>();
      while (!done) seen.add(await index.count());
      await rebuilding;
      seen.add(await index.count());
      // Never empty, never part-way: the old count until the switch, the new one after.
      expect([...seen].filter((count) => count !== before && count !== subset.length)).toEqual([]);
      expect(await index.count()).toBe(subset.length);
      expect(
        (await index.text({ text: 'qwxyz', minScore: 0.2, limit: 5 })).map((h) => h.store.id),
      ).toEqual([late.id]);
      const aroundLeft = await index.nearby({
        lat: left.Latitude,
        lng: left.Longitude,
        radiusMiles: 1,
        limit: 500,
      });
      expect(aroundLeft.map((h) => h.store.id)).not.toContain(left.id);
      await index.rebuild(georgia);
      expect(await index.count()).toBe(georgia.length);
    }, 120_000);

    it('finds only stores with a fruits & vegetables incentive when asked (not the RMP marker)', async () => {
      const around = nearestOf(await index.nearby({ ...SAVANNAH, radiusMiles: 10, limit: 3 }))
        .slice(0, 3)
        .map((hit) => georgia.find((store) => store.id === hit.store.id) as Store);
      const [doubleUp, restaurantMeals, plain] = around;
      await index.upsert([
        {
          ...doubleUp,
          Incentive_Program: 'Double Up Food Bucks',
          Grantee_Name: 'Wholesome Wave Georgia',
        },
        { ...restaurantMeals, Incentive_Program: 'Restaurant Meals Program (RMP)' },
      ]);
      try {
        const nearby = await index.nearby({
          ...SAVANNAH,
          radiusMiles: 10,
          limit: 20,
          produceIncentiveOnly: true,
        });
        expect(nearby.map((hit) => hit.store.id)).toEqual([doubleUp.id]);
        expect(nearby[0].store.Grantee_Name).toBe('Wholesome Wave Georgia');
        const text = await index.text({
          text: doubleUp.Store_Name,
          near: { ...SAVANNAH, radiusMiles: 10 },
          minScore: 0.2,
          limit: 20,
          produceIncentiveOnly: true,
        });
        expect(text.map((hit) => hit.store.id)).toEqual([doubleUp.id]);
        // Without the filter every store is there, the plain one too.
        const all = nearestOf(await index.nearby({ ...SAVANNAH, radiusMiles: 10, limit: 3 }));
        expect(all.slice(0, 3).map((hit) => hit.store.id)).toEqual([
          doubleUp.id,
          restaurantMeals.id,
          plain.id,
        ]);
      } finally {
        await index.upsert([doubleUp, restaurantMeals]);
      }
      expect(
        await index.nearby({ ...SAVANNAH, radiusMiles: 10, limit: 20, produceIncentiveOnly: true }),
      ).toEqual([]);
    });

    it('filters the Hot Meals type to every RMP restaurant, those only the incentive text marks too', async () => {
      const around = nearestOf(await index.nearby({ ...SAVANNAH, radiusMiles: 10, limit: 2 }))
        .slice(0, 2)
        .map((hit) => georgia.find((store) => store.id === hit.store.id) as Store);
      const [markedByIncentive, plain] = around;
      const hotMeals = { storeTypes: ['Restaurant Meals Program'] };
      await index.upsert([
        { ...markedByIncentive, Incentive_Program: 'Restaurant Meals Program (RMP)' },
      ]);
      try {
        const nearby = await index.nearby({
          ...SAVANNAH,
          radiusMiles: 10,
          limit: 500,
          ...hotMeals,
        });
        expect(nearby.map((hit) => hit.store.id)).toContain(markedByIncentive.id);
        expect(nearby.map((hit) => hit.store.id)).not.toContain(plain.id);
        // The store keeps its own type, under which it is found as before.
        expect(nearby.find((hit) => hit.store.id === markedByIncentive.id)?.store.Store_Type).toBe(
          markedByIncentive.Store_Type,
        );
        const ofItsType = nearestOf(
          await index.nearby({
            ...SAVANNAH,
            radiusMiles: 10,
            limit: 1,
            storeTypes: [markedByIncentive.Store_Type],
          }),
        );
        expect(ofItsType[0].store.id).toBe(markedByIncentive.id);
        const text = await index.text({
          text: markedByIncentive.Store_Name,
          near: { ...SAVANNAH, radiusMiles: 10 },
          minScore: 0.2,
          limit: 200,
          ...hotMeals,
        });
        expect(text.map((hit) => hit.store.id)).toContain(markedByIncentive.id);
      } finally {
        await index.upsert([markedByIncentive]);
      }
      expect(
        (await index.nearby({ ...SAVANNAH, radiusMiles: 10, limit: 500, ...hotMeals })).map(
          (hit) => hit.store.id,
        ),
      ).not.toContain(markedByIncentive.id);
    });

    // Last: the start-up rebuild clears the index and fills it again.
    it('clears everything and accepts stores again', async () => {
      await index.clear();
      expect(await index.count()).toBe(0);
      expect(await index.nearby({ ...ATLANTA, radiusMiles: 10, limit: 20 })).toEqual([]);
      await index.upsert(georgia);
      expect(await index.count()).toBe(georgia.length);
      expect(
        (await index.nearby({ ...ATLANTA, radiusMiles: 10, limit: 1 })).length,
      ).toBeGreaterThanOrEqual(1);
    }, 120_000);
  });
}
