import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { CatalogSourcesView } from '@snap/contracts';
import { CatalogImportsUseCases } from '../../catalog-admin/catalog-imports.usecases';
import { CATALOG_OPTIONS, type CatalogOptions } from '../catalog-bootstrap';
import type { UsdaScope } from '../usda-service/usda-retailer-service.port';
import { type UsdaCheck, UsdaSyncUseCase } from './usda-sync.usecase';

export type UsdaLastSync = { finishedAt: string; lastEditDate: number | null };

/** How often a replica looks whether a check is due: the checks themselves are a day apart. */
const LOOK_EVERY_MS = 60 * 60_000;
export const USDA_CHECK_EVERY_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Keeps the catalog as current as USDA's list at almost no cost (the distributed runtime's default; off
 * in the standalone one unless asked with USDA_SYNC_INTERVAL_DAYS): once a day it asks the layer for its
 * edition (editingInfo.lastEditDate, one small request), and refreshes only when USDA published another
 * edition than the last complete refresh of the scope read, or none completed yet. A layer that gives no
 * edition is refreshed when the last refresh is `syncIntervalDays` old. A replica looks every hour
 * whether the day has passed since the last check (any replica's: it is kept with the catalog).
 */
@Injectable()
export class UsdaRefreshSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('UsdaRefreshSchedule');

  constructor(
    @Inject(CATALOG_OPTIONS) private readonly options: CatalogOptions,
    private readonly sync: UsdaSyncUseCase,
    private readonly imports: CatalogImportsUseCases,
    private readonly schedule: SchedulerRegistry,
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
        this.logger.warn(`could not check USDA's list: ${String(error)}`),
      );
    // Cleared at shutdown by @nestjs/schedule; unref'd so it never holds a process open by itself.
    this.schedule.addInterval('usda-refresh-look', setInterval(look, LOOK_EVERY_MS).unref());
    look();
  }

  /** When the next check of USDA's list is due (now, before the first), or null without a schedule. */
  async nextDue(now = new Date()): Promise<string | null> {
    if (!this.enabled) return null;
    const last = await this.sync.lastCheck(this.scope);
    // A check that got no answer is tried again at the next hourly look.
    if (!last || last.outcome === 'failed' || last.outcome === 'busy') return now.toISOString();
    return new Date(new Date(last.checkedAt).getTime() + USDA_CHECK_EVERY_MS).toISOString();
  }

  /** The last check and the last complete refresh of the schedule's scope, for the back-office. */
  async status(): Promise<{ lastCheck: UsdaCheck | null; lastSync: UsdaLastSync | null }> {
    const [lastCheck, lastSync] = await Promise.all([
      this.sync.lastCheck(this.scope),
      this.sync.lastSync(this.scope),
    ]);
    return { lastCheck, lastSync };
  }

  /** The schedule as the back-office's Sources panel shows it: the next check, the last check and the
   * last complete refresh apart, USDA's editions as dates. */
  async view(
    now = new Date(),
  ): Promise<Pick<CatalogSourcesView, 'nextScheduledRefresh' | 'lastUsdaCheck' | 'lastUsdaSync'>> {
    const [nextScheduledRefresh, { lastCheck, lastSync }] = await Promise.all([
      this.nextDue(now),
      this.status(),
    ]);
    const day = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return {
      nextScheduledRefresh,
      lastUsdaCheck: lastCheck && { ...lastCheck, lastEditDate: day(lastCheck.lastEditDate) },
      lastUsdaSync: lastSync && {
        finishedAt: lastSync.finishedAt,
        lastEditDate: day(lastSync.lastEditDate),
      },
    };
  }

  /** Checks USDA's edition when a check is due, and starts a refresh when it moved: true when one
   * started; false when no check was due, the edition is the one last read, or it could not start. */
  async tick(now = new Date()): Promise<boolean> {
    const due = await this.nextDue(now);
    if (!due || new Date(due) > now) return false;
    const checkedAt = now.toISOString();
    let edition: number | null;
    try {
      edition = await this.sync.edition();
    } catch (error) {
      await this.sync.recordCheck(this.scope, {
        checkedAt,
        lastEditDate: null,
        outcome: 'failed',
        detail: (error as Error).message,
      });
      throw error;
    }
    const last = await this.sync.lastSync(this.scope);
    const moved =
      !last ||
      (edition === null
        ? now.getTime() - new Date(last.finishedAt).getTime() >=
          this.options.usdaService.syncIntervalDays * DAY_MS
        : edition !== last.lastEditDate);
    if (!moved) {
      await this.sync.recordCheck(this.scope, {
        checkedAt,
        lastEditDate: edition,
        outcome: 'unchanged',
        detail: null,
      });
      return false;
    }
    try {
      await this.imports.scheduledRefresh(this.scope);
    } catch (error) {
      await this.sync.recordCheck(this.scope, {
        checkedAt,
        lastEditDate: edition,
        outcome: 'busy',
        detail: messageOf(error),
      });
      return false;
    }
    await this.sync.recordCheck(this.scope, {
      checkedAt,
      lastEditDate: edition,
      outcome: 'refreshed',
      detail: null,
    });
    this.logger.log('USDA published a new list: started the scheduled refresh');
    return true;
  }
}

/** An error's words, an RPC refusal's included (its message is in its error object). */
function messageOf(error: unknown): string {
  const inner = (error as { getError?: () => unknown }).getError?.();
  if (inner && typeof inner === 'object' && 'message' in inner) return String(inner.message);
  return error instanceof Error ? error.message : String(error);
}

/** The catalog's USDA service options from a service's validated variables. */
export function usdaServiceOptions(env: {
  USDA_RETAILER_SERVICE_URL: string;
  USDA_SYNC_INTERVAL_DAYS: number;
  USDA_SYNC_STATES: string;
  USDA_SYNC_ON_FIRST_START?: string;
}): CatalogOptions['usdaService'] {
  const states = env.USDA_SYNC_STATES.trim();
  return {
    url: env.USDA_RETAILER_SERVICE_URL,
    syncIntervalDays: env.USDA_SYNC_INTERVAL_DAYS,
    syncOnFirstStart: ['1', 'true'].includes(env.USDA_SYNC_ON_FIRST_START ?? '0'),
    syncStates: states === 'all' ? 'all' : states.toUpperCase().split(','),
  };
}
