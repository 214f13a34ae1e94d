import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { CatalogChangeEvents, type CatalogChangeReason } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';

const logger = new Logger('CatalogChanges');

/** Tells the other services the catalog changed, once the change is written (documents and index):
 * the gateway's read cache drops every answer it kept. Never fails the change it follows: an
 * announcement the bus did not take is logged, and the cache's time to live bounds what it keeps. */
export async function announceCatalogChange(
  bus: BusClient | undefined,
  reason: CatalogChangeReason,
): Promise<void> {
  if (!bus) return;
  try {
    await bus.publish(CatalogChangeEvents.changed, { reason, changedAt: new Date().toISOString() });
  } catch (error) {
    logger.warn(
      `the catalog changed (${reason}) but the bus did not take the announcement; cached reads keep the earlier answer until their time to live: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The same, for the use cases and handlers that write stores. */
@Injectable()
export class CatalogChanges {
  constructor(@Optional() @Inject(BUS_CLIENT) private readonly bus?: BusClient) {}

  applied(reason: CatalogChangeReason): Promise<void> {
    return announceCatalogChange(this.bus, reason);
  }
}
