import { configureBusSigning } from '@snap/platform-bus';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, describeConfig, loadConfig } from '@snap/platform-config';
import { Backoff, sleep } from '@snap/platform-engines';
import { connectBusServer } from './connect-bus-server';
import {
  createLogger,
  logFormat,
  type DependencyCheck,
  HealthRegistry,
  PinoNestLogger,
  type ServiceInfo,
} from '@snap/platform-observability';
import type { Logger } from 'pino';
import type { RealEnginesEnv } from './real-engines.env';
import type { EngineNeeds } from './engine-needs';
import { createRealPlatform, type RealPlatform } from './real-platform';
import { serviceRoot } from './service-root';

/** One service of the distributed runtime: its feature module and what it needs besides the ports. */
export interface ServiceDefinition {
  feature: Type<unknown> | DynamicModule;
  /** The engines the service uses besides Kafka (the search service: also its index), and which of
   * them it cannot serve without: only those make it not ready. */
  engines: EngineNeeds;
  /** Express set-up before the routes (the gateway reads the refresh-token cookie). */
  configure?(app: NestExpressApplication): void;
}

export interface BackoffSchedule {
  initialMs: number;
  maxMs: number;
}

/** Waits grow 0.5, 1, 2, 4, 8, 15, 15 … s: quick when an engine is only a moment late, quiet when it is down. */
export const ENGINE_BACKOFF: BackoffSchedule = { initialMs: 500, maxMs: 15_000 };

export const formatDelay = (ms: number): string =>
  ms < 1_000 ? `${ms} ms` : `${(ms / 1_000).toFixed(ms % 1_000 ? 1 : 0)} s`;

/**
 * Polls every engine until all of them answer, waiting longer after each failed round. Each failed
 * round after the first is logged with the engines that did not answer, by name and address. Resolves false when
 * `signal` aborts (shutdown while waiting).
 */
export async function waitForEngines(
  engines: DependencyCheck[],
  options: {
    logger: Logger;
    backoff?: BackoffSchedule;
    signal?: AbortSignal;
    onRound?: (problems: string[]) => void;
  },
): Promise<boolean> {
  const backoff = new Backoff(options.backoff ?? ENGINE_BACKOFF);
  const registry = new HealthRegistry();
  for (const engine of engines) registry.register(engine);
  for (let round = 1; ; round++) {
    if (options.signal?.aborted) return false;
    const report = await registry.readiness();
    const problems = report.dependencies
      .filter((d) => d.status === 'down')
      .map((d) => d.error ?? `${d.name} is down`);
    options.onRound?.(problems);
    if (problems.length === 0) return true;
    // The adapters connect in the background: the first round usually finds them still connecting.
    const level = round === 1 ? 'debug' : 'warn';
    const delayMs = backoff.next();
    options.logger[level](
      { unreachable: problems, retryInMs: delayMs },
      `not ready: ${problems.join('; ')}; retrying in ${formatDelay(delayMs)}`,
    );
    await sleep(delayMs, options.signal);
  }
}

/**
 * Answers on the service's port while it waits for its engines or boots, so an orchestrator sees a
 * live process that is not ready yet: /health/live 200, /health/ready 503 naming each unreachable
 * engine with its address, everything else 503.
 */
export class StartingServer {
  private readonly registry = new HealthRegistry();
  private readonly server: Server;
  /** Why the last boot attempt failed, shown on /health/ready until the next one succeeds. */
  lastError?: string;

  constructor(
    private readonly info: ServiceInfo,
    engines: DependencyCheck[],
  ) {
    for (const engine of engines) this.registry.register(engine);
    this.server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      const send = (status: number, body: unknown) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          ...(status === 503 ? { 'Retry-After': '5' } : {}),
        });
        res.end(JSON.stringify(body));
      };
      if (path === '/health/live')
        return send(200, {
          status: 'up',
          service: this.info.name,
          version: this.info.version,
          phase: 'starting',
        });
      if (path === '/health/ready') {
        this.registry.readiness().then(
          (report) =>
            send(503, {
              service: this.info.name,
              phase: 'starting',
              ...report,
              status: 'down',
              ...(this.lastError ? { error: this.lastError } : {}),
            }),
          (error: unknown) =>
            send(503, {
              service: this.info.name,
              phase: 'starting',
              status: 'down',
              error: String(error),
            }),
        );
        return;
      }
      send(503, {
        service: this.info.name,
        status: 'starting',
        message: `the ${this.info.name} service is starting: its engines are not all reachable yet`,
      });
    });
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as AddressInfo).port);
      });
    });
  }

  get listening(): boolean {
    return this.server.listening;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.server.listening) return resolve();
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

export interface RunningService {
  url: string;
  /** Resolves once the feature module serves; rejects only on what retrying cannot fix. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** A module that cannot be assembled (a wiring bug): retrying would not help. */
export class ServiceAssemblyError extends Error {
  constructor(cause: unknown) {
    super(
      `the module cannot be assembled: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'ServiceAssemblyError';
  }
}

/**
 * Runs one service of the distributed runtime: answers health probes at once, waits for its engines
 * with backoff, then boots its feature module on Kafka with its own HTTP port for health, metrics
 * (and the gateway's GraphQL). A failed boot (an engine went away meanwhile) goes back to waiting
 * instead of crashing; once up, readiness follows the engines and the adapters reconnect by themselves.
 */
export async function startService<E extends RealEnginesEnv>(
  name: string,
  env: E,
  define: (env: E) => ServiceDefinition,
  options: { logger?: Logger; backoff?: BackoffSchedule; version?: string } = {},
): Promise<RunningService> {
  const info: ServiceInfo = {
    name,
    version: options.version ?? process.env['npm_package_version'] ?? '0.1.0',
  };
  const logger =
    options.logger ??
    createLogger(name, env.LOG_LEVEL, logFormat({ ...process.env, LOG_FORMAT: env.LOG_FORMAT }));
  const definition = define(env);
  configureBusSigning(env.BUS_SIGNING_KEY ?? null);
  if (!env.BUS_SIGNING_KEY)
    logger.warn(
      'BUS_SIGNING_KEY is not set: user ids and roles travel on the bus unsigned (see docs/deploy-security.md)',
    );
  const real = createRealPlatform({
    service: name,
    env,
    logger,
    engines: definition.engines,
  });
  // Start-up and readiness wait only for what the service cannot serve without.
  const required = real.engines.filter((engine) => !engine.degrades);
  const schedule = options.backoff ?? ENGINE_BACKOFF;
  const starting = new StartingServer(info, real.engines);
  const port = await starting.listen(env.PORT, env.HOST);
  const url = `http://${env.HOST}:${port}`;
  logger.info(
    { config: describeConfig(env), url },
    `${name} service starting; waiting for ${required.map((e) => `${e.engine} at ${e.address}`).join(', ')}`,
  );

  let stopped = false;
  const stopping = new AbortController();
  let app: INestApplication | undefined;
  const ready = (async () => {
    const backoff = new Backoff(schedule);
    while (!stopped) {
      if (
        !(await waitForEngines(required, {
          logger,
          backoff: schedule,
          signal: stopping.signal,
        }))
      )
        return;
      try {
        app = await boot(name, info, real, definition, env.OPS_TOKEN);
        if (stopped) return;
        await starting.close();
        await app.listen(port, env.HOST);
        logger.info({ url }, `${name} service ready at ${url}`);
        return;
      } catch (error) {
        if (error instanceof ServiceAssemblyError) throw error;
        const failed = app;
        app = undefined;
        await failed?.close().catch(() => undefined);
        if (!starting.listening) await starting.listen(port, env.HOST);
        const message = error instanceof Error ? error.message : String(error);
        const delayMs = backoff.next();
        starting.lastError = `start-up failed: ${message}; retrying in ${formatDelay(delayMs)}`;
        logger.error(
          { err: error, retryInMs: delayMs },
          `${name} service could not start: ${message}; retrying in ${formatDelay(delayMs)}`,
        );
        await sleep(delayMs, stopping.signal);
      }
    }
  })();

  return {
    url,
    ready,
    async close() {
      stopped = true;
      stopping.abort();
      await ready.catch(() => undefined);
      await starting.close();
      await app?.close();
      await real.close();
    },
  };
}

async function boot(
  name: string,
  info: ServiceInfo,
  real: RealPlatform,
  definition: ServiceDefinition,
  opsToken?: string,
): Promise<INestApplication> {
  let app: NestExpressApplication;
  try {
    app = await NestFactory.create<NestExpressApplication>(
      serviceRoot(info, real.platform, definition.feature, { http: true, opsToken }),
      {
        logger: new PinoNestLogger(real.platform.logger),
        abortOnError: false,
      },
    );
  } catch (error) {
    throw new ServiceAssemblyError(error);
  }
  try {
    definition.configure?.(app);
    connectBusServer(app, real.kafka.server(name));
    // Bootstrap hooks (the search catalog's first import, index rebuild) run before the bus takes requests.
    await app.init();
    await app.startAllMicroservices();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The `main.ts` of one service: configuration from the environment (a bad or missing variable stops
 * the process with a message naming it), then `startService`, stopped cleanly by SIGINT/SIGTERM.
 */
export function runService<E extends RealEnginesEnv>(
  name: string,
  envClass: Type<E>,
  define: (env: E) => ServiceDefinition,
): void {
  let env: E;
  try {
    env = loadConfig(envClass);
  } catch (error) {
    console.error(error instanceof ConfigError ? `${name}: ${error.message}` : error);
    process.exit(1);
  }
  const logger = createLogger(
    name,
    env.LOG_LEVEL,
    logFormat({ ...process.env, LOG_FORMAT: env.LOG_FORMAT }),
  );
  const fail = (error: unknown) => {
    // Only what retrying cannot fix gets here: the port is taken, a module cannot be assembled.
    logger.fatal(
      { err: error },
      `${name} service failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  };
  startService(name, env, define, { logger }).then((service) => {
    service.ready.catch(fail);
    let closing = false;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (closing) return;
        closing = true;
        service.close().then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  }, fail);
}
