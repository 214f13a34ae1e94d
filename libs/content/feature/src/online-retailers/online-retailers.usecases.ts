import { Inject, Injectable } from '@nestjs/common';
import type { SaveOnlineRetailerCommand, OnlineRetailerView } from '@snap/contracts';
import {
  EBT_HELP_MESSAGES,
  helpStateName,
  lastCheckedText,
  validateOnlineRetailer,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { StateEntriesUseCases } from '../ebt-help/state-entries.usecases';
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
  constructor(retailers: OnlineRetailersRepository, @Inject(BUS_CLIENT) bus: BusClient) {
    super(retailers, EBT_HELP_MESSAGES.retailerNotFound, bus, 'online-retailer');
  }

  protected validate(command: SaveOnlineRetailerCommand) {
    return validateOnlineRetailer(command);
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
      source: record.source,
      checkedOn: record.checkedOn,
      lastChecked: lastCheckedText(record.checkedOn),
      updatedAt: record.updatedAt.toISOString(),
      // Only the seeder writes without an admin: such an entry is still the seed's, translated by id.
      seedKey: record.updatedBy === null ? record._id : null,
    };
  }
}
