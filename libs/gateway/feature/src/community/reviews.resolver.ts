import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type RequestMeta, ReviewMessages } from '@snap/contracts';
import { AbuseLimit } from '../security/abuse-limits';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { OptionalAuthGuard, RequestContext, SignedInGuard } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { LimitArgs } from './points.models';
import {
  CreatedReview,
  CreateReviewArgs,
  DeletedReview,
  MyReview,
  Review,
  ReviewStats,
  ReviewWithProfile,
  StoreIdsArgs,
  StoreReviewsArgs,
} from './reviews.models';

/** Community reviews: anyone reads them; signed-in users write them and delete their own. */
@Resolver()
export class ReviewsResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => [Review], { description: 'public_reviews of a store, newest first' })
  @UseGuards(OptionalAuthGuard)
  reviews(
    @Args() args: StoreReviewsArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<Review[]> {
    return viaBus(() =>
      this.bus.request(ReviewMessages.list, { storeId: args.storeId, limit: args.limit }, { meta }),
    );
  }

  @Query(() => [ReviewWithProfile], {
    description: "A store's reviews joined with profiles (full_name, avatar_url), newest first",
  })
  @UseGuards(OptionalAuthGuard)
  reviewsWithProfiles(
    @Args() args: StoreReviewsArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<ReviewWithProfile[]> {
    return viaBus(() =>
      this.bus.request(
        ReviewMessages.listWithProfiles,
        { storeId: args.storeId, limit: args.limit },
        { meta },
      ),
    );
  }

  @Query(() => [ReviewStats], {
    description: 'Average rating and count for a page of stores, in the order asked',
  })
  reviewStats(@Args() args: StoreIdsArgs): Promise<ReviewStats[]> {
    return viaBus(() => this.bus.request(ReviewMessages.stats, { storeIds: args.storeIds }));
  }

  @Query(() => [MyReview], {
    description: "The signed-in user's reviews with store name, city and state, newest first",
  })
  @UseGuards(SignedInGuard)
  myReviews(
    @Args() args: LimitArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<MyReview[]> {
    return viaBus(() => this.bus.request(ReviewMessages.mine, { limit: args.limit }, { meta }));
  }

  @Mutation(() => CreatedReview, {
    description: "Failures carry the schema's messages joined by commas",
  })
  @UseGuards(SignedInGuard, AbuseLimit('reviews'))
  createReview(
    @Args() args: CreateReviewArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<CreatedReview> {
    return viaBus(() =>
      this.bus.request(
        ReviewMessages.create,
        { storeId: args.storeId, rating: args.rating, review_text: args.review_text },
        { meta },
      ),
    );
  }

  @Mutation(() => DeletedReview, { description: 'Only by its author' })
  @UseGuards(SignedInGuard)
  deleteReview(
    @Args('reviewId', { type: () => ID }) reviewId: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<DeletedReview> {
    return viaBus(() => this.bus.request(ReviewMessages.delete, { reviewId }, { meta }));
  }
}
