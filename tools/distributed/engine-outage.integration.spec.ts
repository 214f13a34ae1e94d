import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureServiceBundles, serviceBundle } from './service-bundles';
import { nativeEngineEnv } from './distributed-runtime';
import { eventually } from '@snap/platform-engines/testing';

// What an operator sees when configuration is wrong or an engine is missing: the process stops naming
// the variable; an unreachable engine is named with its address on /health/ready while the service
// keeps retrying, and the service becomes ready by itself once the engine is back, also after an
// outage while it runs. The engine taken away is a private Redis this spec starts and stops.

const ROOT = resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

const BUS_SIGNING_KEY_OF_SPEC = randomBytes(32).toString('base64url');

function runService(
  name: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  // The bundle the image runs, built (when its sources changed) before the first service starts.
  ensureServiceBundles([name], () => undefined);
  const child = spawn(process.execPath, ['--enable-source-maps', serviceBundle(name)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env['PATH'] ?? '',
      // Every service refuses to start without one outside development.
      BUS_SIGNING_KEY: BUS_SIGNING_KEY_OF_SPEC,
      ...env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

interface Readiness {
  status: number;
  body: {
    status: string;
    dependencies: Array<{ name: string; status: string; error?: string }>;
  } | null;
}

async function readiness(url: string): Promise<Readiness> {
  try {
    const response = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: (await response.json()) as Readiness['body'] };
  } catch {
    return { status: 0, body: null };
  }
}

/** The readiness answer, asked until it is the one wanted. */
function readinessUntil(
  url: string,
  wanted: (r: Readiness) => boolean,
  timeoutMs: number,
): Promise<Readiness> {
  return eventually(() => readiness(url), wanted, { timeoutMs, everyMs: 250 });
}

function startRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

describe('a service of the distributed runtime facing bad configuration and engine outages', () => {
  it('stops at start-up naming each missing or malformed variable', async () => {
    const search = runService('search', {
      ...nativeEngineEnv(),
      KAFKA_BROKERS: '',
      ELASTICSEARCH_URL: '127.0.0.1:9200',
      MINIO_PORT: 'ninety',
    });
    expect(await search.exited).toBe(1);
    expect(search.output()).toContain('search: Invalid configuration:');
    expect(search.output()).toContain('KAFKA_BROKERS is missing');
    expect(search.output()).toContain(
      'ELASTICSEARCH_URL must be an http:// or https:// URL (got "127.0.0.1:9200")',
    );
    expect(search.output()).toContain('MINIO_PORT must be an integer number (got "ninety")');

    const identity = runService('identity', { ...nativeEngineEnv(), JWT_SECRET: 'too-short' });
    expect(await identity.exited).toBe(1);
    expect(identity.output()).toContain('JWT_SECRET must be at least 32 characters');
    expect(identity.output()).not.toContain('too-short');
  }, 60_000);

  describe('when Redis is away', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'snap-outage-'));
    let redisPort: number;
    let redis: ChildProcess | undefined;
    let service: ReturnType<typeof runService>;
    let url: string;

    beforeAll(async () => {
      redisPort = await freePort();
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      // Identity counts sign-in tries in Redis, so it cannot serve without it (content does not use it).
      service = runService('identity', {
        ...nativeEngineEnv(),
        JWT_SECRET: 'engine-outage-spec-signing-secret-0123456789',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        PORT: String(port),
        DATA_DIR: dataDir,
        KAFKA_NAMESPACE: 'snap-outage',
        MONGODB_URI: nativeEngineEnv()['MONGODB_URI'].replace(/\/[^/?]*$/, '/snap_outage'),
        MINIO_BUCKET: 'snap-outage',
        LOG_LEVEL: 'info',
      });
    }, 30_000);

    afterAll(async () => {
      await stopProcess(service?.child);
      await stopProcess(redis);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers live but not ready, naming Redis and its address, and keeps retrying', async () => {
      const live = await eventually(() => fetch(`${url}/health/live`), {
        timeoutMs: 30_000,
        everyMs: 250,
      });
      expect(live.status).toBe(200);
      // Not ready for Redis alone: the other engines' connections may still be opening at first.
      const notReady = await readinessUntil(
        url,
        (r) =>
          r.status === 503 &&
          (r.body?.dependencies ?? []).every((d) => d.name === 'cache' || d.status === 'up'),
        20_000,
      );
      expect(notReady.body?.dependencies).toContainEqual({
        name: 'cache',
        status: 'down',
        error: expect.stringMatching(
          new RegExp(`^Redis at 127\\.0\\.0\\.1:${redisPort} is not reachable`),
        ),
      });
      expect(
        notReady.body?.dependencies.filter((d) => d.status === 'up').map((d) => d.name),
      ).toEqual(['bus', 'documents']);
      // Several rounds, each logged with the address, and the process still running.
      const notReadyLines = () =>
        service
          .output()
          .match(
            new RegExp(`not ready: Redis at 127\\.0\\.0\\.1:${redisPort} is not reachable`, 'g'),
          )?.length ?? 0;
      await eventually(notReadyLines, (lines) => lines >= 2, { timeoutMs: 20_000, everyMs: 250 });
      expect(
        service
          .output()
          .match(
            new RegExp(`not ready: Redis at 127\\.0\\.0\\.1:${redisPort} is not reachable`, 'g'),
          )?.length,
      ).toBeGreaterThanOrEqual(2);
      expect(service.child.exitCode).toBeNull();
    }, 45_000);

    it('becomes ready by itself once Redis is there', async () => {
      redis = startRedis(redisPort);
      const ready = await readinessUntil(url, (r) => r.status === 200, 40_000);
      expect(ready.body?.status).toBe('up');
      expect(service.output()).toContain(`identity service ready at ${url}`);
    }, 45_000);

    it('reports not ready while Redis goes away during operation, and recovers when it returns', async () => {
      await stopProcess(redis);
      const down = await readinessUntil(url, (r) => r.status === 503, 15_000);
      expect(down.body?.dependencies.find((d) => d.name === 'cache')?.error).toMatch(
        new RegExp(`^Redis at 127\\.0\\.0\\.1:${redisPort} is not reachable`),
      );
      expect(service.child.exitCode).toBeNull();
      redis = startRedis(redisPort);
      await readinessUntil(url, (r) => r.status === 200, 40_000);
    }, 60_000);

    it('stops cleanly on SIGTERM', async () => {
      service.child.kill('SIGTERM');
      expect(await service.exited).toBe(0);
    }, 30_000);
  });
});
