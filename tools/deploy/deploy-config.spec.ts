import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '@snap/platform-config';
import { composeEnvironment, interpolate, readCompose } from './compose-env';
/* eslint-disable @nx/enforce-module-boundaries -- this test checks each app's own configuration class
   against the deployment files; apps are not libraries to import anywhere else. */
import { CommunityEnv } from '../../apps/community/src/community.env';
import { ContentEnv } from '../../apps/content/src/content.env';
import { EnrichmentEnv } from '../../apps/enrichment/src/enrichment.env';
import { GatewayEnv } from '../../apps/gateway/src/gateway.env';
import { IdentityEnv } from '../../apps/identity/src/identity.env';
import { SearchEnv } from '../../apps/search/src/search.env';
/* eslint-enable @nx/enforce-module-boundaries */

/** Every service's configuration class: what it reads from the environment. */
const SERVICES: Array<[string, Type<object>]> = [
  ['gateway', GatewayEnv],
  ['search', SearchEnv],
  ['identity', IdentityEnv],
  ['community', CommunityEnv],
  ['enrichment', EnrichmentEnv],
  ['content', ContentEnv],
];
/** Read by Node or the image, not by a configuration class. */
const NOT_IN_CLASSES = new Set(['NODE_ENV']);

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Every variable a class validates, with or without a default (inherited ones included). */
function variablesOf(envClass: Type<object>): string[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(envClass, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))].sort();
}

describe('the service images', () => {
  it("stops a build whose SERVICE is missing or unknown at the Dockerfile's first own step", () => {
    const dockerfile = read('deploy/docker/Dockerfile');
    const accepted = /case "\$\{SERVICE\}" in \\\n\s*([\w|]+)\) ;;/
      .exec(dockerfile)?.[1]
      .split('|');
    expect(accepted).toEqual(SERVICES.map(([service]) => service));
    expect(dockerfile).toContain('the SERVICE build argument is missing');
    // No stage picks a service by itself when the argument is missing.
    expect(dockerfile).not.toMatch(/ARG SERVICE=/);
  });

  it('refuses an unknown service name before building anything', () => {
    const build = spawnSync(
      'bash',
      [join(root, 'tools/deploy/build-images.sh'), 'search', 'serch'],
      {
        encoding: 'utf8',
      },
    );
    expect(build.status).toBe(2);
    expect(build.stderr).toContain(
      "unknown service 'serch' (one of: gateway search identity community enrichment content); nothing was built",
    );
  });
});

describe('docker-compose.yml', () => {
  const compose = readCompose(root);
  const dotEnv = {
    JWT_SECRET: randomBytes(48).toString('base64'),
    BUS_SIGNING_KEY: randomBytes(48).toString('base64'),
    MINIO_ACCESS_KEY: 'snap-admin',
    MINIO_SECRET_KEY: randomBytes(36).toString('base64'),
  };

  it.each(SERVICES)(
    'sets every variable the %s service reads, and only those',
    (service, envClass) => {
      const environment = compose.services[service]?.environment ?? {};
      const set = Object.keys(environment)
        .filter((name) => !NOT_IN_CLASSES.has(name) || variablesOf(envClass).includes(name))
        .sort();
      expect(set).toEqual(variablesOf(envClass));
    },
  );

  it.each(SERVICES)('gives the %s service a configuration it starts with', (service, envClass) => {
    const environment = composeEnvironment(compose, service, dotEnv);
    expect(() => loadConfig(envClass, environment)).not.toThrow();
  });

  it('refuses to start without a JWT_SECRET in .env instead of using a committed one', () => {
    const gateway = compose.services['gateway']?.environment ?? {};
    expect(() => interpolate(String(gateway['JWT_SECRET']), {})).toThrow(
      'compose requires JWT_SECRET',
    );
  });

  it('refuses to start without BUS_SIGNING_KEY and MinIO credentials in .env: no well-known defaults', () => {
    for (const service of ['gateway', 'search', 'identity', 'community', 'enrichment', 'content']) {
      const environment = compose.services[service]?.environment ?? {};
      expect(() => interpolate(String(environment['BUS_SIGNING_KEY']), {})).toThrow(
        'compose requires BUS_SIGNING_KEY',
      );
      expect(environment['NODE_ENV']).toBe('production');
      for (const name of ['MINIO_ACCESS_KEY', 'MINIO_SECRET_KEY'])
        expect(() => interpolate(String(environment[name]), {})).toThrow(
          `compose requires ${name}`,
        );
    }
    const minio = compose.services['minio']?.environment ?? {};
    for (const name of ['MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD'])
      expect(() => interpolate(String(minio[name]), {})).toThrow('compose requires MINIO_');
    expect(read('docker-compose.yml')).not.toMatch(/snapminio/);
  });
});

describe.each(['dev', 'prod'])('k8s/overlays/%s', (overlay) => {
  const base = parse(read('k8s/base/kustomization.yaml')) as {
    configMapGenerator: Array<{ literals: string[] }>;
  };
  const own = parse(read(`k8s/overlays/${overlay}/kustomization.yaml`)) as {
    configMapGenerator?: Array<{ literals: string[] }>;
  };
  const literals = (generators?: Array<{ literals: string[] }>) =>
    Object.fromEntries(
      (generators ?? [])
        .flatMap((g) => g.literals)
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
  // The config map the overlay renders (its literals merged over the base's).
  const config: Record<string, string> = {
    ...literals(base.configMapGenerator),
    ...literals(own.configMapGenerator),
  };
  const secretKeys = read(`k8s/overlays/${overlay}/secrets.env.example`)
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => line.split('=')[0]);
  // What an operator puts in secrets.env (strong random values where the example leaves them empty).
  const secrets = Object.fromEntries(
    secretKeys.map((key) => [key, key === 'SMTP_URL' ? '' : exampleSecret(key, overlay)]),
  );

  it.each(SERVICES)('sets every variable the %s service reads', (service, envClass) => {
    const container = containerOf(service);
    const fromEnv = (container.env ?? []).map((e) => e.name);
    const available = new Set([...Object.keys(config), ...fromEnv]);
    expect(variablesOf(envClass).filter((name) => !available.has(name))).toEqual([]);
  });

  it.each(SERVICES)('gives the %s service a configuration it starts with', (service, envClass) => {
    const container = containerOf(service);
    const environment: Record<string, string> = { ...config };
    for (const e of container.env ?? []) {
      if (e.value !== undefined) environment[e.name] = e.value;
      const ref = e.valueFrom?.secretKeyRef;
      if (ref) {
        if (!(ref.key in secrets) && !ref.optional)
          throw new Error(`${service} reads ${ref.key}, missing from secrets.env.example`);
        environment[e.name] = secrets[ref.key] ?? '';
      }
    }
    expect(() => loadConfig(envClass, environment)).not.toThrow();
  });

  it.each(SERVICES)(
    'stops the %s service while the example leaves BUS_SIGNING_KEY empty, and says it must be set',
    (service, envClass) => {
      const container = containerOf(service);
      const environment: Record<string, string> = { ...config };
      for (const e of container.env ?? []) {
        if (e.value !== undefined) environment[e.name] = e.value;
        const ref = e.valueFrom?.secretKeyRef;
        if (ref)
          environment[e.name] = ref.key === 'BUS_SIGNING_KEY' ? '' : (secrets[ref.key] ?? '');
      }
      expect(() => loadConfig(envClass, environment)).toThrow(/BUS_SIGNING_KEY is missing/);
      expect(read(`k8s/overlays/${overlay}/secrets.env.example`)).toMatch(
        /# Required: signs user ids and roles[\s\S]*\nBUS_SIGNING_KEY=$/m,
      );
    },
  );

  it('keeps secret values out of the committed files: the example leaves JWT_SECRET empty', () => {
    expect(read(`k8s/overlays/${overlay}/secrets.env.example`)).toMatch(/^JWT_SECRET=$/m);
    expect(read('.gitignore')).toContain('k8s/overlays/*/secrets.env');
  });

  if (overlay === 'prod') {
    it('does not import the sample', () => {
      expect(config['IMPORT_SAMPLE_ON_EMPTY']).toBe('false');
    });
  }
});

interface Container {
  env?: Array<{
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { key: string; optional?: boolean } };
  }>;
}

function containerOf(service: string): Container {
  const documents = parseAllDocuments(read(`k8s/base/${service}.yaml`)).map(
    (d) =>
      d.toJS() as { kind?: string; spec?: { template: { spec: { containers: Container[] } } } },
  );
  const deployment = documents.find((d) => d.kind === 'Deployment');
  if (!deployment?.spec) throw new Error(`k8s/base/${service}.yaml has no Deployment`);
  return deployment.spec.template.spec.containers[0];
}

function exampleSecret(key: string, overlay: string): string {
  const random = randomBytes(24).toString('hex');
  switch (key) {
    case 'JWT_SECRET':
      return randomBytes(48).toString('base64');
    case 'MONGODB_URI':
      return overlay === 'dev'
        ? 'mongodb://mongo:27017/snap'
        : `mongodb://snap:${random}@mongo.snapfinder.internal:27017/snap`;
    case 'REDIS_URL':
      return overlay === 'dev'
        ? 'redis://redis:6379'
        : `rediss://:${random}@redis.snapfinder.internal:6379`;
    case 'MINIO_ACCESS_KEY':
      return 'snapminio';
    default:
      return random;
  }
}
