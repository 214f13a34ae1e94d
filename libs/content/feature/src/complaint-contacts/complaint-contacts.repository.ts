import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE, type DocumentStore } from '@snap/platform-documents';
import { StateEntriesRepository } from '../ebt-help/state-entries.repository';
import { type ComplaintContactRecord, complaintContactSchema } from './complaint-contact.schema';

@Injectable()
export class ComplaintContactsRepository extends StateEntriesRepository<ComplaintContactRecord> {
  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    super(documents.collection('complaint_contacts', complaintContactSchema), 'office');
  }
}
