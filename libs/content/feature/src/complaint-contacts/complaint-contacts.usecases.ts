import { Inject, Injectable } from '@nestjs/common';
import type { SaveComplaintContactCommand, ComplaintContactView } from '@snap/contracts';
import {
  EBT_HELP_MESSAGES,
  helpStateName,
  lastCheckedText,
  validateComplaintContact,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { SEED_COMPLAINT_CONTACTS } from '../ebt-help/ebt-help-seed';
import { StateEntriesUseCases } from '../ebt-help/state-entries.usecases';
import { spanishOrSeeds } from '../seed/seed-spanish';
import type { ComplaintContactRecord } from './complaint-contact.schema';
import { ComplaintContactsRepository } from './complaint-contacts.repository';

/** Where to complain when a listed store refuses SNAP: each state's office and contact (and USDA's own,
 * for every state), entered by admins with its source. A store page shows only what is entered. */
@Injectable()
export class ComplaintContactsUseCases extends StateEntriesUseCases<
  ComplaintContactRecord,
  SaveComplaintContactCommand,
  ComplaintContactView
> {
  constructor(contacts: ComplaintContactsRepository, @Inject(BUS_CLIENT) bus: BusClient) {
    super(contacts, EBT_HELP_MESSAGES.contactNotFound, bus, 'complaint-contact');
  }

  protected async validate(command: SaveComplaintContactCommand) {
    return validateComplaintContact(command);
  }

  protected auditLabel(record: ComplaintContactRecord): string {
    return `${record.office} (${record.state})`;
  }

  protected toView(record: ComplaintContactRecord): ComplaintContactView {
    return {
      id: record._id,
      state: record.state,
      stateName: helpStateName(record.state),
      office: record.office,
      officeEs: spanishOrSeeds(
        { english: record.office, spanish: record.officeEs },
        seededOffice(record._id),
      ),
      contact: record.contact ?? null,
      // No seed has a contact, so there is no seeded Spanish to fall back on.
      contactEs: record.contactEs ?? null,
      source: record.source,
      checkedOn: record.checkedOn,
      lastChecked: lastCheckedText(record.checkedOn),
      updatedAt: record.updatedAt.toISOString(),
    };
  }
}

function seededOffice(id: string): { english: string; spanish: string } | undefined {
  const seed = SEED_COMPLAINT_CONTACTS.find((entry) => entry._id === id);
  return seed && { english: seed.office, spanish: seed.officeEs };
}
