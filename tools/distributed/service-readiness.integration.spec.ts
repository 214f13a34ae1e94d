import { COMMUNITY_ENGINES } from '@snap/community-feature';
import { CONTENT_ENGINES } from '@snap/content-feature';
import { ENRICHMENT_ENGINES } from '@snap/enrichment-feature';
import { GATEWAY_ENGINES } from '@snap/gateway-feature';
import { IDENTITY_ENGINES } from '@snap/identity-feature';
import { HealthRegistry } from '@snap/platform-observability';
import {
  createRealPlatform,
  type EngineNeeds,
  type RealEnginesEnv,
  type RealPlatform,
  type SearchEnginesEnv,
} from '@snap/platform-runtime';
import { SEARCH_ENGINES } from '@snap/search-feature';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { isolatedInstallation, nativeEngineEnv } from './distributed-runtime';

/** A port of this suite's range where nothing listens: the "stopped" engine. Shared engines are never stopped. */
const CLOSED_PORT = 3239;

const NEEDS: Record<string, EngineNeeds> = {
  gateway: GATEWAY_ENGINES,
  search: SEARCH_ENGINES,
  identity: IDENTITY_ENGINES,
  community: COMMUNITY_ENGINES,
  enrichment: ENRICHMENT_ENGINES,
  content: CONTENT_ENGINES,
};

function environment(overrides: Record<string, string>): SearchEnginesEnv {
  return {
    ...nativeEngineEnv(),
    ...isolatedInstallation('fd_readiness'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fd-readiness-')),
    MINIO_USE_SSL: 'false',
    ...overrides,
  } as unknown as RealEnginesEnv as SearchEnginesEnv;
}

/** Each service's readiness once its adapters had time to connect (or fail to). */
async function readinessOfEveryService(env: SearchEnginesEnv) {
  const platforms: RealPlatform[] = [];
  try {
    const reports: Record<string, Awaited<ReturnType<HealthRegistry['readiness']>>> = {};
    for (const [service, engines] of Object.entries(NEEDS)) {
      const real = createRealPlatform({ service, env, logger: pino({ level: 'silent' }), engines });
      platforms.push(real);
      const registry = new HealthRegistry();
      for (const engine of real.engines) registry.register(engine);
      // The adapters connect in the background: a few rounds until the answer settles.
      let report = await registry.readiness();
      for (let round = 0; round < 20 && report.dependencies.some(notSettled); round++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        report = await registry.readiness();
      }
      reports[service] = report;
    }
    return reports;
  } finally {
    await Promise.all(platforms.map((real) => real.close()));
  }
}

// Only a stopped engine may stay down; anything else still down is an adapter still connecting.
const notSettled = (d: { status: string; error?: string }) =>
  d.status === 'down' && !(d.error ?? '').includes(String(CLOSED_PORT));

describe('readiness names only the engines each service needs (real engines)', () => {
  it('Redis down: the gateway, search, community and content stay ready; identity and enrichment are not', async () => {
    const reports = await readinessOfEveryService(
      environment({ REDIS_URL: `redis://127.0.0.1:${CLOSED_PORT}` }),
    );
    const status = Object.fromEntries(Object.entries(reports).map(([s, r]) => [s, r.status]));
    expect(status).toEqual({
      gateway: 'up',
      search: 'up',
      identity: 'down',
      community: 'up',
      enrichment: 'down',
      content: 'up',
    });
    // The cause is named with its address where it matters …
    expect(reports['identity'].dependencies).toContainEqual(
      expect.objectContaining({
        name: 'cache',
        status: 'down',
        error: expect.stringContaining(`Redis at 127.0.0.1:${CLOSED_PORT}`),
      }),
    );
    // … reported without taking the gateway out of service, saying what waits meanwhile …
    expect(reports['gateway'].dependencies).toContainEqual(
      expect.objectContaining({
        name: 'cache',
        status: 'down',
        detail: expect.stringContaining('posting'),
      }),
    );
    // … and not probed at all by services that do not use Redis.
    expect(reports['community'].dependencies.map((d) => d.name)).not.toContain('cache');
    expect(reports['content'].dependencies.map((d) => d.name)).not.toContain('cache');
    expect(reports['gateway'].dependencies.map((d) => d.name)).not.toContain('documents');
  }, 120_000);

  it('Elasticsearch down: the search service stays ready (it answers from the documents store)', async () => {
    const reports = await readinessOfEveryService(
      environment({ ELASTICSEARCH_URL: `http://127.0.0.1:${CLOSED_PORT}` }),
    );
    expect(reports['search'].status).toBe('up');
    expect(reports['search'].dependencies).toContainEqual(
      expect.objectContaining({ name: 'search-index', status: 'down' }),
    );
  }, 120_000);
});
