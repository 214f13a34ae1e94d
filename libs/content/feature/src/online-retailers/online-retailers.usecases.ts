import { Inject, Injectable } from '@nestjs/common';
import {
  type OnlineRetailerView,
  type SaveOnlineRetailerCommand,
  SearchMessages,
} from '@snap/contracts';
import {
  appliesInState,
  EBT_HELP_MESSAGES,
  helpStateName,
  lastCheckedText,
  validateOnlineRetailer,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { SEED_ONLINE_RETAILERS } from '../ebt-help/ebt-help-seed';
import { StateEntriesUseCases } from '../ebt-help/state-entries.usecases';
import { spanishOrSeeds } from '../seed/seed-spanish';
import type { OnlineRetailerRecord } from './online-retailer.schema';
import { OnlineRetailersRepository } from './online-retailers.repository';

/** "Order online with EBT": the retailers that take SNAP online in each state, each with its source and
 * the date it was checked. Anyone reads; admins add, correct and delete. */
@Injectable()
export class OnlineRetailersUseCases extends StateEntriesUseCases<
  OnlineRetailerRecord,
  SaveOnlineRetailerCommand,
  OnlineRetailerView
> {
  constructor(
    private readonly retailers: OnlineRetailersRepository,
    @Inject(BUS_CLIENT) private readonly catalog: BusClient,
  ) {
    super(retailers, EBT_HELP_MESSAGES.retailerNotFound, catalog, 'online-retailer');
  }

  /** The retailers an admin tied to a store: its page offers online ordering through these only. */
  async forStore(storeId: string): Promise<OnlineRetailerView[]> {
    return (await this.retailers.forStore(storeId)).map((record) => this.toView(record));
  }

  protected async validate(command: SaveOnlineRetailerCommand) {
    const checked = validateOnlineRetailer(command);
    const { storeIds, state } = checked.value;
    if (checked.errors.length > 0 || storeIds.length === 0) return checked;
    // Tied stores must be on USDA's list today, and in the retailer's state unless it serves all.
    const listed = await this.catalog.request(SearchMessages.byIds, { ids: storeIds });
    const found = new Map(listed.map((store) => [store.id, store]));
    const unlisted = storeIds.filter((id) => !found.has(id));
    if (unlisted.length > 0)
      checked.errors.push(EBT_HELP_MESSAGES.storesNotListed(unlisted.join(', ')));
    const elsewhere = storeIds.filter((id) => {
      const store = found.get(id);
      return store && !appliesInState(state, store.State);
    });
    if (elsewhere.length > 0)
      checked.errors.push(
        EBT_HELP_MESSAGES.storesInOtherState(helpStateName(state), elsewhere.join(', ')),
      );
    return checked;
  }

  protected auditLabel(record: OnlineRetailerRecord): string {
    return `${record.name} (${record.state})`;
  }

  protected toView(record: OnlineRetailerRecord): OnlineRetailerView {
    return {
      id: record._id,
      state: record.state,
      stateName: helpStateName(record.state),
      name: record.name,
      website: record.website ?? null,
      note: record.note ?? null,
      noteEs: spanishOrSeeds(
        { english: record.note ?? null, spanish: record.noteEs },
        seededNote(record._id),
      ),
      source: record.source,
      checkedOn: record.checkedOn,
      lastChecked: lastCheckedText(record.checkedOn),
      storeIds: record.storeIds ?? [],
      updatedAt: record.updatedAt.toISOString(),
    };
  }
}

function seededNote(id: string): { english: string; spanish: string } | undefined {
  const seed = SEED_ONLINE_RETAILERS.find((entry) => entry._id === id);
  return seed && { english: seed.note, spanish: seed.noteEs };
}
