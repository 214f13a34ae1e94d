import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE, type DocumentStore } from '@snap/platform-documents';
import { SubmissionsRepository } from '../submissions/submissions.repository';
import { type BusinessClaimDocument, businessClaimSchema } from './business-claim.schema';

/** Business claims; a deleted account's claims stay for the moderators' record without its user id,
 * and the owner contact fields stay, being the business's contact. */
@Injectable()
export class ClaimsRepository extends SubmissionsRepository<BusinessClaimDocument> {
  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    super(documents.collection<BusinessClaimDocument>('business_claims', businessClaimSchema));
  }
}
