import { Inject, UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { PointsMessages, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { OptionalAuthGuard, RequestContext, SignedInGuard } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { BadgeProgress, LimitArgs, UserBadge, UserPoints, UserStats } from './points.models';

/** Profile > Points & Badges. Points are awarded by the community service itself (reviews, photos,
 * contributions), never by a client call. */
@Resolver()
export class PointsResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => UserStats, { description: "The signed-in user's totals" })
  @UseGuards(SignedInGuard)
  myStats(@RequestContext() meta: Partial<RequestMeta>): Promise<UserStats> {
    return viaBus(() => this.bus.request(PointsMessages.myStats, {}, { meta }));
  }

  @Query(() => [UserPoints], { description: "The signed-in user's points ledger, newest first" })
  @UseGuards(SignedInGuard)
  myPoints(
    @Args() args: LimitArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<UserPoints[]> {
    return viaBus(() => this.bus.request(PointsMessages.myPoints, { limit: args.limit }, { meta }));
  }

  @Query(() => [UserBadge], { description: "The signed-in user's badges, newest first" })
  @UseGuards(SignedInGuard)
  myBadges(@RequestContext() meta: Partial<RequestMeta>): Promise<UserBadge[]> {
    return viaBus(() => this.bus.request(PointsMessages.myBadges, {}, { meta }));
  }

  @Query(() => [BadgeProgress], {
    description: "All badges by contributions required; with the signed-in user's progress",
  })
  @UseGuards(OptionalAuthGuard)
  badges(@RequestContext() meta: Partial<RequestMeta>): Promise<BadgeProgress[]> {
    return viaBus(() => this.bus.request(PointsMessages.badges, { withProgress: true }, { meta }));
  }
}
