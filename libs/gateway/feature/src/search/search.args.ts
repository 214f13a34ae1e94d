import { ArgsType, Float, Int } from '@nestjs/graphql';
import {
  CategoryStoresQuery,
  DirectSearchQuery,
  GeocodeQuery,
  NearbyStoresQuery,
  ReverseGeocodeQuery,
  TextSearchQuery,
  TrendingStoresQuery,
  ZipStoresQuery,
} from '@snap/contracts';
import { queryArgs } from '../graphql/query-args';

// The search queries' arguments are the contracts' queries (the classes the search service validates
// its messages with): their rules and messages for bad input (product rule "Validation messages") are declared once, there.

const located = { lat: [() => Float], lng: [() => Float] } as const;
const optional = { nullable: true };
// 'Extra for fruits & vegetables': the same filter on every store list.
const produceIncentiveOnly = [
  () => Boolean,
  {
    nullable: true,
    description:
      "'Extra for fruits & vegetables': only stores with a healthy-food incentive program such as Double Up Food Bucks (USDA's Incentive_Program; the Restaurant Meals Program mark does not count)",
  },
] as const;

@ArgsType()
export class LocatedArgs extends ReverseGeocodeQuery {}
queryArgs(LocatedArgs, { ...located });

@ArgsType()
export class NearbyStoresArgs extends NearbyStoresQuery {}
queryArgs(NearbyStoresArgs, {
  ...located,
  radiusMiles: [() => Int, { defaultValue: 10 }],
  storeTypes: [() => [String], optional],
  produceIncentiveOnly,
  limit: [() => Int, { defaultValue: 20 }],
  offset: [() => Int, { defaultValue: 0 }],
});

@ArgsType()
export class ZipStoresArgs extends ZipStoresQuery {}
queryArgs(ZipStoresArgs, {
  zip: [() => String],
  storeTypes: [() => [String], optional],
  produceIncentiveOnly,
});

@ArgsType()
export class SearchStoresArgs extends TextSearchQuery {}
queryArgs(SearchStoresArgs, {
  text: [() => String, optional],
  city: [() => String, optional],
  state: [() => String, optional],
  zip: [() => String, optional],
  lat: [() => Float, optional],
  lng: [() => Float, optional],
  radiusMiles: [() => Int, { defaultValue: 10 }],
  storeTypes: [() => [String], optional],
  produceIncentiveOnly,
  limit: [() => Int, { defaultValue: 100 }],
});

@ArgsType()
export class DirectSearchArgs extends DirectSearchQuery {}
queryArgs(DirectSearchArgs, {
  text: [() => String],
  category: [() => String, optional],
  limit: [() => Int, { defaultValue: 2000 }],
});

@ArgsType()
export class CategoryStoresArgs extends CategoryStoresQuery {}
queryArgs(CategoryStoresArgs, {
  ...located,
  category: [() => String],
  produceIncentiveOnly,
  radiusMiles: [() => Int, { defaultValue: 10 }],
  limit: [() => Int, { defaultValue: 20 }],
  offset: [() => Int, { defaultValue: 0 }],
});

@ArgsType()
export class TrendingStoresArgs extends TrendingStoresQuery {}
queryArgs(TrendingStoresArgs, {
  ...located,
  produceIncentiveOnly,
  limit: [() => Int, { defaultValue: 20 }],
});

@ArgsType()
export class GeocodeArgs extends GeocodeQuery {}
queryArgs(GeocodeArgs, { text: [() => String] });
