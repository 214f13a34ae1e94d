import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import { type HelpFactRecord, helpFactSchema } from './help-fact.schema';

@Injectable()
export class HelpFactsRepository {
  private readonly facts: DocumentCollection<HelpFactRecord>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.facts = documents.collection('help_facts', helpFactSchema);
  }

  all(): Promise<HelpFactRecord[]> {
    return this.facts.find({});
  }

  byKey(key: string): Promise<HelpFactRecord | null> {
    return this.facts.findOne({ _id: key });
  }

  save(fact: HelpFactRecord): Promise<HelpFactRecord | null> {
    const { _id, ...fields } = fact;
    return this.facts.findOneAndUpdate({ _id }, { $set: fields }, { upsert: true });
  }

  /** Writes a seed text unless the key has one (an admin's correction is never overwritten). */
  async ensure(fact: HelpFactRecord): Promise<void> {
    try {
      await this.facts.insert(fact);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
