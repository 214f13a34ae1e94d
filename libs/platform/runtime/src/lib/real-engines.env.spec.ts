import { randomBytes } from 'node:crypto';
import { ConfigError, describeConfig, loadConfig } from '@snap/platform-config';
import { RealEnginesEnv, SearchEnginesEnv } from './real-engines.env';
import { engineCheck, kafkaSecurity, serviceDatabaseUri } from './real-platform';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What deploy/native/env.sh exports (and docker compose and the k8s config map set, with their host names). */
const native = {
  KAFKA_BROKERS: '127.0.0.1:9092',
  MONGODB_URI: 'mongodb://127.0.0.1:27017/snap',
  REDIS_URL: 'redis://127.0.0.1:6379',
  MINIO_ENDPOINT: '127.0.0.1',
  MINIO_PORT: '9000',
  MINIO_ACCESS_KEY: 'snapminio',
  MINIO_SECRET_KEY: 'snapminio-secret',
  MINIO_USE_SSL: 'false',
  BUS_SIGNING_KEY: randomBytes(48).toString('base64'),
};

function problems(
  env: Record<string, string>,
  envClass: typeof RealEnginesEnv = RealEnginesEnv,
): string[] {
  try {
    loadConfig(envClass, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the real engines configuration', () => {
  it('reads the variables of deploy/native/env.sh and the docker compose host names', () => {
    const env = loadConfig(RealEnginesEnv, native);
    expect(env).toMatchObject({
      KAFKA_BROKERS: '127.0.0.1:9092',
      MINIO_PORT: 9000,
      MINIO_BUCKET: 'snap',
      REDIS_KEY_PREFIX: 'snap',
    });
    const compose = {
      ...native,
      KAFKA_BROKERS: 'kafka:9092',
      MONGODB_URI: 'mongodb://mongo:27017/snap',
      REDIS_URL: 'redis://redis:6379',
      MINIO_ENDPOINT: 'minio',
    };
    expect(
      problems({ ...compose, ELASTICSEARCH_URL: 'http://elasticsearch:9200' }, SearchEnginesEnv),
    ).toEqual([]);
    expect(problems({ ...native, KAFKA_BROKERS: 'kafka-0:9092,kafka-1:9092' })).toEqual([]);
  });

  it('names every missing engine address instead of guessing one', () => {
    expect(problems({})).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^KAFKA_BROKERS is missing/),
        expect.stringMatching(/^MONGODB_URI is missing/),
        expect.stringMatching(/^REDIS_URL is missing/),
        expect.stringMatching(/^MINIO_ENDPOINT is missing/),
        expect.stringMatching(/^MINIO_ACCESS_KEY is missing/),
        expect.stringMatching(/^MINIO_SECRET_KEY is missing/),
      ]),
    );
    expect(problems(native, SearchEnginesEnv)).toEqual([
      expect.stringMatching(/^ELASTICSEARCH_URL is missing/),
    ]);
  });

  it('names a malformed variable with the value it got, never a secret', () => {
    expect(problems({ ...native, KAFKA_BROKERS: 'http://127.0.0.1:9092' })).toEqual([
      'KAFKA_BROKERS must be a comma-separated list of host:port (got "http://127.0.0.1:9092")',
    ]);
    expect(problems({ ...native, MINIO_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'MINIO_ENDPOINT must be a host name without scheme or port (got "http://127.0.0.1:9000")',
    ]);
    expect(problems({ ...native, MINIO_USE_SSL: 'yes' })).toEqual([
      'MINIO_USE_SSL must be one of the following values: true, false (got "yes")',
    ]);
    expect(problems({ ...native, ELASTICSEARCH_URL: '127.0.0.1:9200' }, SearchEnginesEnv)).toEqual([
      'ELASTICSEARCH_URL must be an http:// or https:// URL (got "127.0.0.1:9200")',
    ]);
    expect(problems({ ...native, MONGODB_URI: 'postgres://admin:hunter22@db/snap' })).toEqual([
      'MONGODB_URI must be a mongodb:// URI (mongodb://host:port/database) (got [secret])',
    ]);
    expect(problems({ ...native, MINIO_SECRET_KEY: 'short' })).toEqual([
      'MINIO_SECRET_KEY must be longer than or equal to 8 characters (got [secret])',
    ]);
    expect(describeConfig(loadConfig(RealEnginesEnv, native))).toMatchObject({
      MINIO_SECRET_KEY: '[secret]',
      MONGODB_URI: '[secret]',
      REDIS_URL: '[secret]',
      MINIO_ACCESS_KEY: 'snapminio',
    });
  });
});

describe('each service its own database', () => {
  it('names the database after the configured one and the service', () => {
    expect(serviceDatabaseUri('mongodb://127.0.0.1:27017/snap', 'search')).toBe(
      'mongodb://127.0.0.1:27017/snap_search',
    );
    expect(serviceDatabaseUri('mongodb://mongo:27017', 'identity')).toBe(
      'mongodb://mongo:27017/snap_identity',
    );
    expect(serviceDatabaseUri('mongodb://a:27017,b:27017/prod?replicaSet=rs0', 'community')).toBe(
      'mongodb://a:27017,b:27017/prod_community?replicaSet=rs0',
    );
  });

  it('keeps checking credentials against the database the URI named', () => {
    expect(serviceDatabaseUri('mongodb://app:pw@mongo:27017/snap', 'search')).toBe(
      'mongodb://app:pw@mongo:27017/snap_search?authSource=snap',
    );
    expect(serviceDatabaseUri('mongodb://app:pw@mongo:27017/', 'search')).toBe(
      'mongodb://app:pw@mongo:27017/snap_search?authSource=admin',
    );
    expect(serviceDatabaseUri('mongodb://app:pw@mongo/snap?authSource=users', 'search')).toBe(
      'mongodb://app:pw@mongo/snap_search?authSource=users',
    );
  });
});

describe('an engine readiness check', () => {
  it('names the engine and its address when it fails or hangs', async () => {
    const refused = engineCheck('cache', 'Redis', '127.0.0.1:6390', () =>
      Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6390')),
    );
    await expect(refused.check()).rejects.toThrow(
      'Redis at 127.0.0.1:6390 is not reachable: connect ECONNREFUSED 127.0.0.1:6390',
    );
    const hanging = engineCheck(
      'bus',
      'Kafka',
      '127.0.0.1:9092',
      () => new Promise<void>(() => undefined),
    );
    await expect(hanging.check()).rejects.toThrow(
      'Kafka at 127.0.0.1:9092 is not reachable: no answer within 1500 ms',
    );
    await expect(
      engineCheck('blobs', 'MinIO', '127.0.0.1:9000', () => Promise.resolve()).check(),
    ).resolves.toBeUndefined();
    const named = engineCheck('documents', 'MongoDB', '127.0.0.1:27017/snap_search', () =>
      Promise.reject(
        new Error('MongoDB at 127.0.0.1:27017 is not reachable: connect ECONNREFUSED'),
      ),
    );
    await expect(named.check()).rejects.toThrow(
      /^MongoDB at 127.0.0.1:27017 is not reachable: connect ECONNREFUSED$/,
    );
  });
});

describe('the bus signing key (attack: a forged unsigned roles:["admin"] on the bus was trusted)', () => {
  const { BUS_SIGNING_KEY: _key, ...unsigned } = native;

  it('stops every service without BUS_SIGNING_KEY outside development, naming the variable', () => {
    for (const env of [unsigned, { ...unsigned, NODE_ENV: 'production' }])
      expect(problems(env)).toEqual([
        expect.stringMatching(/^BUS_SIGNING_KEY is missing .*must be set outside development/),
      ]);
    expect(problems({ ...unsigned, NODE_ENV: 'production', BUS_SIGNING_KEY: '' })).toHaveLength(1);
  });

  it('lets development and test run without one (they warn at start-up)', () => {
    expect(problems({ ...unsigned, NODE_ENV: 'development' })).toEqual([]);
    expect(problems({ ...unsigned, NODE_ENV: 'test' })).toEqual([]);
  });
});

describe('Kafka TLS and SASL settings', () => {
  it('passes TLS with a private CA and SCRAM credentials to the bus, and refuses SASL without credentials', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wt-sec-ca-'));
    writeFileSync(
      join(dir, 'ca.pem'),
      '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
    );
    const env = loadConfig(RealEnginesEnv, {
      ...native,
      KAFKA_SSL: 'true',
      KAFKA_SSL_CA_FILE: join(dir, 'ca.pem'),
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: 'snap-search',
      KAFKA_SASL_PASSWORD: 'a-password',
    });
    expect(kafkaSecurity(env)).toEqual({
      tls: { ca: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' },
      sasl: { mechanism: 'scram-sha-512', username: 'snap-search', password: 'a-password' },
    });
    expect(describeConfig(env)).toMatchObject({ KAFKA_SASL_PASSWORD: '[secret]' });
    expect(kafkaSecurity(loadConfig(RealEnginesEnv, native))).toEqual({ tls: undefined });
    expect(() =>
      kafkaSecurity(loadConfig(RealEnginesEnv, { ...native, KAFKA_SASL_MECHANISM: 'plain' })),
    ).toThrow('KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required with KAFKA_SASL_MECHANISM');
    expect(problems({ ...native, KAFKA_SASL_MECHANISM: 'gssapi' })).toEqual([
      expect.stringContaining('KAFKA_SASL_MECHANISM'),
    ]);
    expect(
      problems({ ...native, BUS_SIGNING_KEY: 'replace-with-another-long-random-secret' }),
    ).toEqual([
      expect.stringContaining('BUS_SIGNING_KEY is a placeholder from an example, not a secret'),
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});
