import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { CatalogCoverageRepository } from '../catalog/catalog-coverage.repository';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { CatalogCoverageUseCase } from './catalog-coverage.usecase';

const fixture = join(__dirname, '../../../../../data/fixtures/historical-retailers-sample.csv');

describe('what the catalog may claim', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let importer: ImportStoresUseCase;
  let coverage: CatalogCoverageUseCase;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-coverage-'));
    documents = new EmbeddedDocumentStore(dir);
    const stores = new StoresRepository(documents, false);
    importer = new ImportStoresUseCase(stores, new EmbeddedStoreIndex(), new Gazetteer());
    coverage = new CatalogCoverageUseCase(stores, new CatalogCoverageRepository(documents));
  });
  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('covers a state only once a complete list of it was imported, and counts its open stores now', async () => {
    await importer.execute(fixture, { asOf: '2025-01-15' });
    expect(await coverage.view(true)).toMatchObject({ covered: [], totalStores: 19 });
    expect((await coverage.view(true)).storesElsewhere).toBe(19);

    const lines = readFileSync(fixture, 'utf8').split('\n');
    const smaller = join(dir, 'smaller.csv');
    writeFileSync(smaller, lines.filter((line) => !line.startsWith('900002,')).join('\n'));
    await importer.execute(smaller, { asOf: '2026-07-29', completeFor: ['GA'] });
    expect(await coverage.view(true)).toEqual({
      totalStores: 18,
      covered: [{ state: 'GA', name: 'Georgia', stores: 18, asOf: '2026-07-29' }],
      storesElsewhere: 0,
      incentiveProgramsKnown: false,
      nationalRefreshStartedAt: null,
    });
  });

  it("knows incentives only once an open store carries USDA's incentive field", async () => {
    await importer.execute(fixture, { asOf: '2025-01-15' });
    expect((await coverage.view(true)).incentiveProgramsKnown).toBe(false);
    await importer.execute(
      join(__dirname, '../../../../../data/fixtures/program-stores-sample.csv'),
    );
    expect((await coverage.view(true)).incentiveProgramsKnown).toBe(true);
  });

  it('answers from a minute-old copy unless asked fresh', async () => {
    const first = await coverage.view(false, 1_000);
    await importer.execute(fixture, { asOf: '2025-01-15', completeFor: ['GA'] });
    expect(await coverage.view(false, 30_000)).toBe(first);
    expect((await coverage.view(false, 62_000)).totalStores).toBe(19);
  });
});
