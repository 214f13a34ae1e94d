import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class CityPage {
  @Field()
  slug!: string;
  @Field()
  name!: string;
  @Field()
  state!: string;
  @Field(() => [String])
  zipCodes!: string[];
  @Field()
  description!: string;
  @Field(() => Float)
  lat!: number;
  @Field(() => Float)
  lng!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Open stores in the city, for a city the catalog covers',
  })
  stores?: number | null;
}

@ObjectType()
export class GeoPlace {
  @Field(() => Float)
  lat!: number;
  @Field(() => Float)
  lng!: number;
  @Field(() => String, { nullable: true })
  zip!: string | null;
  @Field(() => String, { nullable: true })
  city!: string | null;
  @Field(() => String, { nullable: true })
  state!: string | null;
}
