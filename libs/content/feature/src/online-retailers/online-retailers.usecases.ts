import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OnlineRetailerView, RequestMeta, SaveOnlineRetailerCommand } from '@snap/contracts';
import {
  EBT_HELP_MESSAGES,
  helpStateName,
  lastCheckedText,
  validateOnlineRetailer,
} from '@snap/domain';
import { rpcError } from '@snap/platform-bus';
import { requireHelpAdmin } from '../ebt-help/ebt-help-admin';
import type { OnlineRetailerRecord } from './online-retailer.schema';
import { OnlineRetailersRepository } from './online-retailers.repository';

/** "Order online with EBT": the retailers that take SNAP online in each state, each with its source and
 * the date it was checked. Anyone reads; admins add, correct and delete. */
@Injectable()
export class OnlineRetailersUseCases {
  constructor(private readonly retailers: OnlineRetailersRepository) {}

  async list(state: string | null | undefined): Promise<OnlineRetailerView[]> {
    return (await this.retailers.list(state?.trim().toUpperCase() || null)).map(toView);
  }

  async save(
    command: SaveOnlineRetailerCommand,
    meta: Partial<RequestMeta>,
  ): Promise<OnlineRetailerView> {
    const admin = requireHelpAdmin(meta);
    const { value, errors } = validateOnlineRetailer(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const now = new Date();
    if (command.id) {
      const updated = await this.retailers.update(command.id, {
        ...value,
        updatedBy: admin,
        updatedAt: now,
      });
      if (!updated) throw rpcError('NOT_FOUND', EBT_HELP_MESSAGES.retailerNotFound);
      return toView(updated);
    }
    return toView(
      await this.retailers.insert({
        _id: randomUUID(),
        ...value,
        updatedBy: admin,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }

  async delete(id: string, meta: Partial<RequestMeta>): Promise<{ deleted: boolean }> {
    requireHelpAdmin(meta);
    if (!(await this.retailers.delete(id)))
      throw rpcError('NOT_FOUND', EBT_HELP_MESSAGES.retailerNotFound);
    return { deleted: true };
  }
}

function toView(record: OnlineRetailerRecord): OnlineRetailerView {
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
  };
}
