import { ArgsType, Field, Float, ID, Int, ObjectType, PickType } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import type {
  CreatedReview as CreatedReviewView,
  MyReviewView,
  PublicReviewView,
  ReviewStatsView,
  ReviewWithProfileView,
} from '@snap/contracts';
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

@ArgsType()
export class StoreReviewsArgs {
  @Field(() => ID)
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200, { message: 'limit must not be greater than 200' })
  limit?: number;
}

@ArgsType()
export class CreateReviewArgs {
  @Field(() => ID)
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @Field(() => Int, { nullable: true, description: "1-5; missing or 0 gives 'Rating is required'" })
  @IsOptional()
  @IsNumber()
  rating?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  review_text?: string | null;
}

@ArgsType()
export class StoreIdsArgs {
  @Field(() => [ID], { description: 'A page of store cards (at most 200)' })
  @IsArray()
  @ArrayMaxSize(200, { message: 'storeIds must contain no more than 200 elements' })
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  storeIds!: string[];
}
