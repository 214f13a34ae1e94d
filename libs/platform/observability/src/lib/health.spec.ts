import { HealthRegistry } from './health';

describe('HealthRegistry', () => {
  it('is ready only when every dependency answers', async () => {
    const health = new HealthRegistry();
    health.register({ name: 'documents', check: async () => undefined });
    expect(await health.readiness()).toEqual({
      status: 'up',
      dependencies: [{ name: 'documents', status: 'up' }],
    });

    health.register({
      name: 'cache',
      check: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
    });
    const report = await health.readiness();
    expect(report.status).toBe('down');
    expect(report.dependencies).toContainEqual({
      name: 'cache',
      status: 'down',
      error: 'connect ECONNREFUSED 127.0.0.1:6379',
    });
  });

  it('reports a dependency that hangs as down after the timeout', async () => {
    const health = new HealthRegistry();
    health.register({ name: 'search-index', check: () => new Promise<void>(() => undefined) });
    const report = await health.readiness(50);
    expect(report.dependencies).toEqual([
      { name: 'search-index', status: 'down', error: 'search-index did not answer within 50 ms' },
    ]);
  });

  it('stays ready with an optional dependency switched off, saying why in words', async () => {
    const health = new HealthRegistry();
    health.register({ name: 'documents', check: async () => undefined });
    health.register({
      name: 'places provider',
      check: async () => ({ off: true, detail: 'off: no PLACES_API_KEY is set' }),
    });
    health.register({ name: 'open-map', check: async () => ({ detail: 'on: overpass-api.de' }) });
    expect(await health.readiness()).toEqual({
      status: 'up',
      dependencies: [
        { name: 'documents', status: 'up' },
        { name: 'places provider', status: 'off', detail: 'off: no PLACES_API_KEY is set' },
        { name: 'open-map', status: 'up', detail: 'on: overpass-api.de' },
      ],
    });
  });
});

describe('HealthRegistry with a dependency the service serves without', () => {
  it('reports its outage in words and stays ready; a required one still takes it out of service', async () => {
    const health = new HealthRegistry();
    health.register({ name: 'bus', check: async () => undefined });
    health.register({
      name: 'cache',
      degrades: 'posting waits for its rate-limit counters',
      check: async () => Promise.reject(new Error('Redis at 127.0.0.1:6379 is not reachable')),
    });
    expect(await health.readiness()).toEqual({
      status: 'up',
      dependencies: [
        { name: 'bus', status: 'up' },
        {
          name: 'cache',
          status: 'down',
          error: 'Redis at 127.0.0.1:6379 is not reachable',
          detail: 'not needed to serve; meanwhile posting waits for its rate-limit counters',
        },
      ],
    });
    health.register({ name: 'bus', check: async () => Promise.reject(new Error('Kafka down')) });
    expect((await health.readiness()).status).toBe('down');
  });
});
