import { MemoryCache } from '@snap/platform-cache';
import { runPlacesBudgetContract } from '../testing/places-budget.contract';
import { capOf } from './places-budget';

// The standalone runtime's budget; the Redis one runs the same contract in shared-budget.integration.spec.ts.
runPlacesBudgetContract('memory', async () => {
  const cache = new MemoryCache();
  return { cache, cleanup: () => cache.close() };
});

describe("each spender may use all but the other one's fifth", () => {
  it.each([
    [50, 40],
    [10, 8],
    [12, 9],
    [5, 4],
    [1, 0],
    [0, 0],
  ])('of a daily limit of %i, %i', (limit, cap) => {
    expect(capOf('store-pages', limit)).toBe(cap);
    expect(capOf('refresher', limit)).toBe(cap);
  });
});
