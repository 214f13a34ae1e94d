import { Inject } from '@nestjs/common';
import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { EnrichmentMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { viaBus } from '../graphql/bus-errors';

@ObjectType()
export class PlacesBudget {
  @Field({ description: "True shows the 'Limited Data Available' banner" })
  exceeded!: boolean;
  @Field(() => Int)
  used!: number;
  @Field(() => Int)
  limit!: number;
}

@Resolver()
export class PlacesBudgetResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => PlacesBudget, {
    description: "The maps provider's daily budget as enrichment counts it",
  })
  placesBudget(): Promise<PlacesBudget> {
    return viaBus(() => this.bus.request(EnrichmentMessages.placesBudget, {}));
  }
}
