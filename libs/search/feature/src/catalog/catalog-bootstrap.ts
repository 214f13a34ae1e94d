import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import { ImportStoresUseCase } from './import-stores.usecase';
import { StoresRepository } from './stores.repository';

export interface CatalogOptions {
  /** Files imported on first start when the catalog is empty (the bundled real sample). */
  sampleFiles: string[];
  importSampleOnEmpty: boolean;
  /** Rebuild the index from the documents at start (an in-memory index starts empty). */
  rebuildIndexOnStart: boolean;
}

export const CATALOG_OPTIONS = Symbol('CATALOG_OPTIONS');

/** Makes the catalog usable at start-up: the sample on an empty catalog, and an index in step with it. */
@Injectable()
export class CatalogBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogBootstrap.name);

  constructor(
    private readonly stores: StoresRepository,
    private readonly importer: ImportStoresUseCase,
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    @Inject(CATALOG_OPTIONS) private readonly options: CatalogOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const count = await this.stores.count();
    if (count === 0 && this.options.importSampleOnEmpty) {
      for (const file of this.options.sampleFiles) {
        const summary = await this.importer.execute(file);
        this.logger.log(`imported ${summary.added} stores from ${file} (${summary.skipped.length} rows skipped) in ${summary.durationMs} ms`);
      }
      return;
    }
    if (this.options.rebuildIndexOnStart) {
      const started = Date.now();
      const active = await this.stores.allActive();
      await this.index.clear();
      await this.index.upsert(active);
      this.logger.log(`indexed ${active.length} stores in ${Date.now() - started} ms`);
    }
  }
}
