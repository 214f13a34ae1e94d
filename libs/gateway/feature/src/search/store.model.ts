import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  isRestaurantMealsStore,
  produceIncentiveOf,
  WEEKDAYS,
  type StoreHit,
  type StoreType,
} from '@snap/domain';

@ObjectType()
export class WeeklyHoursDay {
  @Field()
  day!: string;
  @Field()
  open!: string;
  @Field()
  close!: string;
  @Field()
  closed!: boolean;
}

@ObjectType()
export class StoreComment {
  @Field()
  comment_text!: string;
  @Field()
  user_name!: string;
  @Field()
  created_at!: string;
}

/** The catalog's fields a store shows as search returns them (the rest are renamed or reshaped). */
type StoreFieldsAsSearched = Pick<
  StoreHit,
  | 'id'
  | 'Store_Name'
  | 'Store_Street_Address'
  | 'Additional_Address'
  | 'City'
  | 'State'
  | 'Zip_Code'
  | 'Zip4'
  | 'County'
  | 'Store_Type'
  | 'Latitude'
  | 'Longitude'
  | 'Record_ID'
  | 'ObjectId'
  | 'Grantee_Name'
  | 'X'
  | 'Y'
  | 'Incentive_Program'
  | 'approximateLocation'
  | 'phone'
  | 'website'
  | 'openNow'
>;

/** A store in the snap_stores shape, with its field names (product rule "Store shape"). */
@ObjectType()
export class Store implements StoreFieldsAsSearched {
  @Field(() => ID)
  id!: string;
  @Field()
  Store_Name!: string;
  @Field()
  Store_Street_Address!: string;
  @Field(() => String, { nullable: true })
  Additional_Address!: string | null;
  @Field()
  City!: string;
  @Field()
  State!: string;
  @Field()
  Zip_Code!: string;
  @Field(() => String, { nullable: true })
  Zip4!: string | null;
  @Field(() => String, { nullable: true })
  County!: string | null;
  @Field(() => String, {
    description:
      "The product's store type (category filters read it), from USDA's Store_Type; 'Restaurant Meals Program' for restaurants USDA approved for hot meals",
  })
  Store_Type!: StoreType;
  @Field(() => Float)
  Latitude!: number;
  @Field(() => Float)
  Longitude!: number;
  @Field()
  Record_ID!: string;
  @Field(() => String, { nullable: true })
  ObjectId!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "USDA's Grantee_Name: the organization that runs the store's incentive program (e.g. Wholesome Wave Georgia)",
  })
  Grantee_Name!: string | null;
  @Field(() => Float)
  X!: number;
  @Field(() => Float)
  Y!: number;
  @Field(() => String, {
    nullable: true,
    description:
      "USDA's Incentive_Program as it lists it (e.g. 'Double Up Food Bucks'); a mention of RMP marks a Restaurant Meals Program store",
  })
  Incentive_Program!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The healthy-food incentive program at the store (the badge, and what 'Extra for fruits & vegetables' finds): Incentive_Program unless it only marks RMP; null for none",
  })
  produceIncentive!: string | null;
  @Field({
    description:
      "True for a Restaurant Meals Program restaurant: USDA's Store_Type says so or its Incentive_Program mentions RMP (the card's hot-meals banner)",
  })
  restaurantMeals!: boolean;
  @Field({ description: "True when placed at its ZIP's centroid because USDA gave no coordinates" })
  approximateLocation!: boolean;
  @Field({
    description:
      "active, or closed: no longer on USDA's list (only a store page and favorites show closed stores)",
  })
  status!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The date (YYYY-MM-DD) of the newest USDA list that has it: 'On USDA's SNAP retailer list as of'",
  })
  listed_on!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The date of the complete USDA list that no longer had it: 'No longer on USDA's list … since'",
  })
  delisted_on!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The day (YYYY-MM-DD) the site's editors closed it, while it stays closed: 'Closed by this site's editors since'",
  })
  closed_by_editors_on!: string | null;
  @Field(() => Float, { nullable: true, description: 'Great-circle miles from the searcher' })
  distance_miles!: number | null;
  @Field(() => Float, { nullable: true, description: 'Text search similarity in [0, 1]' })
  similarity_score!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Trending lists only: decayed clicks of the last 30 days nearby (0: none)',
  })
  trending_score!: number | null;
  @Field(() => String, {
    description: 'When the catalog last changed this store (import or approved contribution)',
  })
  updated_at!: string;
  @Field(() => Float, {
    nullable: true,
    description: "Community average; null shows 'No reviews yet'",
  })
  average_rating!: number | null;
  @Field(() => Int)
  review_count!: number;
  @Field(() => String, { nullable: true, description: "null shows 'Phone coming soon'" })
  phone!: string | null;
  @Field(() => String, { nullable: true })
  website!: string | null;
  @Field(() => [WeeklyHoursDay], { nullable: true, description: "null shows 'Hours coming soon'" })
  weeklyHours!: WeeklyHoursDay[] | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "Open at the time of the query in the store's own time zone, from the provider's hours or else approved community hours",
  })
  openNow!: boolean | null;
  @Field(() => StoreComment, { nullable: true, description: 'The newest community tip' })
  latestComment!: StoreComment | null;
  @Field(() => Float, {
    nullable: true,
    description: "The places provider's rating, once the store was enriched",
  })
  google_rating!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'When the places provider last answered for this store',
  })
  google_last_updated!: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'True when the search index was down and this result came from the slower limited search (same ranking, only around a place)',
  })
  searchLimited!: boolean | null;
}

export function toStoreModel(hit: StoreHit): Store {
  const hours = hit.weeklyHours;
  return {
    id: hit.id,
    Store_Name: hit.Store_Name,
    Store_Street_Address: hit.Store_Street_Address,
    Additional_Address: hit.Additional_Address,
    City: hit.City,
    State: hit.State,
    Zip_Code: hit.Zip_Code,
    Zip4: hit.Zip4,
    County: hit.County,
    Store_Type: hit.Store_Type,
    Latitude: hit.Latitude,
    Longitude: hit.Longitude,
    Record_ID: hit.Record_ID,
    ObjectId: hit.ObjectId,
    Grantee_Name: hit.Grantee_Name,
    X: hit.X,
    Y: hit.Y,
    Incentive_Program: hit.Incentive_Program,
    produceIncentive: produceIncentiveOf(hit),
    restaurantMeals: isRestaurantMealsStore(hit),
    approximateLocation: hit.approximateLocation,
    status: hit.status,
    listed_on: hit.listedOn ?? null,
    delisted_on: hit.delistedOn ?? null,
    closed_by_editors_on: hit.closedByEditorsOn ?? null,
    distance_miles: hit.distanceMiles,
    similarity_score: hit.similarityScore,
    trending_score: hit.trendingScore ?? null,
    updated_at: hit.updatedAt,
    average_rating: hit.averageRating,
    review_count: hit.reviewCount,
    // Approved community data first, then the places provider's.
    phone: hit.phone ?? hit.provider?.phone ?? null,
    website: hit.website ?? hit.provider?.website ?? null,
    weeklyHours: hours
      ? WEEKDAYS.filter((day) => hours[day]).map((day) => ({ day, ...hours[day] }))
      : null,
    openNow: hit.openNow ?? null,
    latestComment: null,
    google_rating: hit.provider?.rating ?? null,
    google_last_updated: hit.provider?.updatedAt ?? null,
    searchLimited: hit.searchLimited ?? null,
  };
}
