import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type RequestMeta, TipMessages } from '@snap/contracts';
import { AbuseLimit } from '../security/abuse-limits';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { RequestContext, SignedInGuard } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import type { GraphqlContext } from '../graphql/graphql-context';
import { requestLanguage } from '../i18n/request-language';
import { StoreIdsArgs, StoreReviewsArgs } from './reviews.models';
import { CreateTipArgs, Tip } from './tips.models';

/** Community tips: anyone reads them; signed-in users write them. */
@Resolver()
export class TipsResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => [Tip], {
    description:
      "A store's tips, newest first, those in the request's language (X-Language) before the others",
  })
  tips(@Args() args: StoreReviewsArgs, @Context() { req }: GraphqlContext): Promise<Tip[]> {
    const language = requestLanguage(req);
    return viaBus(() =>
      this.bus.request(TipMessages.list, { storeId: args.storeId, limit: args.limit, language }),
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
    @Context() { req }: GraphqlContext,
  ): Promise<Tip> {
    // A tip is in the language of the page it was written on.
    const language = requestLanguage(req);
    return viaBus(() =>
      this.bus.request(
        TipMessages.create,
        { storeId: args.storeId, comment_text: args.comment_text, language },
        { meta },
      ),
    );
  }
}
