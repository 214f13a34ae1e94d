import { Backoff, sleep } from './resilience';

describe('Backoff', () => {
  it('doubles from the first wait up to the maximum, and starts over after reset', () => {
    const backoff = new Backoff({ initialMs: 500, maxMs: 15_000 });
    expect(Array.from({ length: 8 }, () => backoff.next())).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
    backoff.reset();
    expect(backoff.next()).toBe(500);
  });

  it('keeps doubling without a maximum', () => {
    const backoff = new Backoff({ initialMs: 25 });
    expect([backoff.next(), backoff.next(), backoff.next(), backoff.next()]).toEqual([
      25, 50, 100, 200,
    ]);
  });
});

describe('sleep', () => {
  it('resolves true once the whole wait elapsed, never sooner', async () => {
    const started = performance.now();
    await expect(sleep(50)).resolves.toBe(true);
    // A lower bound only: a busy machine makes the wait longer, never shorter.
    expect(performance.now() - started).toBeGreaterThanOrEqual(49);
  });

  it('ends early with false when any signal aborts, and at once when one already has', async () => {
    const shutdown = new AbortController();
    const waiting = sleep(60_000, undefined, new AbortController().signal, shutdown.signal);
    shutdown.abort();
    await expect(waiting).resolves.toBe(false);
    await expect(sleep(60_000, shutdown.signal)).resolves.toBe(false);
  });
});
