import { randomBytes } from 'node:crypto';
// The GraphQL schema the front-ends are generated from (libs/api-client/schema.graphql), printed from the
// gateway module itself: the Nest application is built in memory on embedded adapters in a temporary folder
// and initialised, never listened on, so no server starts and nothing else runs.
//
//   node -r @swc-node/register tools/codegen/schema.ts           write the schema file
//   node -r @swc-node/register tools/codegen/schema.ts --check   fail when the committed file is stale
//
// `npm exec nx -- run api-client:codegen` runs it, then regenerates the typed client from it.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GatewayModule } from '@snap/gateway-feature';
import { EmbeddedBus } from '@snap/platform-bus';
import { createLogger } from '@snap/platform-observability';
import { closePlatform, createEmbeddedPlatform, serviceRoot } from '@snap/platform-runtime';

export const SCHEMA_FILE = resolve(__dirname, '../../libs/api-client/schema.graphql');

/** The schema exactly as the gateway prints it (sorted, with Nest's generated-file header). */
export async function printGatewaySchema(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'snap-schema-'));
  const platform = createEmbeddedPlatform({
    service: 'gateway',
    dataDir: dir,
    bus: new EmbeddedBus(),
    logger: createLogger('schema', 'silent'),
  });
  const file = join(dir, 'schema.graphql');
  const root = serviceRoot(
    { name: 'gateway', version: 'schema' },
    platform,
    // Printing the schema signs nothing: a throwaway strong secret satisfies the module's check.
    GatewayModule.forRoot({
      schemaFile: file,
      jwtSecret: randomBytes(48).toString('base64'),
      cookieSecure: false,
    }),
    { http: true },
  );
  const app = await NestFactory.create(root, { logger: false, abortOnError: false });
  try {
    await app.init();
    return readFileSync(file, 'utf8');
  } finally {
    await app.close();
    await closePlatform(platform);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const printed = await printGatewaySchema();
  const committed = readFileSync(SCHEMA_FILE, 'utf8');
  if (process.argv.includes('--check')) {
    if (printed !== committed) {
      console.error(
        'libs/api-client/schema.graphql is stale: the gateway now prints a different schema.\n' +
          'Regenerate the schema and the typed client with `npm exec nx -- run api-client:codegen` and commit both.',
      );
      process.exit(1);
    }
    console.log('libs/api-client/schema.graphql matches the gateway');
    return;
  }
  if (printed === committed) console.log('libs/api-client/schema.graphql is already current');
  else {
    writeFileSync(SCHEMA_FILE, printed);
    console.log('libs/api-client/schema.graphql written from the gateway');
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
