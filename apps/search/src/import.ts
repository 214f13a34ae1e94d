import 'reflect-metadata';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@snap/platform-config';
import { MongoDocumentStore } from '@snap/platform-documents';
import { serviceDatabaseUri } from '@snap/platform-runtime';
import { ElasticsearchStoreIndex } from '@snap/platform-search-index';
import {
  Gazetteer,
  ImportStoresUseCase,
  MalformedRetailerFileError,
  StoresRepository,
} from '@snap/search-feature';
import { SearchEnv } from './search.env';

/**
 * Imports a USDA retailer file into a deployed catalog: the search service's database and its index
 * (through the alias, so every replica sees the stores at once), with the service's own configuration.
 * In the search image: `node dist/apps/search/import.js <file.csv>` (docs/operations.md).
 */
async function main(argv: string[]): Promise<number> {
  const [file] = argv;
  if (!file) {
    console.error('usage: node dist/apps/search/import.js <retailer-file.csv>');
    return 2;
  }
  const env = loadConfig(SearchEnv);
  const documents = new MongoDocumentStore({ uri: serviceDatabaseUri(env.MONGODB_URI, 'search') });
  const index = new ElasticsearchStoreIndex({
    node: env.ELASTICSEARCH_URL,
    ...(env.ELASTICSEARCH_INDEX ? { index: env.ELASTICSEARCH_INDEX } : {}),
  });
  try {
    const importer = new ImportStoresUseCase(
      new StoresRepository(documents),
      index,
      new Gazetteer(),
    );
    const summary = await importer.execute(resolve(file), {
      progressEvery: 10_000,
      onProgress: (rows) => console.error(`${rows} rows read`),
    });
    const { skipped, ...counts } = summary;
    console.log(
      JSON.stringify(
        { ...counts, skipped: skipped.length, firstSkipped: skipped.slice(0, 20) },
        null,
        2,
      ),
    );
    return 0;
  } catch (error) {
    console.error(
      error instanceof MalformedRetailerFileError || error instanceof ConfigError
        ? error.message
        : error,
    );
    return 1;
  } finally {
    await index.close();
    await documents.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
