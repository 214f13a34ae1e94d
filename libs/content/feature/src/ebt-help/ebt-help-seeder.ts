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
import { ComplaintContactsRepository } from '../complaint-contacts/complaint-contacts.repository';
import { HelpFactsRepository } from '../help-facts/help-facts.repository';
import { OnlineRetailersRepository } from '../online-retailers/online-retailers.repository';
import { SEED_COMPLAINT_CONTACTS, SEED_HELP_FACTS, SEED_ONLINE_RETAILERS } from './ebt-help-seed';

interface SeedMark {
  _id: string;
  at: Date;
}
const seedMarkSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);
const SEED = 'ebt-help-v1';

/** A first start gets the help pages' facts from the facts file, once: the mark written after them
 * means an entry an admin deleted later is never written again. */
@Injectable()
export class EbtHelpSeeder implements OnApplicationBootstrap {
  private readonly marks: DocumentCollection<SeedMark>;

  constructor(
    private readonly retailers: OnlineRetailersRepository,
    private readonly contacts: ComplaintContactsRepository,
    private readonly facts: HelpFactsRepository,
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.marks = documents.collection('content_seeds', seedMarkSchema);
  }

  onApplicationBootstrap(): void {
    // In the background: a documents engine that is still starting must not hold the service's start.
    void this.seedOnce().catch((error: unknown) =>
      this.logger.error({ err: error }, 'EBT help seed content not written'),
    );
  }

  /** True when it wrote the seed. */
  async seedOnce(now = new Date()): Promise<boolean> {
    if (await this.marks.findOne({ _id: SEED })) return false;
    for (const entry of SEED_ONLINE_RETAILERS)
      await this.retailers.ensure({ ...entry, updatedBy: null, createdAt: now, updatedAt: now });
    for (const entry of SEED_COMPLAINT_CONTACTS)
      await this.contacts.ensure({ ...entry, updatedBy: null, createdAt: now, updatedAt: now });
    for (const { key, ...fact } of SEED_HELP_FACTS)
      await this.facts.ensure({ _id: key, ...fact, updatedBy: null, updatedAt: now });
    try {
      await this.marks.insert({ _id: SEED, at: now });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    this.logger.info('EBT help pages seeded from the programs facts file');
    return true;
  }
}
