import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A state whose complete current USDA list the catalog holds' })
export class CoveredState {
  @Field({ description: 'Two-letter code' })
  state!: string;
  @Field({ description: 'Its name, as people say it' })
  name!: string;
  @Field(() => Int, { description: 'Open stores in the state now' })
  stores!: number;
  @Field({ description: 'The date (YYYY-MM-DD) of the USDA list it came from' })
  asOf!: string;
}

@ObjectType({ description: 'What the catalog can honestly claim' })
export class CatalogCoverage {
  @Field(() => Int, { description: 'Every open store in the catalog' })
  totalStores!: number;
  @Field(() => [CoveredState], {
    description: 'States covered: a complete USDA list of each was imported',
  })
  covered!: CoveredState[];
  @Field(() => Int, {
    description: 'Open stores outside the covered states (farmers markets from the national list)',
  })
  storesElsewhere!: number;
  @Field({
    description:
      "Whether any open store carries USDA's incentive field: false for a catalog loaded from files without it",
  })
  incentiveProgramsKnown!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "A refresh of every state from USDA's live list is under way (a first start's): when it started",
  })
  nationalRefreshStartedAt!: string | null;
}
