import { MemoryCache } from './memory/memory-cache';
import { withLease } from './lease';

// Time passing is the subject here (expiry and renewal), so the clock is faked.
describe('withLease', () => {
  let cache: MemoryCache;
  beforeEach(() => {
    jest.useFakeTimers();
    cache = new MemoryCache();
  });
  afterEach(() => jest.useRealTimers());

  /** A piece of work that runs until it is told to finish. */
  function longWork() {
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return { finish, run: async (lost: AbortSignal) => (await done, lost.aborted) };
  }

  it('holds the lease past its time to live while the work runs, by renewing it, and frees it after', async () => {
    const work = longWork();
    const running = withLease(cache, 'lease:sync', { ttlMs: 1_000 }, work.run);
    await jest.advanceTimersByTimeAsync(5_000);

    expect(await cache.acquireLease('lease:sync', 'another replica', 1_000)).toBe(false);
    work.finish();
    expect(await running).toEqual({ held: true, value: false });
    expect(await cache.acquireLease('lease:sync', 'another replica', 1_000)).toBe(true);
  });

  it('does not run the work while another owner holds the lease', async () => {
    await cache.acquireLease('lease:sync', 'another replica', 1_000);
    const work = jest.fn(async () => 'ran');
    expect(await withLease(cache, 'lease:sync', { ttlMs: 1_000 }, work)).toEqual({ held: false });
    expect(work).not.toHaveBeenCalled();
  });

  it('tells the work when its lease was taken over, and leaves the new holder its lease', async () => {
    const work = longWork();
    const lostReasons: string[] = [];
    const running = withLease(
      cache,
      'lease:sync',
      { ttlMs: 1_000, onLost: (reason) => lostReasons.push(reason) },
      work.run,
    );
    // Another replica finds the lease gone (as after a pause longer than its expiry) and takes it.
    await cache.delete('lease:sync');
    expect(await cache.acquireLease('lease:sync', 'another replica', 60_000)).toBe(true);
    await jest.advanceTimersByTimeAsync(1_000);

    work.finish();
    expect(await running).toEqual({ held: true, value: true });
    expect(lostReasons).toEqual(['the lease lease:sync was lost (expired or taken over)']);
    expect(await cache.renewLease('lease:sync', 'another replica', 60_000)).toBe(true);
  });
});
