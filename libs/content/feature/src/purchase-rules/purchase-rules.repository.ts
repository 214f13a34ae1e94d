import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
  type DocumentCollection,
  DuplicateKeyError,
} from '@snap/platform-documents';
import { type PurchaseRuleRecord, purchaseRuleSchema } from './purchase-rule.schema';

/** The states' purchase rules, one document per state (its code is the id). */
@Injectable()
export class PurchaseRulesRepository {
  private readonly rules: DocumentCollection<PurchaseRuleRecord>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.rules = documents.collection('state_purchase_rules', purchaseRuleSchema);
  }

  /** Every state's rule by state code, or the given states' ones in the order asked. */
  list(states: readonly string[] | null): Promise<PurchaseRuleRecord[]> {
    return states ? this.rules.findByIds(states) : this.rules.find({}, { sort: { _id: 1 } });
  }

  find(state: string): Promise<PurchaseRuleRecord | null> {
    return this.rules.findOne({ _id: state });
  }

  insert(rule: PurchaseRuleRecord): Promise<PurchaseRuleRecord> {
    return this.rules.insert(rule);
  }

  update(state: string, fields: Partial<PurchaseRuleRecord>): Promise<PurchaseRuleRecord | null> {
    return this.rules.findOneAndUpdate({ _id: state }, { $set: fields });
  }

  async delete(state: string): Promise<boolean> {
    return (await this.rules.deleteOne({ _id: state })) > 0;
  }

  /** Writes a seed rule unless the state has one (another instance seeding at the same time). */
  async ensure(rule: PurchaseRuleRecord): Promise<void> {
    try {
      await this.rules.insert(rule);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
