import { AttemptCounter, withinAttemptBound } from './attempt-bound';

describe('withinAttemptBound', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes the result through when the work finishes in time', async () => {
    await expect(withinAttemptBound(Promise.resolve('done'), 1_000, 'x.y.v1')).resolves.toBe(
      'done',
    );
  });

  it('fails the attempt, retryable, once the bound has passed', async () => {
    const hanging = new Promise<never>(() => undefined);
    const attempt = withinAttemptBound(hanging, 8_000, 'search.store.indexed.v1');
    jest.advanceTimersByTime(8_000);
    await expect(attempt).rejects.toEqual({
      code: 'HANDLER_TIMEOUT',
      message: 'the handler of search.store.indexed.v1 did not finish within 8000 ms',
    });
  });
});

describe('AttemptCounter', () => {
  it('continues the count of an event handed back after a rebalance, and forgets it once settled', () => {
    const attempts = new AttemptCounter();
    attempts.record('topic:0:41');
    attempts.record('topic:0:41');
    expect(attempts.made('topic:0:41')).toBe(2);
    attempts.settle('topic:0:41');
    expect(attempts.made('topic:0:41')).toBe(0);
  });

  it('keeps only the newest entries', () => {
    const attempts = new AttemptCounter(2);
    attempts.record('a');
    attempts.record('b');
    attempts.record('c');
    expect([attempts.made('a'), attempts.made('b'), attempts.made('c')]).toEqual([0, 1, 1]);
  });
});
