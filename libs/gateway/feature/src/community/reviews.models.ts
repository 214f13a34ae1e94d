import { VALIDATION_MESSAGES } from '@snap/contracts';
import { ArgsType, Field, Float, ID, Int, ObjectType, PickType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import {
  CreateReviewCommand,
  StoreReviewsQuery,
  type CreatedReview as CreatedReviewView,
  type MyReviewView,
  type PublicReviewView,
  type ReviewStatsView,
  type ReviewWithProfileView,
} from '@snap/contracts';
import { REVIEW_LIMITS } from '@snap/domain';
import { queryArgs } from '../graphql/query-args';
import { translatedMessage } from '../i18n/translated-field.middleware';
import { Store } from '../search/store.model';

@ObjectType({ description: "public_reviews: the reviewer is shown as 'Anonymous User'" })
export class Review implements PublicReviewView {
  @Field(() => ID)
  id!: string;
  @Field(() => ID)
  store_id!: string;
  @Field(() => Int)
  rating!: number;
  @Field(() => String, { nullable: true })
  review_text!: string | null;
  @Field()
  created_at!: string;
  @Field()
  user_name!: string;
  @Field({ description: "The signed-in user's own review (shows the delete action)" })
  is_own!: boolean;
}

@ObjectType()
export class ReviewerProfile implements NonNullable<ReviewWithProfileView['profile']> {
  @Field()
  full_name!: string;
  @Field(() => String, { nullable: true })
  avatar_url!: string | null;
}

@ObjectType({
  description: "A review joined with its author's profile (null once the account is deleted)",
})
export class ReviewWithProfile extends Review implements ReviewWithProfileView {
  @Field(() => ReviewerProfile, { nullable: true })
  profile!: ReviewerProfile | null;
}

@ObjectType({ description: 'store_review_stats_secure' })
export class ReviewStats implements ReviewStatsView {
  @Field(() => ID)
  store_id!: string;
  @Field(() => Float, { nullable: true, description: "null shows 'No reviews yet'" })
  average_rating!: number | null;
  @Field(() => Int)
  review_count!: number;
}

@ObjectType()
export class ReviewedStore
  extends PickType(Store, ['id', 'Store_Name', 'City', 'State'] as const)
  implements NonNullable<MyReviewView['store']> {}

@ObjectType({ description: 'Profile > My Reviews' })
export class MyReview implements MyReviewView {
  @Field(() => ID)
  id!: string;
  @Field(() => Int)
  rating!: number;
  @Field(() => String, { nullable: true })
  review_text!: string | null;
  @Field()
  created_at!: string;
  @Field(() => ID)
  store_id!: string;
  @Field(() => ReviewedStore, {
    nullable: true,
    description: 'null once the store left the catalog',
  })
  store!: ReviewedStore | null;
  @Field(() => String, { description: 'visible, hidden or removed (by a moderator)' })
  moderation_status!: MyReviewView['moderation_status'];
  @Field(() => String, {
    nullable: true,
    description: "'Hidden by a moderator: <reason>' while a moderator keeps it out of public view",
    middleware: [translatedMessage],
  })
  moderation_notice!: string | null;
}

@ObjectType()
export class CreatedReview implements CreatedReviewView {
  @Field(() => Review)
  review!: Review;
  @Field(() => ReviewStats)
  stats!: ReviewStats;
  @Field(() => Int, { description: "Shown as '+N points earned!'" })
  pointsEarned!: number;
  @Field({ description: 'False when this user was already paid for reviewing this store' })
  pointsAwarded!: boolean;
}

@ObjectType()
export class DeletedReview {
  @Field()
  deleted!: boolean;
  @Field(() => ReviewStats)
  stats!: ReviewStats;
}

// The arguments are the contracts' classes (what the community service validates its messages with):
// their rules are declared once, there; the review's own rules and messages are the domain's.
@ArgsType()
export class StoreReviewsArgs extends StoreReviewsQuery {}
queryArgs(StoreReviewsArgs, {
  storeId: [() => ID],
  limit: [() => Int, { nullable: true }],
});

@ArgsType()
export class CreateReviewArgs extends CreateReviewCommand {}
queryArgs(CreateReviewArgs, {
  storeId: [() => ID],
  rating: [
    () => Int,
    { nullable: true, description: "1-5; missing or 0 gives 'Rating is required'" },
  ],
  review_text: [
    () => String,
    { nullable: true, description: `At most ${REVIEW_LIMITS.textMax} characters once trimmed` },
  ],
});

@ArgsType()
export class StoreIdsArgs {
  @Field(() => [ID], { description: 'A page of store cards (at most 200)' })
  @IsArray()
  @ArrayMaxSize(200, { message: VALIDATION_MESSAGES.storeIdsAtMost200 })
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  storeIds!: string[];
}
