import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Schema } from 'mongoose';
import { CatalogEvents, STORES_DELISTED_BATCH, type StoresDelistedEvent } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';

/** One `search.catalog.stores-delisted.v1` event an import owes the other services. */
export interface PendingDelistingDocument extends StoresDelistedEvent {
  /** Also the event's id, so publishing it again (after a crash, or by two replicas) is one fact downstream. */
  _id: string;
}

export const DELISTINGS_OUTBOX_COLLECTION = 'catalog_delistings_outbox';

const pendingDelistingSchema = new Schema<PendingDelistingDocument>(
  {
    _id: { type: String, required: true },
    storeIds: { type: [String], required: true },
    delistedOn: { type: String, required: true },
    closedAt: { type: String, required: true },
  },
  { versionKey: false },
);

/**
 * The closings every import owes community (which ends their "not accepting EBT" marks), kept with the
 * catalog they changed. An import inside the search service publishes them at once; the command-line
 * importers run without the runtime's bus (the standalone one's is in another process), so theirs wait
 * here until the search service publishes them: a minute after its start, and at its hourly look.
 */
@Injectable()
export class DelistingsOutbox {
  private readonly pending: DocumentCollection<PendingDelistingDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.pending = documents.collection<PendingDelistingDocument>(
      DELISTINGS_OUTBOX_COLLECTION,
      pendingDelistingSchema,
    );
  }

  /** Writes down the stores a list dropped, in events of at most STORES_DELISTED_BATCH stores. */
  async record(storeIds: string[], delistedOn: string, closedAt: string): Promise<void> {
    const events: PendingDelistingDocument[] = [];
    for (let i = 0; i < storeIds.length; i += STORES_DELISTED_BATCH)
      events.push({
        _id: randomUUID(),
        storeIds: storeIds.slice(i, i + STORES_DELISTED_BATCH),
        delistedOn,
        closedAt,
      });
    if (events.length > 0) await this.pending.insertMany(events);
  }

  /** Takes over the closings another outbox holds (an import made in a scratch catalog), oldest first. */
  async takeOver(other: DelistingsOutbox): Promise<void> {
    const owed = await other.pending.find({}, { sort: { closedAt: 1 } });
    if (owed.length > 0) await this.pending.insertMany(owed);
  }

  /** Publishes every closing still owed, oldest first; each leaves the outbox once the bus took it.
   * Returns how many events were published. */
  async publishPending(bus: BusClient): Promise<number> {
    const owed = await this.pending.find({}, { sort: { closedAt: 1 } });
    for (const { _id, storeIds, delistedOn, closedAt } of owed) {
      await bus.publish(
        CatalogEvents.storesDelisted,
        { storeIds, delistedOn, closedAt },
        { eventId: _id },
      );
      await this.pending.deleteOne({ _id });
    }
    return owed.length;
  }

  async count(): Promise<number> {
    return this.pending.count();
  }
}

/** How often the search service looks for closings a command-line import left owed. */
const LOOK_EVERY_MS = 60 * 60_000;
/** The first look waits for the other services: the standalone runtime starts search before
 * community, and its in-process broker hands an event only to the groups subscribed by then. */
const FIRST_LOOK_AFTER_MS = 60_000;

/** Publishes, in the search service, the closings command-line imports left in the outbox. */
@Injectable()
export class DelistingsPublisher implements OnApplicationBootstrap {
  private readonly logger = new Logger('DelistingsPublisher');

  constructor(
    private readonly outbox: DelistingsOutbox,
    private readonly schedule: SchedulerRegistry,
    @Optional() @Inject(BUS_CLIENT) private readonly bus?: BusClient,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.bus) return;
    // Cleared at shutdown by @nestjs/schedule; unref'd so they never hold a process open by themselves.
    const look = () => void this.publishOwed();
    this.schedule.addTimeout(
      'delistings-first-look',
      setTimeout(look, FIRST_LOOK_AFTER_MS).unref(),
    );
    this.schedule.addInterval('delistings-look', setInterval(look, LOOK_EVERY_MS).unref());
  }

  async publishOwed(): Promise<void> {
    if (!this.bus) return;
    try {
      const published = await this.outbox.publishPending(this.bus);
      if (published > 0) this.logger.log(`published ${published} owed store-closing events`);
    } catch (error) {
      // Left in the outbox: the next look publishes them.
      this.logger.warn(
        `could not publish owed store closings (retried within the hour): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
