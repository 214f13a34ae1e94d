import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MinioBlobStore } from '@snap/platform-blobs';
import { KafkaBus, type KafkaBusOptions } from '@snap/platform-bus';
import { ConfigError } from '@snap/platform-config';
import { TIME_LIMITS } from '@snap/platform-engines';
import { RedisCache } from '@snap/platform-cache';
import { MongoDocumentStore } from '@snap/platform-documents';
import { type Mailer, OutboxMailer, smtpMailerFromEnv } from '@snap/platform-mailer';
import type { DependencyCheck } from '@snap/platform-observability';
import { ElasticsearchStoreIndex } from '@snap/platform-search-index';
import type { Logger } from 'pino';
import { degradesWithout, type EngineNeeds } from './engine-needs';
import type { ServicePlatform } from './platform.module';
import type { RealEnginesEnv, SearchEnginesEnv } from './real-engines.env';

/** One engine a service depends on, named the way an operator finds it: what it is and where. */
export interface EngineDependency extends DependencyCheck {
  engine: string;
  address: string;
}

/** A service's platform on the real engines, with what its runtime needs beyond the ports: the
 * Kafka transport (for the service's server strategy) and the readiness check of each engine. */
export interface RealPlatform {
  platform: ServicePlatform;
  kafka: KafkaBus;
  /** The engines the service uses, each checked for readiness (the ones it serves without say so). */
  engines: EngineDependency[];
  close(): Promise<void>;
}

/** How long one readiness probe may take; under the health registry's own limit so the message
 * that reaches /health/ready is ours, with the engine's address. */
export const ENGINE_PING_TIMEOUT_MS = TIME_LIMITS.readinessProbeMs;

/**
 * Builds one service's adapters on Kafka, MongoDB, Redis, MinIO (and Elasticsearch for search)
 * from its validated configuration. Nothing connects here; each adapter connects (and reconnects)
 * by itself, and `engines` says which one answers.
 */
export function createRealPlatform(options: {
  service: string;
  env: RealEnginesEnv | SearchEnginesEnv;
  logger: Logger;
  /** The engines the service uses besides Kafka, and which of them it cannot serve without. */
  engines: EngineNeeds;
}): RealPlatform {
  const { service, env } = options;
  const logger = options.logger.child({ service });

  const brokers = env.KAFKA_BROKERS.split(',');
  const kafka = new KafkaBus({
    brokers,
    clientId: service,
    logger,
    partitions: env.KAFKA_PARTITIONS,
    ...(env.KAFKA_NAMESPACE ? { namespace: env.KAFKA_NAMESPACE } : {}),
    ...kafkaSecurity(env),
  });
  const mongoUri = serviceDatabaseUri(env.MONGODB_URI, service);
  const documents = new MongoDocumentStore({ uri: mongoUri, logger });
  const cache = new RedisCache({
    url: env.REDIS_URL,
    keyPrefix: `${env.REDIS_KEY_PREFIX}:${service}:`,
    logger,
  });
  const blobs = new MinioBlobStore({
    endPoint: env.MINIO_ENDPOINT,
    port: env.MINIO_PORT,
    useSSL: env.MINIO_USE_SSL === 'true',
    accessKey: env.MINIO_ACCESS_KEY,
    secretKey: env.MINIO_SECRET_KEY,
    bucket: env.MINIO_BUCKET,
    logger,
  });
  const smtp = smtpMailerFromEnv(env);
  const mailer: Mailer = smtp ?? new OutboxMailer(join(env.DATA_DIR, 'outbox'), logger);

  let searchIndex: ElasticsearchStoreIndex | undefined;
  const needs = options.engines;
  const engines: EngineDependency[] = [
    engineCheck('bus', 'Kafka', brokers.join(','), () => kafka.ping()),
  ];
  if (needs.documents)
    engines.push({
      ...engineCheck('documents', 'MongoDB', mongoAddress(mongoUri), () => documents.ping()),
      degrades: degradesWithout(needs.documents),
    });
  if (needs.cache)
    engines.push({
      ...engineCheck('cache', 'Redis', hostAddress(env.REDIS_URL), () => cache.ping()),
      degrades: degradesWithout(needs.cache),
    });
  if (needs.blobs)
    engines.push({
      ...engineCheck('blobs', 'MinIO', `${env.MINIO_ENDPOINT}:${env.MINIO_PORT}`, () =>
        blobs.ping(),
      ),
      degrades: degradesWithout(needs.blobs),
    });
  if (needs.searchIndex) {
    const searchEnv = env as SearchEnginesEnv;
    if (!searchEnv.ELASTICSEARCH_URL)
      throw new Error(`the ${service} service needs ELASTICSEARCH_URL`);
    searchIndex = new ElasticsearchStoreIndex({
      node: searchEnv.ELASTICSEARCH_URL,
      ...(searchEnv.ELASTICSEARCH_INDEX ? { index: searchEnv.ELASTICSEARCH_INDEX } : {}),
      logger,
    });
    const index = searchIndex;
    engines.push({
      ...engineCheck('search-index', 'Elasticsearch', urlAddress(searchEnv.ELASTICSEARCH_URL), () =>
        index.ping(),
      ),
      degrades: degradesWithout(needs.searchIndex),
    });
  }

  const platform: ServicePlatform = {
    bus: kafka.client(),
    documents,
    cache,
    blobs,
    mailer,
    searchIndex,
    logger,
    readiness: engines,
  };
  return {
    platform,
    kafka,
    engines,
    async close() {
      await Promise.allSettled([
        kafka.close(),
        documents.close(),
        cache.close(),
        blobs.close(),
        searchIndex?.close(),
      ]);
      smtp?.close();
    },
  };
}

export function engineCheck(
  name: string,
  engine: string,
  address: string,
  ping: () => Promise<void>,
): EngineDependency {
  return {
    name,
    engine,
    address,
    async check() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${ENGINE_PING_TIMEOUT_MS} ms`)),
          ENGINE_PING_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([ping(), timeout]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The adapters that already name themselves and their address are not named twice.
        if (message.includes(`${engine} at `)) throw error;
        throw new Error(`${engine} at ${address} is not reachable: ${message}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const MONGO_URI = /^(mongodb(?:\+srv)?:\/\/)([^/?\s]+)(?:\/([\w-]*))?(?:\?(\S*))?$/;

/**
 * The service's own database on the configured server: `mongodb://h/snap` → `mongodb://h/snap_search`.
 * With credentials, the database named in the URI stays the one they are checked against.
 */
export function serviceDatabaseUri(uri: string, service: string): string {
  const match = MONGO_URI.exec(uri);
  if (!match)
    throw new Error('MONGODB_URI must be a mongodb:// URI (mongodb://host:port/database)');
  const [, scheme, hosts, database, query] = match;
  const base = database || 'snap';
  const params = new URLSearchParams(query ?? '');
  if (hosts.includes('@') && !params.has('authSource'))
    params.set('authSource', database || 'admin');
  const search = params.toString();
  return `${scheme}${hosts}/${base}_${service}${search ? `?${search}` : ''}`;
}

/** host:port list of a MongoDB URI, without credentials. */
function mongoAddress(uri: string): string {
  const match = MONGO_URI.exec(uri);
  const hosts = match?.[2] ?? uri;
  const database = match?.[3];
  return `${hosts.slice(hosts.lastIndexOf('@') + 1)}${database ? `/${database}` : ''}`;
}

/** host:port of a URL, without credentials or path. */
function hostAddress(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url.replace(/^\w+:\/\/([^@/]*@)?/, '').split('/')[0];
  }
}

/** scheme://host:port of a URL, without credentials or path. */
function urlAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//');
  }
}

/** TLS and SASL for Kafka from the environment; SASL needs a username and password. */
export function kafkaSecurity(env: RealEnginesEnv): Pick<KafkaBusOptions, 'tls' | 'sasl'> {
  const tls =
    env.KAFKA_SSL === 'true'
      ? { ca: env.KAFKA_SSL_CA_FILE ? readFileSync(env.KAFKA_SSL_CA_FILE, 'utf8') : undefined }
      : undefined;
  if (!env.KAFKA_SASL_MECHANISM) return { tls };
  if (!env.KAFKA_SASL_USERNAME || !env.KAFKA_SASL_PASSWORD) {
    throw new ConfigError([
      'KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required with KAFKA_SASL_MECHANISM',
    ]);
  }
  return {
    tls,
    sasl: {
      mechanism: env.KAFKA_SASL_MECHANISM,
      username: env.KAFKA_SASL_USERNAME,
      password: env.KAFKA_SASL_PASSWORD,
    },
  };
}
