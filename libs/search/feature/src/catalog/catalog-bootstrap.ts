import { CatalogChanges } from './catalog-changes';
import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { CACHE, type CachePort, withLease } from '@snap/platform-cache';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import { type ImportSummary, ImportStoresUseCase } from './import-stores.usecase';
import { StoresRepository } from './stores.repository';

/** A bundled list: the file, the day it was true, and the states it is the complete list of. */
export interface SampleList {
  file: string;
  asOf: string;
  completeFor?: string[];
  /** The list may close more than MAX_CLOSING_SHARE of a state's stores (see BUNDLED_SAMPLE). */
  confirmClosings?: boolean;
}

export interface CatalogOptions {
  /** Lists imported, in order, on first start when the catalog is empty (the bundled real sample). */
  sampleFiles: SampleList[];
  importSampleOnEmpty: boolean;
  /** Rebuild the index from the documents at start (an in-memory index starts empty). */
  rebuildIndexOnStart: boolean;
  /** Keep the grid cells of the documents fallback, used only while the index is down: true beside
   * Elasticsearch, false beside an index in the service's own process (which cannot go down alone). */
  keepFallbackCells: boolean;
  /** USDA's live retailer service: where it is, and how often (days; 0 = never) to refresh which states. */
  usdaService: {
    url: string;
    syncIntervalDays: number;
    syncStates: string[] | 'all';
    /** On a first start (an empty catalog), refresh every state from USDA in the background when the
     * service answers (USDA_SYNC_ON_FIRST_START). */
    syncOnFirstStart?: boolean;
  };
}

export const CATALOG_OPTIONS = Symbol('CATALOG_OPTIONS');
/** What starts the first national refresh from USDA once the bundled lists filled an empty catalog. */
export const FIRST_START_SYNC = Symbol('FIRST_START_SYNC');

/** The lease held (in the cache every replica shares) by the one replica that imports or rebuilds at a time. */
export const CATALOG_BOOTSTRAP_LOCK = 'catalog:bootstrap-lock';
/** Renewed by its holder while it works; a replica that dies holding it frees it this long after. */
const LEASE_TTL_MS = 2 * 60_000;

/** Makes the catalog usable at start-up: the sample on an empty catalog, and an index in step with it.
 * One replica at a time does it; the others start at once on the index as it is (the rebuild switches
 * every replica to the new index at one moment, never through an empty or half-built one). */
@Injectable()
export class CatalogBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogBootstrap.name);
  /** A first start's national refresh from USDA, once asked to start (its outcome: started, offline…). */
  firstStartRun: Promise<unknown> | null = null;

  constructor(
    private readonly stores: StoresRepository,
    private readonly importer: ImportStoresUseCase,
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    @Inject(CATALOG_OPTIONS) private readonly options: CatalogOptions,
    @Inject(CACHE) private readonly cache: CachePort,
    /** Started after the bundled lists filled an empty catalog: see FirstStartUsdaSync. */
    @Optional()
    @Inject(FIRST_START_SYNC)
    private readonly firstStart?: { begin(): Promise<unknown> },
    @Optional() private readonly changes?: CatalogChanges,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Before an import (which then fills the cells as it writes); an older catalog's cells are built
    // in the background while the service serves (the nearby fallback uses the range query meanwhile).
    await this.prepareCells();
    if (!this.options.importSampleOnEmpty && !this.options.rebuildIndexOnStart) return;
    const outcome = await withLease(
      this.cache,
      CATALOG_BOOTSTRAP_LOCK,
      { ttlMs: LEASE_TTL_MS, onLost: (reason) => this.logger.warn(reason) },
      () => this.bootstrap(),
    );
    if (!outcome.held)
      this.logger.log(
        'another replica is importing or rebuilding the store index; this one serves the index as it is',
      );
  }

  /** The grid cells of the nearby fallback: ready at once for a new or already converted catalog
   * (an import then fills them as it writes); an older catalog's are built in the background, and
   * no import runs on a catalog that has stores. */
  private async prepareCells(): Promise<void> {
    if ((await this.stores.cellsReady()) || !this.stores.cells.kept) return;
    const started = Date.now();
    void this.stores.buildCells().then(
      (placed) =>
        this.logger.log(
          `placed ${placed} stores in their grid cells in ${Date.now() - started} ms`,
        ),
      (error: unknown) =>
        this.logger.warn(
          `could not build the grid cells (the nearby fallback uses the slower range query until the next start): ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
  }

  private async bootstrap(): Promise<void> {
    if (this.options.importSampleOnEmpty && (await this.stores.isEmpty())) {
      const lists = this.options.sampleFiles.map(
        ({ file, asOf, completeFor, confirmClosings }) => ({
          file,
          options: { asOf, completeFor, confirmClosings },
        }),
      );
      // No store at all, closed ones included: the whole sample can be built aside and written once.
      if (await this.stores.isEmpty({})) {
        const { summaries, writeMs } = await this.importer.executeIntoEmptyCatalog(lists);
        summaries.forEach((summary) => this.logImported(summary));
        this.logger.log(
          `wrote the imported catalog (${summaries.length} lists) to the engines in ${writeMs} ms`,
        );
        // In the background: the bundled lists serve while USDA's national list is read.
        this.firstStartRun =
          this.firstStart?.begin().catch((error: unknown) => {
            this.logger.warn(
              `the first national refresh from USDA did not start: ${String(error)}`,
            );
            return 'failed';
          }) ?? null;
        return;
      }
      for (const { file, options } of lists)
        this.logImported(await this.importer.execute(file, options));
      return;
    }
    if (this.options.rebuildIndexOnStart) {
      const started = Date.now();
      const active = await this.stores.allActive();
      await this.index.rebuild(active);
      this.logger.log(`indexed ${active.length} stores in ${Date.now() - started} ms`);
      // Another build of the catalog may be behind it (restored documents, another sample).
      await this.changes?.applied('catalog-loaded');
    }
  }

  private logImported(summary: ImportSummary): void {
    this.logger.log(
      `imported ${summary.file} (USDA list of ${summary.asOf}): ${summary.added} added, ${summary.updated} updated, ${summary.closed} closed, ${summary.skipped.length} rows skipped, in ${summary.durationMs} ms`,
    );
  }
}
