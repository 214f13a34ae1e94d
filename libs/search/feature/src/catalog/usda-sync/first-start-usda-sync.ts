import { Inject, Injectable, Logger } from '@nestjs/common';
import { CatalogImportsUseCases } from '../../catalog-admin/catalog-imports.usecases';
import { CATALOG_OPTIONS, type CatalogOptions } from '../catalog-bootstrap';
import { UsdaSyncUseCase } from './usda-sync.usecase';

/** Who the first start's national refresh is recorded as, in the history and the audit log. */
export const FIRST_START_ACTOR = 'first-start';

export type FirstStartSyncOutcome = 'off' | 'offline' | 'started' | 'busy';

/**
 * On a first start (the catalog was empty and the bundled lists were just imported), refreshes the whole
 * country from USDA's live service in the background when it answers, so a newcomer anywhere finds their
 * stores; the bundled lists serve meanwhile, and the site says a national refresh is under way. Offline,
 * the bundled lists stay as they are. USDA_SYNC_ON_FIRST_START=0 turns it off.
 */
@Injectable()
export class FirstStartUsdaSync {
  private readonly logger = new Logger('FirstStartUsdaSync');

  constructor(
    @Inject(CATALOG_OPTIONS) private readonly options: CatalogOptions,
    private readonly sync: UsdaSyncUseCase,
    private readonly imports: CatalogImportsUseCases,
  ) {}

  get enabled(): boolean {
    return this.options.usdaService.syncOnFirstStart === true;
  }

  /** Asks USDA's layer for its edition (one small request) and, when it answers, starts the refresh of
   * every state; resolves once it has started, not when it ends. */
  async begin(): Promise<FirstStartSyncOutcome> {
    if (!this.enabled) return 'off';
    try {
      await this.sync.edition();
    } catch (error) {
      this.logger.log(
        `USDA's retailer service did not answer (${(error as Error).message}): the catalog holds the bundled lists until a refresh`,
      );
      return 'offline';
    }
    try {
      await this.imports.scheduledRefresh({ states: 'all' }, FIRST_START_ACTOR);
    } catch (error) {
      this.logger.warn(`could not start the first national refresh: ${String(error)}`);
      return 'busy';
    }
    this.logger.log(
      'first start: refreshing every state from USDA in the background; the bundled lists serve meanwhile',
    );
    return 'started';
  }
}
