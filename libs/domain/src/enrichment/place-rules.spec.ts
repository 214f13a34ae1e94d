import {
  acceptsOpenMapMatch,
  businessCategories,
  combinedConfidence,
  ENRICHMENT_MESSAGES,
  openMapMatchScore,
  openMapNameMatch,
  openMapProximity,
  periodsToWeeklyHours,
  priceLevelSigns,
} from './place-rules';

describe('open-map match score (name x 0.7 + proximity x 0.3, accepted at 0.3)', () => {
  it.each([
    ['Kroger', 'Kroger', 1],
    ['KROGER', 'kroger', 1],
    ['Kroger', 'Kroger Marketplace', 0.8],
    ['Save A Lot Food Stores', 'Save A Lot', 0.8],
    ['Family Dollar Store 123', 'Dollar General Store', 0.5],
    ['Piggly Wiggly', 'Publix', 0],
  ])('name match of %s and %s is %d', (store, element, expected) => {
    expect(openMapNameMatch(store, element)).toBeCloseTo(expected, 3);
  });

  it('proximity is 1 on the spot, 0.5 at 250 m and 0 from 500 m', () => {
    const store = { lat: 33.749, lng: -84.388 };
    expect(openMapProximity(store, store)).toBe(1);
    // 250 m north: 250 / 111,195 m per degree.
    expect(openMapProximity(store, { lat: 33.749 + 250 / 111_195, lng: -84.388 })).toBeCloseTo(
      0.5,
      2,
    );
    expect(openMapProximity(store, { lat: 33.749 + 600 / 111_195, lng: -84.388 })).toBe(0);
  });

  it.each([
    [1, 1, 1, true],
    [0.8, 0.5, 0.71, true],
    [0, 1, 0.3, true],
    [0.25, 0.4, 0.295, false],
    [0, 0.9, 0.27, false],
  ])('name %d and proximity %d score %d (accepted: %s)', (name, proximity, score, accepted) => {
    expect(openMapMatchScore(name, proximity)).toBeCloseTo(score, 3);
    expect(acceptsOpenMapMatch(openMapMatchScore(name, proximity))).toBe(accepted);
  });

  it('combined confidence weighs the provider 0.8 and the open-map score 0.2', () => {
    expect(combinedConfidence(true, 1)).toBe(1);
    expect(combinedConfidence(true, null)).toBe(0.8);
    expect(combinedConfidence(false, 0.5)).toBe(0.1);
  });
});

describe('business info and price level', () => {
  it('shows up to 6 categories without establishment and point_of_interest', () => {
    expect(
      businessCategories([
        'grocery_or_supermarket',
        'establishment',
        'food',
        'point_of_interest',
        'store',
        'bakery',
        'pharmacy',
        'atm',
        'florist',
      ]),
    ).toEqual(['Grocery Or Supermarket', 'Food', 'Store', 'Bakery', 'Pharmacy', 'Atm']);
    expect(businessCategories(undefined)).toEqual([]);
  });

  it('prints price level 1-4 as dollar signs and nothing otherwise', () => {
    expect([1, 2, 3, 4].map(priceLevelSigns)).toEqual(['$', '$$', '$$$', '$$$$']);
    expect([0, 5, 2.5, null, undefined].map(priceLevelSigns)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("says 'Showing 5 of N reviews' and the open-map no-data text in the words of product rule Fixed labels", () => {
    expect(ENRICHMENT_MESSAGES.showingReviews(5, 132)).toBe('Showing 5 of 132 reviews');
    expect(ENRICHMENT_MESSAGES.noOpenMapData).toBe(
      'No additional data found in OpenStreetMap database.',
    );
  });
});

describe('provider periods as weekly hours', () => {
  it('maps Sunday-first days, a close past midnight and closed days', () => {
    const hours = periodsToWeeklyHours([
      { open: { day: 1, time: '0800' }, close: { day: 1, time: '2200' } },
      { open: { day: 5, time: '1800' }, close: { day: 6, time: '0200' } },
    ]);
    expect(hours?.Monday).toEqual({ open: '08:00', close: '22:00', closed: false });
    expect(hours?.Friday).toEqual({ open: '18:00', close: '02:00', closed: false });
    expect(hours?.Sunday).toEqual({ open: '00:00', close: '00:00', closed: true });
  });

  it('reads a lone Sunday 0000 open as always open and ignores what it cannot read', () => {
    expect(periodsToWeeklyHours([{ open: { day: 0, time: '0000' } }])?.Wednesday).toEqual({
      open: '00:00',
      close: '00:00',
      closed: false,
    });
    expect(
      periodsToWeeklyHours([{ open: { day: 1, time: '8am' }, close: { day: 1, time: '2200' } }]),
    ).toBeNull();
    expect(periodsToWeeklyHours(null)).toBeNull();
  });
});
