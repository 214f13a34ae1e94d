import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Schema } from 'mongoose';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import { LOGGER } from '@snap/platform-observability';
import type { Logger } from 'pino';
import { SEED_PURCHASE_RULES } from './purchase-rules-seed';
import { PurchaseRulesRepository } from './purchase-rules.repository';

interface SeedMark {
  _id: string;
  at: Date;
}
const seedMarkSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);
const SEED = 'purchase-rules-v1';

/** A first start gets the states' purchase rules from the facts file, once: the mark written after
 * them means a rule an admin deleted later is never written again. */
@Injectable()
export class PurchaseRulesSeeder implements OnApplicationBootstrap {
  private readonly marks: DocumentCollection<SeedMark>;

  constructor(
    private readonly rules: PurchaseRulesRepository,
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.marks = documents.collection('content_seeds', seedMarkSchema);
  }

  onApplicationBootstrap(): void {
    // In the background: a documents engine that is still starting must not hold the service's start.
    void this.seedOnce().catch((error: unknown) =>
      this.logger.error({ err: error }, 'purchase rules seed not written'),
    );
  }

  /** True when it wrote the seed. */
  async seedOnce(now = new Date()): Promise<boolean> {
    if (await this.marks.findOne({ _id: SEED })) return false;
    for (const rule of SEED_PURCHASE_RULES)
      await this.rules.ensure({
        _id: rule.state,
        ...rule,
        updatedBy: null,
        createdAt: now,
        updatedAt: now,
      });
    try {
      await this.marks.insert({ _id: SEED, at: now });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    this.logger.info('state purchase rules seeded from the programs facts file');
    return true;
  }
}
