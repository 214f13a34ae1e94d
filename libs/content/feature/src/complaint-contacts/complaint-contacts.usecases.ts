import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type {
  ComplaintContactView,
  RequestMeta,
  SaveComplaintContactCommand,
} from '@snap/contracts';
import {
  EBT_HELP_MESSAGES,
  helpStateName,
  lastCheckedText,
  validateComplaintContact,
} from '@snap/domain';
import { rpcError } from '@snap/platform-bus';
import { requireHelpAdmin } from '../ebt-help/ebt-help-admin';
import type { ComplaintContactRecord } from './complaint-contact.schema';
import { ComplaintContactsRepository } from './complaint-contacts.repository';

/** Where to complain when a listed store refuses SNAP: each state's office and contact (and USDA's own,
 * for every state), entered by admins with its source. A store page shows only what is entered. */
@Injectable()
export class ComplaintContactsUseCases {
  constructor(private readonly contacts: ComplaintContactsRepository) {}

  async list(state: string | null | undefined): Promise<ComplaintContactView[]> {
    return (await this.contacts.list(state?.trim().toUpperCase() || null)).map(toView);
  }

  async save(
    command: SaveComplaintContactCommand,
    meta: Partial<RequestMeta>,
  ): Promise<ComplaintContactView> {
    const admin = requireHelpAdmin(meta);
    const { value, errors } = validateComplaintContact(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const now = new Date();
    if (command.id) {
      const updated = await this.contacts.update(command.id, {
        ...value,
        updatedBy: admin,
        updatedAt: now,
      });
      if (!updated) throw rpcError('NOT_FOUND', EBT_HELP_MESSAGES.contactNotFound);
      return toView(updated);
    }
    return toView(
      await this.contacts.insert({
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
    if (!(await this.contacts.delete(id)))
      throw rpcError('NOT_FOUND', EBT_HELP_MESSAGES.contactNotFound);
    return { deleted: true };
  }
}

function toView(record: ComplaintContactRecord): ComplaintContactView {
  return {
    id: record._id,
    state: record.state,
    stateName: helpStateName(record.state),
    office: record.office,
    contact: record.contact ?? null,
    source: record.source,
    checkedOn: record.checkedOn,
    lastChecked: lastCheckedText(record.checkedOn),
    updatedAt: record.updatedAt.toISOString(),
  };
}
