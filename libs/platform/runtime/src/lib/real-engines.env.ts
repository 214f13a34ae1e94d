import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { IsStrongSecret, Secret } from '@snap/platform-config';
import { WithMailEnv } from '@snap/platform-mailer';

/**
 * What every service of the distributed runtime reads to reach its engines: the names docker
 * compose, the Kubernetes config map and deploy/native/env.sh set. The engine addresses have no
 * defaults on purpose: a deployment that forgets one stops at start-up naming it, instead of
 * quietly looking for an engine on its own loopback.
 */
const devOrTest = (nodeEnv: string | undefined) => nodeEnv === 'development' || nodeEnv === 'test';

export class RealEnginesEnv extends WithMailEnv(class {}) {
  /** Port of this service's HTTP endpoints (/health/live, /health/ready, /metrics; the gateway's GraphQL). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '127.0.0.1';

  /** Operators' bearer token for /metrics and the engine details on /health/ready. Without it only a
   * direct local caller (loopback, no proxy headers) sees them; everyone else gets statuses only. */
  @Secret()
  @IsOptional()
  @IsString()
  @MinLength(32)
  OPS_TOKEN?: string;

  /** Signs who-asks metadata (user, roles) on the bus; the same random value (32+ characters) in every
   * service of an installation. Required unless NODE_ENV is development or test: without it anyone who
   * can write to the broker could claim any user id and roles. */
  @Secret()
  @ValidateIf(
    (env: RealEnginesEnv) => env.BUS_SIGNING_KEY !== undefined || !devOrTest(env.NODE_ENV),
  )
  @IsString({
    message:
      'BUS_SIGNING_KEY must be set outside development (the same 32+ random characters in every service: openssl rand -base64 48)',
  })
  @IsStrongSecret()
  BUS_SIGNING_KEY?: string;

  /** development or test lets a service run without BUS_SIGNING_KEY (with a warning); unset counts as
   * production, so a deployment that forgets both stops instead of trusting unsigned roles. */
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: string;

  @IsIn(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'])
  LOG_LEVEL = 'info';

  /** pretty (readable lines) or json (one object per line, for log collectors); unset: json when
   * NODE_ENV is production or test, pretty otherwise. */
  @IsOptional()
  @IsIn(['pretty', 'json'], { message: 'LOG_FORMAT must be pretty or json' })
  LOG_FORMAT?: string;

  /** Kafka bootstrap servers, comma-separated host:port. */
  @Matches(/^[^\s,:]+:\d{1,5}(,[^\s,:]+:\d{1,5})*$/, {
    message: 'KAFKA_BROKERS must be a comma-separated list of host:port',
  })
  KAFKA_BROKERS!: string;

  /** Prefix of every Kafka topic and consumer group, so several installations (or test runs) can share one cluster. */
  @IsOptional()
  @Matches(/^[\w.-]+$/, { message: 'KAFKA_NAMESPACE must be letters, digits, ., _ or -' })
  KAFKA_NAMESPACE?: string;

  /** Partitions of each request and event topic made from now on: the most instances of one service
   * that can share its work (docs/capacity.md sizes it; a topic made earlier keeps its count). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(256)
  KAFKA_PARTITIONS = 3;

  /** TLS to the brokers; KAFKA_SSL_CA_FILE names a PEM file for a private certificate authority. */
  @IsIn(['true', 'false'])
  KAFKA_SSL = 'false';

  @IsOptional()
  @IsString()
  KAFKA_SSL_CA_FILE?: string;

  /** SASL authentication to the brokers (with KAFKA_SSL=true, or the password crosses in the clear). */
  @IsOptional()
  @IsIn(['plain', 'scram-sha-256', 'scram-sha-512'])
  KAFKA_SASL_MECHANISM?: 'plain' | 'scram-sha-256' | 'scram-sha-512';

  @IsOptional()
  @IsString()
  KAFKA_SASL_USERNAME?: string;

  @Secret()
  @IsOptional()
  @IsString()
  KAFKA_SASL_PASSWORD?: string;

  /** Where the documents live; each service uses its own database, named after this one's
   * (`snap` → `snap_search`, `snap_identity`, …), because it owns its data. May hold credentials. */
  @Secret()
  @Matches(/^mongodb(\+srv)?:\/\/[^/\s]+(\/[\w-]*)?(\?\S*)?$/, {
    message: 'MONGODB_URI must be a mongodb:// URI (mongodb://host:port/database)',
  })
  MONGODB_URI!: string;

  /** May hold a password (redis://:password@host:port). */
  @Secret()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL!: string;

  /** Each service's keys start with `<prefix>:<service>:`, so services sharing one Redis never collide. */
  @Matches(/^[\w-]+$/, { message: 'REDIS_KEY_PREFIX must be letters, digits, _ or -' })
  REDIS_KEY_PREFIX = 'snap';

  /** Host name of the S3 endpoint, without scheme or port. */
  @Matches(/^[^\s/:]+$/, { message: 'MINIO_ENDPOINT must be a host name without scheme or port' })
  MINIO_ENDPOINT!: string;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  MINIO_PORT = 9000;

  @IsIn(['true', 'false'])
  MINIO_USE_SSL = 'false';

  @IsString()
  @MinLength(3)
  MINIO_ACCESS_KEY!: string;

  @Secret()
  @IsString()
  @MinLength(8)
  MINIO_SECRET_KEY!: string;

  /** Created on start-up when missing: photos and blog images. */
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message:
      'MINIO_BUCKET must be a valid S3 bucket name (3-63 lower-case letters, digits, dots or hyphens)',
  })
  MINIO_BUCKET = 'snap';

  /** Local folder for the outbox (when SMTP_URL is unset). Everything else lives in the engines. */
  @IsString()
  DATA_DIR = './.data';
}

/** The search service also owns the Elasticsearch index. */
export class SearchEnginesEnv extends RealEnginesEnv {
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'ELASTICSEARCH_URL must be an http:// or https:// URL' },
  )
  ELASTICSEARCH_URL!: string;

  /** Name of the stores index (one per installation on a shared cluster). */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9_-]*$/, {
    message: 'ELASTICSEARCH_INDEX must be lower-case letters, digits, _ or -',
  })
  ELASTICSEARCH_INDEX?: string;
}
