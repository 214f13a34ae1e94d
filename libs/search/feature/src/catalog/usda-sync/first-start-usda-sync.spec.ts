import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusClient } from '@snap/platform-bus';
import { FilesystemBlobStore } from '@snap/platform-blobs';
import { MemoryCache } from '@snap/platform-cache';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { CatalogImportsUseCases } from '../../catalog-admin/catalog-imports.usecases';
import { CatalogCoverageUseCase } from '../../catalog-coverage/catalog-coverage.usecase';
import { Gazetteer } from '../../geocoding/gazetteer';
import { ReplayingUsdaServer } from '../../testing/replaying-usda-server';
import { CatalogBootstrap, type CatalogOptions } from '../catalog-bootstrap';
import { CatalogCoverageRepository } from '../catalog-coverage.repository';
import { ImportStoresUseCase } from '../import-stores.usecase';
import { StoresRepository } from '../stores.repository';
import { HttpUsdaRetailerService } from '../usda-service/http-usda-retailer-service';
import { FIRST_START_ACTOR, FirstStartUsdaSync } from './first-start-usda-sync';
import { usdaServiceOptions } from './usda-refresh-schedule';
import { UsdaSyncUseCase } from './usda-sync.usecase';

/** The bundled list of this spec: a few real Georgia rows (the e2e fixture), dated and complete for GA. */
const BUNDLED = join(
  __dirname,
  '../../../../../../apps/web-e2e/fixtures/snap-retailers-ga-2020-cut.csv',
);
const admin = { userId: 'admin-1', roles: ['admin'] };

/** A first start on the embedded adapters, USDA's service replayed locally (no test reaches USDA). */
describe('a first start refreshes the nation from USDA where it can', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let usda: ReplayingUsdaServer;
  let stores: StoresRepository;
  let imports: CatalogImportsUseCases;
  let coverage: CatalogCoverageUseCase;
  let index: EmbeddedStoreIndex;
  let importer: ImportStoresUseCase;
  let sync: UsdaSyncUseCase;

  const options = (syncOnFirstStart: '0' | '1'): CatalogOptions => ({
    sampleFiles: [{ file: BUNDLED, asOf: '2020-06-30' }],
    importSampleOnEmpty: true,
    rebuildIndexOnStart: true,
    keepFallbackCells: false,
    usdaService: usdaServiceOptions({
      USDA_RETAILER_SERVICE_URL: usda.layerUrl,
      USDA_SYNC_INTERVAL_DAYS: 0,
      USDA_SYNC_STATES: 'all',
      USDA_SYNC_ON_FIRST_START: syncOnFirstStart,
    }),
  });
  const start = async (catalogOptions: CatalogOptions) => {
    const bootstrap = new CatalogBootstrap(
      stores,
      importer,
      index,
      catalogOptions,
      new MemoryCache(),
      new FirstStartUsdaSync(catalogOptions, sync, imports),
    );
    await bootstrap.onApplicationBootstrap();
    return bootstrap;
  };

  beforeEach(async () => {
    usda = await ReplayingUsdaServer.start();
    dir = mkdtempSync(join(tmpdir(), 'snap-first-start-'));
    documents = new EmbeddedDocumentStore(join(dir, 'documents'));
    const blobs = new FilesystemBlobStore(join(dir, 'blobs'));
    stores = new StoresRepository(documents);
    index = new EmbeddedStoreIndex();
    importer = new ImportStoresUseCase(stores, index, new Gazetteer());
    sync = new UsdaSyncUseCase(
      new HttpUsdaRetailerService({ url: usda.layerUrl, backoffMs: 1, attempts: 2 }),
      importer,
      blobs,
      new MemoryCache(),
      documents,
    );
    const bus = { publish: async () => undefined } as unknown as BusClient;
    imports = new CatalogImportsUseCases(
      documents,
      blobs,
      bus,
      importer,
      sync,
      new CatalogCoverageRepository(documents),
    );
    coverage = new CatalogCoverageUseCase(
      stores,
      new CatalogCoverageRepository(documents),
      imports,
    );
  });
  afterEach(async () => {
    await imports.settled();
    await usda.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the bundled list at once, says a national refresh is under way, then holds every state USDA lists', async () => {
    // Each page answers late, so the refresh is seen under way.
    usda.fail('slow', { kind: 'page', delayMs: 300, times: 100 });
    const bootstrap = await start(options('1'));
    // The bundled list serves as soon as the start is done.
    const bundled = await stores.count();
    expect(bundled).toBeGreaterThan(0);
    expect(await bootstrap.firstStartRun).toBe('started');
    const during = await coverage.view(true);
    expect(during.nationalRefreshStartedAt).toEqual(expect.any(String));
    expect(during.totalStores).toBe(bundled);

    await imports.settled();
    const after = await coverage.view(true);
    expect(after.nationalRefreshStartedAt).toBeNull();
    expect(after.covered.length).toBeGreaterThan(1);
    expect(after.totalStores).toBeGreaterThan(bundled);
    const [refresh] = (await imports.list(5, 0, admin)).items;
    expect(refresh).toMatchObject({
      kind: 'usda-service',
      status: 'completed',
      startedBy: FIRST_START_ACTOR,
      fileName: 'USDA retailer service (the whole country)',
    });
    expect(refresh.fetched).toBe(refresh.total);

    // A later start finds a catalog: no second national refresh.
    usda.reset();
    const again = await start(options('1'));
    expect(again.firstStartRun).toBeNull();
    expect(usda.requests).toEqual([]);
  }, 120_000);

  it('keeps the bundled list when USDA does not answer', async () => {
    usda.fail('http-500', { times: 10 });
    const bootstrap = await start(options('1'));
    expect(await bootstrap.firstStartRun).toBe('offline');
    expect(usda.seen('page')).toEqual([]);
    expect((await imports.list(5, 0, admin)).total).toBe(0);
    expect((await coverage.view(true)).nationalRefreshStartedAt).toBeNull();
  }, 60_000);

  it('asks USDA nothing with USDA_SYNC_ON_FIRST_START=0', async () => {
    const bootstrap = await start(options('0'));
    expect(await bootstrap.firstStartRun).toBe('off');
    expect(await stores.count()).toBeGreaterThan(0);
    expect(usda.requests).toEqual([]);
  }, 60_000);

  it('never lets a test reach USDA’s real service', async () => {
    const fetch = jest.fn();
    const real = new HttpUsdaRetailerService({ fetch, attempts: 1 });
    await expect(real.layerInfo()).rejects.toThrow(/Tests never reach USDA's retailer service/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
