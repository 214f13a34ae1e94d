import type { CachePort } from '@snap/platform-cache';
import { PlacesBudget } from '../places-budget/places-budget';

/** The budget's rules on a given cache (memory and Redis run the same suite): reserved before each
 * call, never past the day's limit, store pages and the refresher each kept their fifth. */
export function runPlacesBudgetContract(
  name: string,
  createCache: () => Promise<{ cache: CachePort; cleanup(): Promise<void> }>,
): void {
  describe(`places budget contract: ${name}`, () => {
    let cache: CachePort;
    let cleanup: () => Promise<void>;
    // A day of its own for every test, so counters of one never meet another's.
    let day = Date.UTC(2026, 5, 1);
    let now: Date;

    beforeEach(async () => {
      ({ cache, cleanup } = await createCache());
      day += 86_400_000;
      now = new Date(day + 12 * 3_600_000);
    });
    afterEach(() => cleanup());

    const all = (count: number, reserve: () => Promise<boolean>) =>
      Promise.all(Array.from({ length: count }, reserve));
    const granted = (answers: boolean[]) => answers.filter(Boolean).length;

    it('the attack of issue 43: at 12 of 50, forty calls for store pages at once stop at 40, never at 52', async () => {
      const budget = new PlacesBudget(cache, 50);
      expect(granted(await all(12, () => budget.reserve('store-pages', now)))).toBe(12);
      // Four requests of ten stores each, two calls a store, all at once.
      expect(granted(await all(80, () => budget.reserve('store-pages', now)))).toBe(28);
      expect(await budget.state(now)).toEqual({ exceeded: true, used: 40, limit: 50 });
      expect(await budget.left('store-pages', now)).toBe(0);
      // The fifth kept for the refresher is still there, and the day stops at its limit.
      expect(await budget.left('refresher', now)).toBe(10);
      expect(granted(await all(30, () => budget.reserve('refresher', now)))).toBe(10);
      expect(await budget.state(now)).toEqual({ exceeded: true, used: 50, limit: 50 });
      expect(await budget.left('refresher', now)).toBe(0);
    });

    it('the refresher leaves store pages their fifth, and two instances share one count', async () => {
      const one = new PlacesBudget(cache, 10);
      const two = new PlacesBudget(cache, 10);
      const refreshed = await all(20, () =>
        (Math.random() < 0.5 ? one : two).reserve('refresher', now),
      );
      expect(granted(refreshed)).toBe(8);
      expect(await one.state(now)).toEqual({ exceeded: false, used: 8, limit: 10 });
      const pages = await all(20, () =>
        (Math.random() < 0.5 ? one : two).reserve('store-pages', now),
      );
      expect(granted(pages)).toBe(2);
      expect(await two.state(now)).toEqual({ exceeded: true, used: 10, limit: 10 });
      // A new day starts from nothing.
      const tomorrow = new Date(now.getTime() + 86_400_000);
      expect(await one.state(tomorrow)).toEqual({ exceeded: false, used: 0, limit: 10 });
      expect(await one.usedOn(now)).toBe(10);
    });

    it('a limit of 0 lets nothing through and counts nothing', async () => {
      const budget = new PlacesBudget(cache, 0);
      expect(await budget.reserve('store-pages', now)).toBe(false);
      expect(await budget.reserve('refresher', now)).toBe(false);
      expect(await budget.state(now)).toEqual({ exceeded: true, used: 0, limit: 0 });
    });
  });
}
