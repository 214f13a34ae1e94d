/** The reason an attempt at an event gets when its handler did not finish within the bound. */
export function attemptTimedOutReason(pattern: string, ms: number): string {
  return `the handler of ${pattern} did not finish within ${ms} ms`;
}

/**
 * Resolves or rejects like `work`, or rejects with a retryable failure once `ms` have passed: an event
 * handler waiting on an engine that does not answer counts as one failed attempt instead of holding
 * its partition (and the consumer's session) indefinitely. The work itself is not cancelled; the
 * handlers are idempotent, so a late finish followed by a retry changes nothing twice.
 */
export async function withinAttemptBound<T>(
  work: Promise<T>,
  ms: number,
  pattern: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject({ code: 'HANDLER_TIMEOUT', message: attemptTimedOutReason(pattern, ms) }),
      ms,
    );
  });
  try {
    return await Promise.race([work, bound]);
  } finally {
    clearTimeout(timer);
    // A late failure of an abandoned attempt is already accounted for.
    work.catch(() => undefined);
  }
}

/**
 * Remembers how many attempts each event (topic, partition, offset) has had in this process, so a
 * redelivery after a rebalance continues the count instead of starting again: the retry limit is
 * reached and a poison event reaches the dead-letter topic. Bounded: the oldest entries go first.
 */
export class AttemptCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit = 10_000) {}

  /** Attempts already made on this event. */
  made(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  record(key: string): number {
    const next = this.made(key) + 1;
    this.counts.delete(key);
    this.counts.set(key, next);
    if (this.counts.size > this.limit) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
    return next;
  }

  settle(key: string): void {
    this.counts.delete(key);
  }
}
