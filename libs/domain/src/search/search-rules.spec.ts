import { CATEGORIES, findCategory, keywordWords, matchesCategory } from './categories';
import { rankNearest, rankTextHits } from './ranking';
import { clickWeight, rankTrending } from './trending';

const store = (Store_Name: string, Store_Type: string) => ({ Store_Name, Store_Type });

describe('categories', () => {
  it('has the five categories in the order of product rule Store types and categories, trending first', () => {
    expect(CATEGORIES.map((c) => [c.id, c.name])).toEqual([
      ['trending', 'Trending'],
      ['grocery', 'Grocery Store'],
      ['convenience', 'Corner Stores'],
      ['hotmeals', 'Hot Meals (RMP)'],
      ['farmersmarket', "Farmer's Market"],
    ]);
    expect(CATEGORIES.filter((c) => c.showsStateWarning).map((c) => c.id)).toEqual(['hotmeals']);
  });

  it('filters grocery by type and keeps pharmacies, dollar stores and markets out', () => {
    const grocery = findCategory('grocery')!;
    expect(matchesCategory(store('Kroger #412', 'Supermarket'), grocery)).toBe(true);
    expect(matchesCategory(store('CVS/Pharmacy #5503', 'Grocery Store'), grocery)).toBe(false);
    expect(matchesCategory(store('Dollar General #1234', 'Grocery Store'), grocery)).toBe(false);
    expect(matchesCategory(store('Rite Aid 7', 'Grocery Store'), grocery)).toBe(false);
    expect(matchesCategory(store("Decatur Farmer's Market", 'Specialty Store'), grocery)).toBe(
      false,
    );
    expect(matchesCategory(store('Peachtree Flea Market', 'Specialty Store'), grocery)).toBe(false);
    expect(
      matchesCategory(store('Walgreens #1', 'Convenience Store'), findCategory('convenience')!),
    ).toBe(false);
  });

  it('keeps markets out of hot meals and finds restaurants by type', () => {
    const hot = findCategory('hotmeals')!;
    expect(matchesCategory(store("McDonald's #1", 'Restaurant Meals Program'), hot)).toBe(true);
    expect(matchesCategory(store('Fiesta Market', 'Restaurant'), hot)).toBe(false);
    expect(matchesCategory(store('Food Mart', 'Convenience Store'), hot)).toBe(false);
  });

  it('puts a store USDA marks for the Restaurant Meals Program in hot meals, whatever its name', () => {
    const hot = findCategory('hotmeals')!;
    expect(matchesCategory(store('Corner Market Deli', 'Restaurant Meals Program'), hot)).toBe(
      true,
    );
    expect(
      matchesCategory(
        {
          ...store('Rainbow Foods', 'Supercenter'),
          Incentive_Program: 'Restaurant Meals Program (RMP)',
        },
        hot,
      ),
    ).toBe(true);
    expect(
      matchesCategory(
        { ...store('Rainbow Foods', 'Supercenter'), Incentive_Program: 'Double Up Food Bucks' },
        hot,
      ),
    ).toBe(false);
  });

  it('ignores name keyword words of 2 letters or fewer', () => {
    expect(keywordWords('Circle K of GA')).toEqual(['circle']);
  });
});

describe('text ranking', () => {
  it('sorts by score unless scores are within 0.1, then by distance', () => {
    const hits = [
      { id: 'far-best', score: 0.95, distanceMiles: 20 },
      { id: 'near-close-score', score: 0.9, distanceMiles: 1 },
      { id: 'weak', score: 0.5, distanceMiles: 0.5 },
    ];
    expect(rankTextHits(hits).map((h) => h.id)).toEqual(['near-close-score', 'far-best', 'weak']);
  });
});

describe('trending', () => {
  const now = new Date('2024-06-30T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('weighs each click max(0.1, 1 - ageDays/30)', () => {
    expect(clickWeight(now, now)).toBe(1);
    expect(clickWeight(daysAgo(15), now)).toBeCloseTo(0.5);
    expect(clickWeight(daysAgo(29), now)).toBeCloseTo(0.1, 1);
    expect(clickWeight(daysAgo(28.5), now)).toBeCloseTo(0.1, 1);
  });

  it('counts clicks of the last 30 days within 25 miles, ties by incentive program then distance', () => {
    const user = { lat: 33.75, lng: -84.39 };
    const stores = [
      { id: 'a', hasIncentiveProgram: false, distanceMiles: 1 },
      { id: 'b', hasIncentiveProgram: true, distanceMiles: 3 },
      { id: 'c', hasIncentiveProgram: false, distanceMiles: 2 },
      { id: 'd', hasIncentiveProgram: false, distanceMiles: 0.5 },
    ];
    const clicks = [
      { storeId: 'c', clickedAt: daysAgo(1), lat: 33.76, lng: -84.38 },
      { storeId: 'c', clickedAt: daysAgo(2), lat: 33.74, lng: -84.4 },
      { storeId: 'd', clickedAt: daysAgo(31), lat: 33.75, lng: -84.39 },
      { storeId: 'd', clickedAt: daysAgo(1), lat: 35.0, lng: -84.39 },
    ];
    expect(rankTrending(stores, clicks, user, now).map((s) => s.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it("counts one account's clicks on a store once: 60 clicks do not lift a far store to first (attack 12)", () => {
    const user = { lat: 33.75, lng: -84.39 };
    const stores = [
      { id: 'near', hasIncentiveProgram: false, distanceMiles: 0.5 },
      { id: 'far', hasIncentiveProgram: false, distanceMiles: 20.8 },
    ];
    const at = { lat: 33.75, lng: -84.39 };
    const clicks = [
      { storeId: 'near', userId: 'ana', clickedAt: daysAgo(1), ...at },
      { storeId: 'near', userId: 'ben', clickedAt: daysAgo(1), ...at },
      ...Array.from({ length: 60 }, (_, i) => ({
        storeId: 'far',
        userId: 'mallory',
        clickedAt: new Date(now.getTime() - i * 60_000),
        ...at,
      })),
    ];
    const ranked = rankTrending(stores, clicks, user, now);
    expect(ranked.map((s) => s.id)).toEqual(['near', 'far']);
    expect(ranked[1].trendingScore).toBeCloseTo(1);
  });
});

describe('nearby ranking', () => {
  it('puts nearer stores first, the same distance by id, unknown distances last', () => {
    const hits = [
      { id: 'b', distanceMiles: 1 },
      { id: 'x', distanceMiles: null },
      { id: 'a', distanceMiles: 1 },
      { id: 'c', distanceMiles: 0.2 },
    ];
    expect(rankNearest(hits).map((h) => h.id)).toEqual(['c', 'a', 'b', 'x']);
    expect(hits.map((h) => h.id)).toEqual(['b', 'x', 'a', 'c']);
  });

  it('orders equal scores at equal distances by id, whatever order the engine answered in', () => {
    const hits = [
      { id: '2', score: 0.8, distanceMiles: null },
      { id: '1', score: 0.8, distanceMiles: null },
      { id: '3', score: 0.95, distanceMiles: null },
    ];
    expect(rankTextHits(hits).map((h) => h.id)).toEqual(['3', '1', '2']);
    expect(rankTextHits([...hits].reverse()).map((h) => h.id)).toEqual(['3', '1', '2']);
  });
});
