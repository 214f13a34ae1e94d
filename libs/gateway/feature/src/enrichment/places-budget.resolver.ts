import { Inject, UseGuards } from '@nestjs/common';
import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { EnrichmentMessages } from '@snap/contracts';
import { canModerate } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { CurrentUser, OptionalAuthGuard } from '../auth/auth.guards';
import type { AuthenticatedUser } from '../auth/jwt.strategy';
import { viaBus } from '../graphql/bus-errors';

@ObjectType()
export class PlacesBudget {
  @Field({ description: "True shows the 'Limited Data Available' banner" })
  exceeded!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: "Today's provider calls; staff only, else null",
  })
  used!: number | null;
  @Field(() => Int, { nullable: true, description: 'The daily limit; staff only, else null' })
  limit!: number | null;
}

@Resolver()
export class PlacesBudgetResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => PlacesBudget, {
    description:
      "The maps provider's daily budget as enrichment counts it: everyone sees whether it is spent, only staff how much",
  })
  @UseGuards(OptionalAuthGuard)
  async placesBudget(@CurrentUser() user: AuthenticatedUser | undefined): Promise<PlacesBudget> {
    const state = await viaBus(() => this.bus.request(EnrichmentMessages.placesBudget, {}));
    // How much is left tells an attacker how much more to spend.
    return canModerate(user?.roles) ? state : { exceeded: state.exceeded, used: null, limit: null };
  }
}
