import { Controller } from '@nestjs/common';
import {
  CreateReviewCommand,
  DeleteReviewCommand,
  MyReviewsQuery,
  type RequestMeta,
  ReviewMessages,
  ReviewStatsQuery,
  StoreReviewsQuery,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { ReviewsUseCases } from './reviews.usecases';

@Controller()
export class ReviewsHandler {
  constructor(private readonly reviews: ReviewsUseCases) {}

  @OnMessage(ReviewMessages.create)
  create(command: CreateReviewCommand, meta: RequestMeta) {
    return this.reviews.create(meta.userId, command);
  }

  @OnMessage(ReviewMessages.list)
  list(query: StoreReviewsQuery, meta: RequestMeta) {
    return this.reviews.list(query.storeId, meta.userId, query.limit);
  }

  @OnMessage(ReviewMessages.listWithProfiles)
  listWithProfiles(query: StoreReviewsQuery, meta: RequestMeta) {
    return this.reviews.listWithProfiles(query.storeId, meta.userId, query.limit);
  }

  @OnMessage(ReviewMessages.delete)
  delete(command: DeleteReviewCommand, meta: RequestMeta) {
    return this.reviews.delete(meta.userId, command.reviewId);
  }

  @OnMessage(ReviewMessages.stats)
  stats(query: ReviewStatsQuery) {
    return this.reviews.stats(query.storeIds);
  }

  @OnMessage(ReviewMessages.mine)
  mine(query: MyReviewsQuery, meta: RequestMeta) {
    return this.reviews.mine(meta.userId, query.limit);
  }
}
