import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import {
  bundledSample,
  Gazetteer,
  ImportStoresUseCase,
  StoresRepository,
} from '@snap/search-feature';

/** Imports the bundled sample into a scratch catalog and prints Georgia's open stores by type: how many
 * the July 2026 list (no type column) leaves as "Other". Run from the repository:
 * `npm run report:store-types`. */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'snap-store-types-'));
  const documents = new EmbeddedDocumentStore(dir);
  try {
    const stores = new StoresRepository(documents, false);
    const importer = new ImportStoresUseCase(stores, new EmbeddedStoreIndex(), new Gazetteer());
    for (const list of bundledSample()) await importer.execute(list.file, list);
    const open = (await stores.documentsInStates(['GA'])).filter((d) => d.status === 'active');
    const byType = new Map<string, number>();
    for (const doc of open) byType.set(doc.Store_Type, (byType.get(doc.Store_Type) ?? 0) + 1);
    console.log(`Georgia stores open after the bundled sample: ${open.length}`);
    for (const [type, count] of [...byType].sort((a, b) => b[1] - a[1]))
      console.log(`  ${type.padEnd(26)} ${count}`);
    const other = byType.get('Other') ?? 0;
    console.log(`"Other": ${other} (${((100 * other) / open.length).toFixed(1)} %)`);
    // The names that stay "Other" most often: where a chain could still be recognised.
    const names = new Map<string, number>();
    for (const doc of open.filter((d) => d.Store_Type === 'Other')) {
      const lead = doc.Store_Name.replace(/[#\d].*$/, '').trim();
      names.set(lead, (names.get(lead) ?? 0) + 1);
    }
    const common = [...names].sort((a, b) => b[1] - a[1]).slice(0, 15);
    console.log(`most common "Other" names: ${common.map(([n, c]) => `${n} (${c})`).join(', ')}`);
  } finally {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
