import { Inject, Injectable, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type RecordStoreClickCommand, SearchEvents, SearchMessages } from '@snap/contracts';
import { roundClickCoordinate, storeClickProblem } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { LOGGER } from '@snap/platform-observability';
import type { Logger } from 'pino';
import { CommunityAnalyticsUseCases } from '../analytics/community-analytics.usecases';
import { StoreClicksRepository } from './store-clicks.repository';

/** Click tracking: only a signed-in user's click on a real store with valid coordinates is kept;
 * anything else is a logged warning, never an error for the visitor (product rule "Store clicks"). */
@Injectable()
export class StoreClicksUseCases {
  constructor(
    private readonly clicks: StoreClicksRepository,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() private readonly analytics?: CommunityAnalyticsUseCases,
  ) {}

  async record(
    userId: string | undefined,
    command: RecordStoreClickCommand,
  ): Promise<{ recorded: boolean }> {
    const problem = storeClickProblem({
      userId,
      storeId: command.storeId,
      lat: command.lat,
      lng: command.lng,
    });
    if (problem) return this.skip(problem, command);
    const storeId = (command.storeId as string).trim();
    if (!(await this.bus.request(SearchMessages.byId, { id: storeId })))
      return this.skip('unknown store id', command);

    const { click, added } = await this.clicks.recordOnce({
      _id: command.clickId ?? randomUUID(),
      storeId,
      userId: userId as string,
      userLatitude: roundClickCoordinate(command.lat as number),
      userLongitude: roundClickCoordinate(command.lng as number),
      clickedAt: new Date(),
    });
    if (added) await this.analytics?.storeClicked(click.clickedAt);
    // Published on every call, with the click's id as the event id: a retry after a lost publish
    // reaches trending, and search stores a repeated event once.
    await this.bus.publish(
      SearchEvents.storeClicked,
      {
        storeId: click.storeId,
        userId: click.userId,
        lat: click.userLatitude,
        lng: click.userLongitude,
        clickedAt: new Date(click.clickedAt).toISOString(),
      },
      { eventId: `store-click:${click._id}` },
    );
    return { recorded: true };
  }

  /** A deleted account's clicks go with it; search drops its own copies on the same event. */
  async forgetUser(userId: string): Promise<number> {
    return this.clicks.forgetUser(userId);
  }

  private skip(reason: string, command: RecordStoreClickCommand): { recorded: boolean } {
    this.logger.warn({ reason, storeId: command.storeId ?? null }, 'store click not recorded');
    return { recorded: false };
  }
}
