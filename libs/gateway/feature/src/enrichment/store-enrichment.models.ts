import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { StoreEnrichmentView } from '@snap/contracts';

@ArgsType()
export class StoreEnrichmentArgs {
  @Field(() => ID)
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;
}

@ObjectType()
export class ExternalReview {
  @Field()
  author_name!: string;
  @Field(() => String, { nullable: true })
  author_url!: string | null;
  @Field(() => String, { nullable: true })
  profile_photo_url!: string | null;
  @Field(() => Float, { nullable: true })
  rating!: number | null;
  @Field()
  text!: string;
  @Field(() => String, { nullable: true })
  relative_time_description!: string | null;
}

@ObjectType()
export class PlacePhoto {
  @Field({
    description:
      'Through the gateway (the provider key never reaches the browser), 1200x400 at most',
  })
  photo_url!: string;
  @Field(() => Int, { nullable: true })
  width!: number | null;
  @Field(() => Int, { nullable: true })
  height!: number | null;
}

@ObjectType({
  description:
    "The places provider's view of a store (its google_* fields, per the product rule Places provider fields)",
})
export class ProviderPlace {
  @Field()
  name!: string;
  @Field(() => String, { nullable: true })
  formatted_address!: string | null;
  @Field(() => String, { nullable: true })
  formatted_phone_number!: string | null;
  @Field(() => String, { nullable: true })
  website!: string | null;
  @Field(() => Float, { nullable: true })
  rating!: number | null;
  @Field(() => Int, { nullable: true })
  user_ratings_total!: number | null;
  @Field(() => Int, { nullable: true, description: '1-4, shown as dollar signs' })
  price_level!: number | null;
  @Field(() => String, { nullable: true })
  business_status!: string | null;
  @Field(() => [String], {
    description: "Up to 6, without 'establishment' and 'point_of_interest'",
  })
  categories!: string[];
  @Field(() => [String])
  weekday_text!: string[];
  @Field(() => [PlacePhoto])
  photos!: PlacePhoto[];
  @Field(() => [ExternalReview], { description: 'The first 5' })
  reviews!: ExternalReview[];
  @Field(() => Int, { description: "N of 'Showing 5 of N reviews'" })
  reviews_total!: number;
}

@ObjectType()
export class OpenMapMatch {
  @Field(() => Float)
  confidence_score!: number;
  @Field()
  osm_id!: string;
  @Field(() => String, { nullable: true })
  phone!: string | null;
  @Field(() => String, { nullable: true })
  website!: string | null;
  @Field(() => String, { nullable: true })
  opening_hours!: string | null;
  @Field(() => String, { nullable: true })
  shop_type!: string | null;
  @Field(() => String, { nullable: true })
  brand!: string | null;
  @Field(() => String, { nullable: true })
  operator!: string | null;
  @Field(() => String, { nullable: true })
  full_address!: string | null;
}

@ObjectType()
export class StoreEnrichment {
  @Field(() => ID)
  storeId!: string;
  @Field({
    description:
      "The provider's daily budget is spent: basic data only, and 'Limited Data Available'",
  })
  budgetExceeded!: boolean;
  @Field({
    description:
      "This visitor's new lookups of the hour are spent: stored data only, the store is queued for the background refresher (ask again later)",
  })
  queued!: boolean;
  @Field({ description: 'False when no provider key is configured' })
  providerEnabled!: boolean;
  @Field({
    description: 'False when no open-map source is configured (the page shows no open-map card)',
  })
  openMapEnabled!: boolean;
  @Field(() => ProviderPlace, { nullable: true })
  place!: ProviderPlace | null;
  @Field(() => OpenMapMatch, {
    nullable: true,
    description: "null shows 'No additional data found in OpenStreetMap database.'",
  })
  openMap!: OpenMapMatch | null;
  @Field(() => Float, { nullable: true, description: 'Provider weight 0.8, open-map score 0.2' })
  confidence!: number | null;
  @Field(() => String, { nullable: true, description: 'google_last_updated' })
  lastUpdated!: string | null;
}

export const PHOTO_MAX = { width: 1200, height: 400 } as const;
/** The carousel's thumbnails. */
export const PHOTO_THUMBNAIL = { width: 120, height: 80 } as const;

export function toStoreEnrichmentModel(view: StoreEnrichmentView): StoreEnrichment {
  return {
    ...view,
    place: view.place
      ? {
          ...view.place,
          photos: view.place.photos.map((photo) => ({
            photo_url: `/api/places/photo/${encodeURIComponent(photo.photo_reference)}?maxwidth=${PHOTO_MAX.width}&maxheight=${PHOTO_MAX.height}`,
            width: photo.width,
            height: photo.height,
          })),
        }
      : null,
  };
}
