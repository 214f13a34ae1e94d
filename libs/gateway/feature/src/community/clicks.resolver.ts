import { Inject, UseGuards } from '@nestjs/common';
import { Args, Float, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ClickMessages, type RequestMeta } from '@snap/contracts';
import { AbuseLimit } from '../security/abuse-limits';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { OptionalAuthGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';

/** Click tracking for trending: the web reports each store opened from results. */
@Resolver()
export class ClicksResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Mutation(() => Boolean, {
    description:
      'Record that the user opened a store. True when recorded; false (and only logged) for a signed-out visitor, an unknown store or bad coordinates',
  })
  @UseGuards(OptionalAuthGuard, AbuseLimit('clicks'))
  async recordStoreClick(
    @Args('storeId', { type: () => ID }) storeId: string,
    @Args('lat', { type: () => Float }) lat: number,
    @Args('lng', { type: () => Float }) lng: number,
    @Args('clickId', {
      type: () => String,
      nullable: true,
      description: 'A UUID the web makes per click, so a retry counts once',
    })
    clickId: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<boolean> {
    return (
      await viaBus(() =>
        this.bus.request(ClickMessages.record, { storeId, lat, lng, clickId }, { meta }),
      )
    ).recorded;
  }
}
