import { setTimeout as pause } from 'node:timers/promises';

export interface EventuallyOptions<T> {
  /** Done when this holds for the value read; without it, done when the read does not throw. */
  until?: (value: T) => boolean;
  /** How long to keep trying before failing (default 20 s: a bound for a hung test, not a slow one). */
  timeoutMs?: number;
  /** The pause between tries (default 50 ms). */
  everyMs?: number;
}

/**
 * The one way tests wait for something that happens later (an event handled by another service, a
 * process restarted, an engine back): reads until the read passes, and answers the value read. Without
 * `until`, passing is not throwing (an assertion, a ping); with it, the value meeting `until`, and a
 * read that throws fails at once. Past the timeout it throws the read's last failure, or
 * says which value never met the condition. Pauses on Node's own timers, so it also waits in real
 * time in a test whose clock is faked.
 *
 *   await eventually(async () => expect(await count()).toBe(3));
 *   const post = await eventually(() => read(id), (p) => p.status === 'published', 30_000);
 *   await eventually(() => service.ping(), { timeoutMs: 60_000, everyMs: 250 });
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  untilOrOptions?: ((value: T) => boolean) | EventuallyOptions<T> | number,
  moreOptions?: Omit<EventuallyOptions<T>, 'until'> | number,
): Promise<T> {
  const options: EventuallyOptions<T> = {
    ...asOptions(untilOrOptions),
    ...asOptions(moreOptions),
  };
  if (typeof untilOrOptions === 'function') options.until = untilOrOptions;
  const { until, timeoutMs = 20_000, everyMs = 50 } = options;
  const deadline = Date.now() + timeoutMs;
  // Counted too, so the bound holds when the test's clock is faked (Date.now() then stands still).
  let triesLeft = Math.ceil(timeoutMs / everyMs);
  for (;;) {
    let failure: unknown;
    if (until) {
      // A read that fails is a failure, not a "not yet": only the condition is waited for.
      const value = await read();
      if (until(value)) return value;
      failure = new Error(`not met within ${timeoutMs} ms; last value read: ${describe(value)}`);
    } else {
      try {
        return await read();
      } catch (error) {
        failure = error;
      }
    }
    if (Date.now() > deadline || triesLeft-- <= 0) throw failure;
    await pause(everyMs);
  }
}

function asOptions<T>(given: unknown): EventuallyOptions<T> {
  if (typeof given === 'number') return { timeoutMs: given };
  return given && typeof given === 'object' ? (given as EventuallyOptions<T>) : {};
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 2_000) ?? String(value);
  } catch {
    return String(value);
  }
}
