import 'reflect-metadata';
import { resolve } from 'node:path';
import { FilesystemBlobStore } from '@snap/platform-blobs';
import { MemoryCache } from '@snap/platform-cache';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
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

/** Imports a USDA retailer file, or refreshes from USDA's live retailer service, into the standalone
 * runtime's catalog (./.data/documents/search). The running search service picks the changes up on its
 * next start (it rebuilds its index from the catalog). */
async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseImportCommand(argv);
  } catch (error) {
    console.error(error instanceof ImportOptionsError ? error.message : error);
    return 2;
  }
  const dataDir = resolve(command.dataDir ?? process.env['DATA_DIR'] ?? './.data');
  const documents = new EmbeddedDocumentStore(resolve(dataDir, 'documents', 'search'));
  const index = new EmbeddedStoreIndex();
  const importer = new ImportStoresUseCase(new StoresRepository(documents), index, new Gazetteer());
  try {
    return await runImportCommand(command, {
      importer,
      sync: () =>
        new UsdaSyncUseCase(
          new HttpUsdaRetailerService({
            url:
              (command.kind === 'usda-service' ? command.serviceUrl : undefined) ??
              process.env['USDA_RETAILER_SERVICE_URL'],
          }),
          importer,
          new FilesystemBlobStore(resolve(dataDir, 'blobs')),
          new MemoryCache(),
          documents,
        ),
    });
  } finally {
    await documents.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
