import { CatalogChanges } from '../catalog/catalog-changes';
import { Controller, Inject, Optional } from '@nestjs/common';
import { ContributionEvents, StoreContributionApprovedEvent } from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { STORE_INDEX, type StoreIndex } from '@snap/platform-search-index';
import { StoresRepository } from '../catalog/stores.repository';

/** Store data people added and a moderator approved (a phone number, weekly hours): shown on the store
 * for everyone. Idempotent: the event carries absolute values, so a redelivery writes the same. */
@Controller()
export class StoreContributionsHandler {
  constructor(
    private readonly stores: StoresRepository,
    @Inject(STORE_INDEX) private readonly index: StoreIndex,
    @Optional() private readonly changes?: CatalogChanges,
  ) {}

  @OnEvent(ContributionEvents.approved)
  async contributionApproved(event: StoreContributionApprovedEvent): Promise<void> {
    const fields =
      event.kind === 'phone' ? { phone: event.phone } : { weeklyHours: event.weeklyHours };
    // An approval without its value has nothing to show; never blank what the store has.
    if (Object.values(fields)[0] === undefined) return;
    // An older approval delivered late (another partition, a replay) never replaces a newer one.
    const store = await this.stores.updateFieldsIfNewer(
      event.storeId,
      event.kind,
      event.approvedAt,
      { ...fields, updatedAt: event.approvedAt },
    );
    if (store && store.status === 'active') await this.index.upsert([store]);
    if (store) await this.changes?.applied('contribution');
  }
}
