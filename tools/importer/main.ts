import 'reflect-metadata';
import { resolve } from 'node:path';
import {
  Gazetteer,
  ImportStoresUseCase,
  StoresRepository,
  MalformedRetailerFileError,
  type ImportSummary,
} from '@snap/search-feature';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';

const USAGE = 'usage: npm run import -- <retailer-file.csv> [--data-dir ./.data]';
const SHOWN_SKIPS = 20;

/** Imports a USDA retailer file into the standalone runtime's catalog (./.data/documents/search). The
 * running search service picks the changes up on its next start (it rebuilds its index from the catalog). */
async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const dataDirFlag = args.indexOf('--data-dir');
  const dataDir =
    dataDirFlag >= 0 ? args.splice(dataDirFlag, 2)[1] : (process.env['DATA_DIR'] ?? './.data');
  const [file] = args;
  if (!file || !dataDir) {
    console.error(USAGE);
    return 2;
  }
  const documents = new EmbeddedDocumentStore(resolve(dataDir, 'documents', 'search'));
  const importer = new ImportStoresUseCase(
    new StoresRepository(documents),
    new EmbeddedStoreIndex(),
    new Gazetteer(),
  );
  try {
    const summary = await importer.execute(resolve(file), {
      progressEvery: 10_000,
      onProgress: (rows) => process.stderr.write(`\r  ${rows.toLocaleString('en-US')} rows read…`),
    });
    process.stderr.write('\n');
    console.log(describe(summary));
    return 0;
  } catch (error) {
    process.stderr.write('\n');
    console.error(error instanceof MalformedRetailerFileError ? error.message : error);
    return 1;
  } finally {
    await documents.close();
  }
}

export function describe(summary: ImportSummary): string {
  const lines = [
    `Imported ${summary.file} (${summary.format}) in ${(summary.durationMs / 1000).toFixed(1)} s`,
    `  rows read                  ${summary.rowsRead}`,
    `  added                      ${summary.added}`,
    `  updated                    ${summary.updated}`,
    `  unchanged                  ${summary.unchanged}`,
    `  closed                     ${summary.closed}`,
    `  placed by ZIP centroid     ${summary.placedByZipCentroid}`,
    `  listed by another source   ${summary.duplicatesOfOtherSources}`,
    `  same store again, merged   ${summary.mergedDuplicates}`,
    `  skipped                    ${summary.skipped.length}`,
    ...summary.skipped.slice(0, SHOWN_SKIPS).map((skip) => `    line ${skip.line}: ${skip.reason}`),
  ];
  if (summary.skipped.length > SHOWN_SKIPS)
    lines.push(`    … and ${summary.skipped.length - SHOWN_SKIPS} more`);
  if (summary.unknownStoreTypes.length)
    lines.push(
      `  unknown USDA store types (filed as Grocery Store): ${summary.unknownStoreTypes.join(', ')}`,
    );
  return lines.join('\n');
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
