import 'reflect-metadata';
import { ConfigError, loadConfig } from '@snap/platform-config';
import { MinioBlobStore } from '@snap/platform-blobs';
import { RedisCache } from '@snap/platform-cache';
import { MongoDocumentStore } from '@snap/platform-documents';
import { serviceDatabaseUri } from '@snap/platform-runtime';
import { ElasticsearchStoreIndex } from '@snap/platform-search-index';
import {
  Gazetteer,
  HttpUsdaRetailerService,
  ImportOptionsError,
  ImportStoresUseCase,
  parseImportCommand,
  runImportCommand,
  StoresRepository,
  UsdaSyncUseCase,
} from '@snap/search-feature';
import { SearchEnv } from './search.env';

/**
 * Imports a USDA retailer file, or refreshes from USDA's live retailer service, into a deployed catalog:
 * the search service's database and its index (through the alias, so every replica sees the stores at
 * once), with the service's own configuration. In the search image:
 * `node dist/apps/search/import.js <file.csv> [--as-of …] [--complete-for …]` or
 * `node dist/apps/search/import.js --from usda-service [--state GA]` (docs/operations.md).
 */
async function main(argv: string[]): Promise<number> {
  let command;
  let env: SearchEnv;
  try {
    command = parseImportCommand(argv);
    env = loadConfig(SearchEnv);
  } catch (error) {
    console.error(
      error instanceof ImportOptionsError || error instanceof ConfigError ? error.message : error,
    );
    return 2;
  }
  const documents = new MongoDocumentStore({ uri: serviceDatabaseUri(env.MONGODB_URI, 'search') });
  const index = new ElasticsearchStoreIndex({
    node: env.ELASTICSEARCH_URL,
    ...(env.ELASTICSEARCH_INDEX ? { index: env.ELASTICSEARCH_INDEX } : {}),
  });
  const cache = new RedisCache({
    url: env.REDIS_URL,
    keyPrefix: `${env.REDIS_KEY_PREFIX}:search:`,
  });
  const blobs = new MinioBlobStore({
    endPoint: env.MINIO_ENDPOINT,
    port: env.MINIO_PORT,
    useSSL: env.MINIO_USE_SSL === 'true',
    accessKey: env.MINIO_ACCESS_KEY,
    secretKey: env.MINIO_SECRET_KEY,
    bucket: env.MINIO_BUCKET,
  });
  const importer = new ImportStoresUseCase(new StoresRepository(documents), index, new Gazetteer());
  try {
    return await runImportCommand(command, {
      importer,
      sync: () =>
        new UsdaSyncUseCase(
          new HttpUsdaRetailerService({
            url:
              (command.kind === 'usda-service' ? command.serviceUrl : undefined) ??
              env.USDA_RETAILER_SERVICE_URL,
          }),
          importer,
          blobs,
          cache,
          documents,
        ),
    });
  } finally {
    await Promise.allSettled([index.close(), documents.close(), cache.close(), blobs.close()]);
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
