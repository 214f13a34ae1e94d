import pino from 'pino';
import { Backoff } from '@snap/platform-engines';
import { ENGINE_BACKOFF, formatDelay, StartingServer, waitForEngines } from './service-launcher';

function recordingLogger() {
  const lines: Array<{ msg: string; retryInMs?: number }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('waiting for the engines', () => {
  it('backs off from half a second up to 15 s between rounds', () => {
    const backoff = new Backoff(ENGINE_BACKOFF);
    const delays = Array.from({ length: 8 }, () => backoff.next());
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    expect(delays.slice(0, 3).map(formatDelay)).toEqual(['500 ms', '1 s', '2 s']);
  });

  it('retries until every engine answers, logging each unreachable one by name and address', async () => {
    const { logger, lines } = recordingLogger();
    let kafkaUpAfter = 4;
    const engines = [
      {
        name: 'bus',
        check: () =>
          --kafkaUpAfter > 0
            ? Promise.reject(new Error('Kafka at 127.0.0.1:9092 is not reachable: ECONNREFUSED'))
            : Promise.resolve(),
      },
      { name: 'cache', check: () => Promise.resolve() },
    ];
    const rounds: string[][] = [];
    await expect(
      waitForEngines(engines, {
        logger,
        backoff: { initialMs: 5, maxMs: 20 },
        onRound: (p) => rounds.push(p),
      }),
    ).resolves.toBe(true);
    const refused = ['Kafka at 127.0.0.1:9092 is not reachable: ECONNREFUSED'];
    expect(rounds).toEqual([refused, refused, refused, []]);
    // The first round only finds the adapters still connecting: it is not worth a warning.
    expect(lines.map((l) => l.msg)).toEqual([
      'not ready: Kafka at 127.0.0.1:9092 is not reachable: ECONNREFUSED; retrying in 10 ms',
      'not ready: Kafka at 127.0.0.1:9092 is not reachable: ECONNREFUSED; retrying in 20 ms',
    ]);
    expect(lines.map((l) => l.retryInMs)).toEqual([10, 20]);
  });

  it('stops waiting when the service is shut down', async () => {
    const { logger } = recordingLogger();
    const shutdown = new AbortController();
    const rounds: string[][] = [];
    const waiting = waitForEngines(
      [
        {
          name: 'documents',
          check: () => Promise.reject(new Error('MongoDB at 127.0.0.1:27017 is not reachable')),
        },
      ],
      {
        logger,
        backoff: { initialMs: 60_000, maxMs: 60_000 },
        signal: shutdown.signal,
        // Shut down while the first minute-long wait has begun.
        onRound: (problems) => (rounds.push(problems), setImmediate(() => shutdown.abort())),
      },
    );
    await expect(waiting).resolves.toBe(false);
    expect(rounds).toHaveLength(1);
  });
});

describe('the starting server', () => {
  let server: StartingServer;
  let url: string;
  let redisUp = false;

  beforeAll(async () => {
    server = new StartingServer({ name: 'search', version: '1.2.3' }, [
      {
        name: 'cache',
        check: () =>
          redisUp
            ? Promise.resolve()
            : Promise.reject(
                new Error('Redis at 127.0.0.1:6390 is not reachable: connect ECONNREFUSED'),
              ),
      },
      { name: 'bus', check: () => Promise.resolve() },
    ]);
    url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  });
  afterAll(() => server.close());

  it('is live but not ready, naming the unreachable engine with its address', async () => {
    const live = await fetch(`${url}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({
      status: 'up',
      service: 'search',
      version: '1.2.3',
      phase: 'starting',
    });
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      service: 'search',
      phase: 'starting',
      status: 'down',
      dependencies: [
        {
          name: 'cache',
          status: 'down',
          error: 'Redis at 127.0.0.1:6390 is not reachable: connect ECONNREFUSED',
        },
        { name: 'bus', status: 'up' },
      ],
    });
  });

  it('stays not ready while booting even once every engine answers, and says why a boot failed', async () => {
    redisUp = true;
    server.lastError = 'start-up failed: connection closed; retrying in 1.0 s';
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'down',
      error: 'start-up failed: connection closed; retrying in 1.0 s',
    });
    const graphql = await fetch(`${url}/graphql`, { method: 'POST' });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('5');
  });
});
