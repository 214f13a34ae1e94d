import { Inject, UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type RequestMeta, TipMessages } from '@snap/contracts';
import { AbuseLimit } from '../security/abuse-limits';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { RequestContext, SignedInGuard } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { StoreIdsArgs, StoreReviewsArgs } from './reviews.models';
import { CreateTipArgs, Tip } from './tips.models';

/** Community tips: anyone reads them; signed-in users write them. */
@Resolver()
export class TipsResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => [Tip], { description: "A store's tips, newest first" })
  tips(@Args() args: StoreReviewsArgs): Promise<Tip[]> {
    return viaBus(() =>
      this.bus.request(TipMessages.list, { storeId: args.storeId, limit: args.limit }),
    );
  }

  @Query(() => [Tip], {
    description: 'The newest tip of each store that has one, for a page of store cards',
  })
  latestTips(@Args() args: StoreIdsArgs): Promise<Tip[]> {
    return viaBus(() => this.bus.request(TipMessages.latest, { storeIds: args.storeIds }));
  }

  @Mutation(() => Tip, {
    description:
      "Trimmed, 1-500 characters ('Comment cannot be empty' / 'Comment must be less than 500 characters')",
  })
  @UseGuards(SignedInGuard, AbuseLimit('tips'))
  createTip(
    @Args() args: CreateTipArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<Tip> {
    return viaBus(() =>
      this.bus.request(
        TipMessages.create,
        { storeId: args.storeId, comment_text: args.comment_text },
        { meta },
      ),
    );
  }
}
