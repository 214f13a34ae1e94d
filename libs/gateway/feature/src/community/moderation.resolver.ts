import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type ModerationQueueFilter, ModerationMessages, type RequestMeta } from '@snap/contracts';
import type { ModeratedItemType } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { ModeratorGuard, RequestContext, SignedInGuard } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { AbuseLimit } from '../security/abuse-limits';
import {
  FlagContentResult,
  ModerationCase,
  ModerationCasePage,
  MyModeratedItem,
} from './moderation.models';

// Nullable so a missing reason gets the service's message ('Please choose a reason'), not GraphQL's.
const optional = { type: () => String, nullable: true } as const;

/** Flags on what members wrote (signed-in members), the moderation queue and decisions (moderators
 * and admins), and each author's own taken-down items. The community service checks every role again. */
@Resolver()
export class ModerationResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Mutation(() => FlagContentResult, {
    description: 'Flag a review, tip or photo for moderators (once per item; not your own)',
  })
  @UseGuards(SignedInGuard, AbuseLimit('flags'))
  flagContent(
    @Args('itemType') itemType: string,
    @Args('itemId', { type: () => ID }) itemId: string,
    @Args('reason', optional) reason: string | null,
    @Args('note', optional) note: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<FlagContentResult> {
    return viaBus(() =>
      this.bus.request(
        ModerationMessages.flag,
        { itemType: itemType as ModeratedItemType, itemId, reason, note },
        { meta },
      ),
    );
  }

  @Query(() => ModerationCasePage, {
    description:
      'Flagged reviews, tips and photos, open ones first, most flagged first; or the hidden / removed ones (moderators and admins)',
  })
  @UseGuards(ModeratorGuard)
  moderationQueue(
    @Args('status', optional) status: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<ModerationCasePage> {
    return viaBus(() =>
      this.bus.request(
        ModerationMessages.queue,
        { ...(status ? { status: status as ModerationQueueFilter } : {}), limit, offset },
        { meta },
      ),
    );
  }

  @Mutation(() => ModerationCase, {
    description:
      'Hide, remove (its points are taken back) or restore a review, tip or photo, with a reason its author reads (moderators and admins)',
  })
  @UseGuards(ModeratorGuard)
  moderateContent(
    @Args('itemType') itemType: string,
    @Args('itemId', { type: () => ID }) itemId: string,
    @Args('decision') decision: string,
    @Args('reason', optional) reason: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<ModerationCase> {
    return viaBus(() =>
      this.bus.request(
        ModerationMessages.decide,
        { itemType: itemType as ModeratedItemType, itemId, decision, reason },
        { meta },
      ),
    );
  }

  @Query(() => [MyModeratedItem], {
    description: 'My reviews, tips and photos a moderator took down, with the reason',
  })
  @UseGuards(SignedInGuard)
  myModeratedContent(@RequestContext() meta: Partial<RequestMeta>): Promise<MyModeratedItem[]> {
    return viaBus(() => this.bus.request(ModerationMessages.mine, {}, { meta }));
  }
}
