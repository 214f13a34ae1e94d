import type { DynamicModule, INestApplication, INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CommunityModule, communityOptionsFromEnv } from '@snap/community-feature';
import { ContentModule } from '@snap/content-feature';
import { EnrichmentModule, enrichmentOptionsFromEnv } from '@snap/enrichment-feature';
import {
  configureHttpEdge,
  GatewayModule,
  gatewayOptionsFromEnv,
  httpEdgeOptionsFromEnv,
} from '@snap/gateway-feature';
import { IdentityModule, identityOptionsFromEnv } from '@snap/identity-feature';
import { SearchModule, searchOptionsFromEnv } from '@snap/search-feature';
import { configureBusSigning, EmbeddedBus } from '@snap/platform-bus';
import { smtpMailerFromEnv } from '@snap/platform-mailer';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { createLogger, logFormat, PinoNestLogger } from '@snap/platform-observability';
import {
  closePlatform,
  connectBusServer,
  createEmbeddedPlatform,
  holdDataDir,
  serviceRoot,
  type ServicePlatform,
} from '@snap/platform-runtime';
import type { Logger } from 'pino';
import type { StandaloneEnv } from './standalone.env';

const VERSION = process.env['npm_package_version'] ?? '0.1.0';

function services(
  env: StandaloneEnv,
  jwtSecret: string,
): Array<{ name: string; module: Type<unknown> | DynamicModule }> {
  return [
    {
      name: 'search',
      module: SearchModule.forRoot(
        searchOptionsFromEnv(env, {
          rebuildIndexOnStart: true,
          // The in-process index never goes down alone: no fallback cells to keep.
          keepFallbackCells: false,
        }),
      ),
    },
    {
      name: 'identity',
      module: IdentityModule.forRoot(
        identityOptionsFromEnv(env, { jwtSecret, publicUrl: publicUrlOf(env) }),
      ),
    },
    { name: 'community', module: CommunityModule.forRoot(communityOptionsFromEnv(env)) },
    { name: 'enrichment', module: EnrichmentModule.forRoot(enrichmentOptionsFromEnv(env)) },
    { name: 'content', module: ContentModule },
  ];
}

export interface StandaloneRuntime {
  url: string;
  logger: Logger;
  close(): Promise<void>;
}

/** Every service in this one process, each as its own Nest application (its own container, its own
 * data) on the in-process bus, and the gateway serving GraphQL and both front-ends over HTTP. */
export async function startStandalone(env: StandaloneEnv): Promise<StandaloneRuntime> {
  const logger = createLogger(
    'standalone',
    env.LOG_LEVEL,
    logFormat({ ...process.env, LOG_FORMAT: env.LOG_FORMAT }),
  );
  const bus = new EmbeddedBus();
  const platforms: ServicePlatform[] = [];
  const microservices: INestMicroservice[] = [];
  const dataDir = resolve(env.DATA_DIR);

  const jwtSecret = env.JWT_SECRET ?? localSecret(dataDir, 'jwt-secret');
  // The in-process bus never leaves this process; its metadata is signed all the same, as on Kafka.
  configureBusSigning(randomBytes(32).toString('base64url'));
  const mailer = smtpMailerFromEnv(env);
  for (const { name, module } of services(env, jwtSecret)) {
    // The in-memory index lives with the search service that owns it.
    const searchIndex = name === 'search' ? new EmbeddedStoreIndex() : undefined;
    const platform = createEmbeddedPlatform({
      service: name,
      dataDir,
      bus,
      logger,
      searchIndex,
      mailer,
    });
    platforms.push(platform);
    const app = await NestFactory.createMicroservice(
      serviceRoot({ name, version: VERSION }, platform, module),
      {
        strategy: bus.server(name),
        logger: new PinoNestLogger(platform.logger),
      },
    );
    await app.listen();
    microservices.push(app);
  }

  const gatewayPlatform = createEmbeddedPlatform({ service: 'gateway', dataDir, bus, logger });
  platforms.push(gatewayPlatform);
  const dists = { webDist: 'dist/apps/web', adminDist: 'dist/apps/admin' };
  const webDist = resolve(dists.webDist);
  const adminDist = resolve(dists.adminDist);
  const gatewayRoot = serviceRoot(
    { name: 'gateway', version: VERSION },
    gatewayPlatform,
    GatewayModule.forRoot(
      gatewayOptionsFromEnv(env, { ...dists, jwtSecret, publicUrl: publicUrlOf(env) }),
    ),
    { http: true, opsToken: env.OPS_TOKEN },
  );
  const gateway: INestApplication = await NestFactory.create<NestExpressApplication>(gatewayRoot, {
    logger: new PinoNestLogger(gatewayPlatform.logger),
  });
  configureHttpEdge(
    gateway as NestExpressApplication,
    httpEdgeOptionsFromEnv(env, gateway as NestExpressApplication, dists),
  );
  // No Nest shutdown hooks: main.ts closes the whole runtime on SIGINT/SIGTERM, gateway first. A
  // second close of the gateway racing it waited forever on an HTTP server already closed.
  connectBusServer(gateway, bus.server('gateway'));
  await gateway.startAllMicroservices();
  await gateway.listen(env.PORT, env.HOST);
  const { port } = gateway.getHttpServer().address() as { port: number };
  const url = `http://${env.HOST}:${port}`;
  // Offline tools (npm run admin:grant) refuse to write the embedded store behind this server's back.
  const releaseDataDir = holdDataDir(dataDir, url);
  logger.info(
    { url, dataDir, web: existsSync(webDist), admin: existsSync(adminDist) },
    'standalone runtime ready',
  );

  return {
    url,
    logger,
    async close() {
      releaseDataDir();
      await gateway.close();
      for (const app of microservices) await app.close();
      await bus.broker.drain();
      for (const platform of platforms) await closePlatform(platform);
    },
  };
}

function publicUrlOf(env: StandaloneEnv): string {
  return env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;
}

/** A secret made once for this data folder, so sessions survive restarts without configuration. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
