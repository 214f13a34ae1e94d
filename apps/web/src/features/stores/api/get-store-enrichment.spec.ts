import { describe, expect, it } from 'vitest';
import { enrichmentStaleTime, showsLimitedData } from './get-store-enrichment';

describe('the store page enrichment answer', () => {
  it('shows the Limited Data banner when the day is spent or this visitor’s lookups are', () => {
    expect(showsLimitedData({ budgetExceeded: true, queued: false })).toBe(true);
    expect(showsLimitedData({ budgetExceeded: false, queued: true })).toBe(true);
    expect(showsLimitedData({ budgetExceeded: false, queued: false })).toBe(false);
    expect(showsLimitedData(undefined)).toBe(false);
  });

  it('keeps an answer 30 minutes, a queued one 5 so a later visit shows what the refresher found', () => {
    expect(enrichmentStaleTime({ queued: false })).toBe(30 * 60_000);
    expect(enrichmentStaleTime({ queued: true })).toBe(5 * 60_000);
    expect(enrichmentStaleTime(undefined)).toBe(30 * 60_000);
  });
});
