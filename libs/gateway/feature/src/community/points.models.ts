import { VALIDATION_MESSAGES } from '@snap/contracts';
import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

@ObjectType({ description: 'get_user_stats' })
export class UserStats {
  @Field(() => Int)
  total_points!: number;
  @Field(() => Int)
  total_contributions!: number;
  @Field(() => Int)
  stores_contributed_to!: number;
  @Field(() => Int, { description: 'Contributions a moderator approved' })
  verified_contributions!: number;
}

@ObjectType({ description: 'A line of the user_points ledger' })
export class UserPoints {
  @Field(() => ID)
  id!: string;
  @Field(() => ID)
  user_id!: string;
  @Field(() => ID)
  store_id!: string;
  @Field()
  contribution_type!: string;
  @Field(() => Int)
  points_earned!: number;
  @Field(() => String, { nullable: true })
  description!: string | null;
  @Field()
  verified!: boolean;
  @Field()
  created_at!: string;
}

@ObjectType()
export class Badge {
  @Field(() => ID)
  id!: string;
  @Field()
  name!: string;
  @Field()
  description!: string;
  @Field()
  icon!: string;
  @Field(() => Int)
  contributions_required!: number;
}

@ObjectType()
export class UserBadge {
  @Field(() => ID)
  id!: string;
  @Field(() => ID)
  user_id!: string;
  @Field(() => ID)
  badge_id!: string;
  @Field()
  earned_at!: string;
  @Field(() => Badge)
  badge!: Badge;
}

@ObjectType({
  description: "A badge with the signed-in user's progress ('Almost there!' from 80%)",
})
export class BadgeProgress extends Badge {
  @Field()
  earned!: boolean;
  @Field(() => String, { nullable: true })
  earned_at!: string | null;
  @Field(() => Int, {
    description: 'Contributions counted towards it, at most contributions_required',
  })
  current!: number;
  @Field(() => Float, { description: '0..1' })
  ratio!: number;
  @Field()
  almost_there!: boolean;
}

@ArgsType()
export class LimitArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200, { message: VALIDATION_MESSAGES.limitAtMost200 })
  limit?: number;
}
