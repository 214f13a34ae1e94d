import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@snap/platform-config';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';

async function graphql<T>(url: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

describe('standalone runtime', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-standalone-'));
    runtime = await startStandalone(loadConfig(StandaloneEnv, { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' }));
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the health query with every service up, each asked over the bus', async () => {
    const { health } = await graphql<{ health: { status: string; services: Array<{ name: string; status: string; version: string }> } }>(
      runtime.url,
      '{ health { status services { name status version dependencies { name status } } } }',
    );
    expect(health.status).toBe('up');
    expect(health.services.map((s) => s.name)).toEqual(['gateway', 'search', 'identity', 'community', 'enrichment', 'content']);
    expect(health.services.every((s) => s.status === 'up' && s.version.length > 0)).toBe(true);
  });

  it('serves liveness, readiness and Prometheus metrics', async () => {
    expect((await fetch(`${runtime.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${runtime.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'up' });
    const metrics = await (await fetch(`${runtime.url}/metrics`)).text();
    expect(metrics).toContain('http_request_duration_seconds_count{service="gateway",method="POST",route="/graphql",status="200"}');
  });

  it('records page views reported by the web app and rejects malformed ones', async () => {
    const ok = await fetch(`${runtime.url}/api/page-views`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/search?q=walmart' }),
    });
    expect(ok.status).toBe(204);
    const bad = await fetch(`${runtime.url}/api/page-views`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'not-a-path' }),
    });
    expect(bad.status).toBe(400);
    const metrics = await (await fetch(`${runtime.url}/metrics`)).text();
    expect(metrics).toContain('page_views_total{route="/search",service="gateway"} 1');
  });
});
