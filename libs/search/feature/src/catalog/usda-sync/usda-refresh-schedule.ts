import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CatalogImportsUseCases } from '../../catalog-admin/catalog-imports.usecases';
import { CATALOG_OPTIONS, type CatalogOptions } from '../catalog-bootstrap';
import type { UsdaScope } from '../usda-service/usda-retailer-service.port';
import { UsdaSyncUseCase } from './usda-sync.usecase';

/** How often a replica looks whether a refresh is due: the interval itself is days. */
const CHECK_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Refreshes the catalog from USDA's live retailer service every `syncIntervalDays` (14 by default in
 * the distributed runtime, off in the standalone one unless asked), counted from the last complete
 * refresh of the scope; a due refresh runs at start-up and then at the next hourly look. */
@Injectable()
export class UsdaRefreshSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UsdaRefreshSchedule');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(CATALOG_OPTIONS) private readonly options: CatalogOptions,
    private readonly sync: UsdaSyncUseCase,
    private readonly imports: CatalogImportsUseCases,
  ) {}

  get scope(): UsdaScope {
    const states = this.options.usdaService.syncStates;
    return states === 'all' ? { states: 'all' } : { states };
  }

  get enabled(): boolean {
    return this.options.usdaService.syncIntervalDays > 0;
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    const look = () =>
      void this.tick().catch((error: unknown) =>
        this.logger.warn(`could not start the scheduled refresh from USDA: ${String(error)}`),
      );
    this.timer = setInterval(look, CHECK_EVERY_MS);
    this.timer.unref();
    look();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** When the next refresh is due (now, when none has completed), or null without a schedule. */
  async nextDue(now = new Date()): Promise<string | null> {
    if (!this.enabled) return null;
    const last = await this.sync.lastCompleted(this.scope);
    if (!last) return now.toISOString();
    const due = new Date(
      new Date(last).getTime() + this.options.usdaService.syncIntervalDays * DAY_MS,
    );
    return due.toISOString();
  }

  /** Starts the refresh when it is due; false when it is not, or another one is running. */
  async tick(now = new Date()): Promise<boolean> {
    const due = await this.nextDue(now);
    if (!due || new Date(due) > now) return false;
    try {
      await this.imports.scheduledRefresh(this.scope);
      this.logger.log('started the scheduled refresh from USDA');
      return true;
    } catch {
      return false;
    }
  }
}

/** The catalog's USDA service options from a service's validated variables. */
export function usdaServiceOptions(env: {
  USDA_RETAILER_SERVICE_URL: string;
  USDA_SYNC_INTERVAL_DAYS: number;
  USDA_SYNC_STATES: string;
}): CatalogOptions['usdaService'] {
  const states = env.USDA_SYNC_STATES.trim();
  return {
    url: env.USDA_RETAILER_SERVICE_URL,
    syncIntervalDays: env.USDA_SYNC_INTERVAL_DAYS,
    syncStates: states === 'all' ? 'all' : states.toUpperCase().split(','),
  };
}
