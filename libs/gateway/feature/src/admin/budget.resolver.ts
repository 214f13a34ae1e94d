import { VALIDATION_MESSAGES } from '@snap/contracts';
import { Inject, UseGuards } from '@nestjs/common';
import { Args, ArgsType, Field, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';
import { BudgetAdminMessages, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, ModeratorGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';

/** The budget as staff see it: how much is spent and of what. */
@ObjectType()
export class StaffPlacesBudget {
  @Field({ description: "True shows the 'Limited Data Available' banner" })
  exceeded!: boolean;
  @Field(() => Int)
  used!: number;
  @Field(() => Int)
  limit!: number;
}

@ObjectType()
export class PlacesBudgetDay {
  @Field({ description: 'UTC day, yyyy-mm-dd' })
  date!: string;
  @Field(() => Int)
  used!: number;
}

@ObjectType()
export class PlacesBudgetHistory {
  @Field(() => StaffPlacesBudget)
  today!: StaffPlacesBudget;
  @Field(() => [PlacesBudgetDay], { description: 'Oldest first, today last' })
  days!: PlacesBudgetDay[];
}

@ArgsType()
class HistoryArgs {
  @Field(() => Int, { defaultValue: 30 })
  @IsInt()
  @Min(1)
  @Max(31)
  days!: number;
}

@ArgsType()
class SetLimitArgs {
  @Field(() => Int)
  @IsInt({ message: VALIDATION_MESSAGES.dailyLimitWhole })
  @Min(0, { message: VALIDATION_MESSAGES.dailyLimitRange })
  @Max(1_000_000, { message: VALIDATION_MESSAGES.dailyLimitRange })
  limit!: number;
}

/** The maps provider's budget in the back-office: staff read it, admins set the daily limit. */
@Resolver()
export class BudgetResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => PlacesBudgetHistory, {
    description: "Staff only: today's spend and limit with the calls of the last days",
  })
  @UseGuards(ModeratorGuard)
  placesBudgetHistory(
    @Args() { days }: HistoryArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<PlacesBudgetHistory> {
    return viaBus(() => this.bus.request(BudgetAdminMessages.history, { days }, { meta }));
  }

  @Mutation(() => StaffPlacesBudget, {
    description: 'Admins only: the daily limit of provider calls from now on',
  })
  @UseGuards(AdminGuard)
  setPlacesDailyLimit(
    @Args() { limit }: SetLimitArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<StaffPlacesBudget> {
    return viaBus(() => this.bus.request(BudgetAdminMessages.setLimit, { limit }, { meta }));
  }
}
