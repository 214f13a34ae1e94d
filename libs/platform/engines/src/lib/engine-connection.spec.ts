import { EngineConnection, type EngineConnectionOptions } from './engine-connection';

class EngineDownError extends Error {}

/** An engine that refuses the first `failures` attempts, then answers. */
function harness(failures: number, overrides: Partial<EngineConnectionOptions> = {}) {
  const log: Array<{ level: 'info' | 'warn'; details: Record<string, unknown>; message: string }> =
    [];
  let attempts = 0;
  const connection = new EngineConnection({
    engine: 'TestEngine',
    address: 'http://127.0.0.1:1',
    logger: {
      info: (details, message) =>
        log.push({ level: 'info', details: details as Record<string, unknown>, message }),
      warn: (details, message) =>
        log.push({ level: 'warn', details: details as Record<string, unknown>, message }),
    },
    retryDelayMs: { initial: 10, max: 40 },
    establish: async () => {
      attempts++;
      if (attempts <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    },
    unavailable: (reason) => new EngineDownError(reason),
    describe: (error) => (error as Error).message,
    ...overrides,
  });
  return { connection, log, attempts: () => attempts };
}

describe('EngineConnection', () => {
  it('connects in the background, so the first read waits for the first attempt', async () => {
    const { connection, log } = harness(0);
    await connection.settled();
    expect(connection.ready).toBe(true);
    expect(log).toEqual([
      {
        level: 'info',
        details: { engine: 'TestEngine', address: 'http://127.0.0.1:1' },
        message: 'TestEngine at http://127.0.0.1:1 connected',
      },
    ]);
    await connection.close();
  });

  it('retries with doubling pauses up to the longest, naming the engine and its address, until the engine answers', async () => {
    const { connection, log } = harness(4);
    await expect(connection.settled()).rejects.toThrow(
      'TestEngine at http://127.0.0.1:1 is not ready (connect ECONNREFUSED 127.0.0.1:1)',
    );
    await connection.whenReady(5_000);
    const warnings = log.filter((entry) => entry.level === 'warn');
    expect(warnings.map((entry) => entry.details['retryInMs'])).toEqual([10, 20, 40, 40]);
    expect(warnings[0].message).toBe(
      'TestEngine at http://127.0.0.1:1 is not reachable (connect ECONNREFUSED 127.0.0.1:1); retrying in 10 ms',
    );
    expect(log[log.length - 1].message).toBe('TestEngine at http://127.0.0.1:1 connected');
    await connection.close();
  });

  it("gives a waiting write up after its limit with the adapter's own error", async () => {
    const { connection } = harness(Number.POSITIVE_INFINITY);
    const started = Date.now();
    await expect(connection.whenReady(100)).rejects.toBeInstanceOf(EngineDownError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    await connection.close();
  });

  it('after a lost engine, fails reads at once and reconnects by itself', async () => {
    const { connection, log, attempts } = harness(0);
    await connection.settled();
    const error = connection.lost(new Error('socket hang up'));
    expect(error).toBeInstanceOf(EngineDownError);
    expect(error.message).toBe('TestEngine at http://127.0.0.1:1: socket hang up');
    expect(
      log.some(
        (entry) =>
          entry.message ===
          'TestEngine at http://127.0.0.1:1 is unavailable (socket hang up); reconnecting',
      ),
    ).toBe(true);
    await connection.whenReady(1_000);
    expect(attempts()).toBe(2);
    expect(log[log.length - 1].message).toBe('TestEngine at http://127.0.0.1:1 is reachable again');
    await connection.close();
  });

  it('stops retrying once closed', async () => {
    // On a fake clock: a minute of it is run out after the close, far past every retry pause (40 ms at
    // most), so a retry the closed connection still had scheduled would have run.
    jest.useFakeTimers();
    try {
      const { connection, attempts } = harness(Number.POSITIVE_INFINITY);
      await expect(connection.settled()).rejects.toBeInstanceOf(EngineDownError);
      await connection.close();
      const after = attempts();
      expect(jest.getTimerCount()).toBe(0);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(attempts()).toBe(after);
      expect(() => connection.assertReady()).toThrow(
        'the TestEngine adapter for http://127.0.0.1:1 is closed',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
