import { VALIDATION_MESSAGES } from '@snap/contracts';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import type {
  ContributionKind,
  ContributionStatus,
  ContributionView,
  SubmittedContribution as SubmittedContributionView,
} from '@snap/contracts';
import { WeeklyHoursDay } from '../search/store.model';
import { ReviewedStore } from './reviews.models';

@InputType()
export class DayHoursInput {
  @Field({ description: '24-hour HH:MM' })
  @IsString()
  @MaxLength(10)
  open!: string;

  @Field({ description: '24-hour HH:MM' })
  @IsString()
  @MaxLength(10)
  close!: string;

  @Field()
  @IsBoolean()
  closed!: boolean;
}

/** Monday..Sunday -> {open, close, closed}. Every day is needed; a missing one is named in the error. */
@InputType()
export class WeeklyHoursInput {
  @Field(() => DayHoursInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DayHoursInput)
  Monday?: DayHoursInput;

  @Field(() => DayHoursInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DayHoursInput)
  Tuesday?: DayHoursInput;

  @Field(() => DayHoursInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DayHoursInput)
  Wednesday?: DayHoursInput;

  @Field(() => DayHoursInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DayHoursInput)
  Thursday?: DayHoursInput;

  @Field(() => DayHoursInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DayHoursInput)
  Friday?: DayHoursInput;

  @Field(() => DayHoursInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DayHoursInput)
  Saturday?: DayHoursInput;

  @Field(() => DayHoursInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => DayHoursInput)
  Sunday?: DayHoursInput;
}

@ArgsType()
export class AddStorePhoneArgs {
  @Field(() => ID)
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @Field()
  @IsString()
  @MaxLength(200)
  phone!: string;
}

@ArgsType()
export class AddStoreHoursArgs {
  @Field(() => ID)
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @Field(() => WeeklyHoursInput)
  @ValidateNested()
  @Type(() => WeeklyHoursInput)
  hours!: WeeklyHoursInput;
}

@ArgsType()
export class PendingContributionsArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200, { message: VALIDATION_MESSAGES.limitAtMost200 })
  limit?: number;
}

@ObjectType({
  description: 'A phone number or weekly hours someone added, pending until a moderator decides',
})
/** The contracts' view, with the weekly hours as a list of days as the store's hours are. */
export class Contribution implements Omit<ContributionView, 'weekly_hours'> {
  @Field(() => ID)
  id!: string;
  @Field(() => ID)
  store_id!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'null once the contributor deleted their account',
  })
  user_id!: string | null;
  @Field(() => String, { description: 'phone or hours' })
  kind!: ContributionKind;
  @Field(() => String, { nullable: true })
  phone!: string | null;
  @Field(() => [WeeklyHoursDay], { nullable: true })
  weekly_hours!: WeeklyHoursDay[] | null;
  @Field(() => String, { description: 'pending, approved or rejected' })
  status!: ContributionStatus;
  @Field()
  created_at!: string;
  @Field(() => String, { nullable: true })
  reviewed_at!: string | null;
  @Field(() => ReviewedStore, { nullable: true })
  store!: ReviewedStore | null;
}

@ObjectType()
export class SubmittedContribution implements Omit<SubmittedContributionView, 'contribution'> {
  @Field(() => Contribution)
  contribution!: Contribution;
  @Field(() => Int, { description: "Shown as '+N points earned!'" })
  pointsEarned!: number;
  @Field({
    description:
      'False when this user was already paid for this kind of contribution to this store',
  })
  pointsAwarded!: boolean;
}
