import { Injectable, Optional } from '@nestjs/common';
import type { CatalogCoverageView } from '@snap/contracts';
import { USDA_STATES } from '@snap/domain';
import { CatalogImportsUseCases } from '../catalog-admin/catalog-imports.usecases';
import { CatalogCoverageRepository } from '../catalog/catalog-coverage.repository';
import { StoresRepository } from '../catalog/stores.repository';

/** Home pages and search ask on every visit; the figures move only with an import. */
const FRESH_FOR_MS = 60_000;

/** What the catalog can honestly claim: the states it holds USDA's complete current list of, with
 * their open stores counted now, and the open stores elsewhere (farmers markets from a national list). */
@Injectable()
export class CatalogCoverageUseCase {
  private cached: { at: number; view: CatalogCoverageView } | null = null;

  constructor(
    private readonly stores: StoresRepository,
    private readonly coverage: CatalogCoverageRepository,
    /** Whether a national refresh from USDA is under way (the site says so meanwhile). */
    @Optional() private readonly imports?: CatalogImportsUseCases,
  ) {}

  async view(fresh = false, now = Date.now()): Promise<CatalogCoverageView> {
    if (!fresh && this.cached && now - this.cached.at < FRESH_FOR_MS) return this.cached.view;
    const covered = await this.coverage.coveredStates();
    const states = covered.map((state) => state._id);
    const [counts, totalStores, incentiveProgramsKnown, nationalRefreshStartedAt] =
      await Promise.all([
        this.stores.activeCountByState(states),
        this.stores.count(),
        this.stores.anyWithIncentiveProgram(),
        this.imports?.nationalRefreshStartedAt() ?? null,
      ]);
    const view: CatalogCoverageView = {
      totalStores,
      covered: covered.map((state) => ({
        state: state._id,
        name: USDA_STATES[state._id] ?? state._id,
        stores: counts[state._id] ?? 0,
        asOf: state.asOf,
      })),
      storesElsewhere: totalStores - states.reduce((sum, state) => sum + (counts[state] ?? 0), 0),
      incentiveProgramsKnown,
      nationalRefreshStartedAt,
    };
    this.cached = { at: now, view };
    return view;
  }
}
