import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsLatitude,
  IsLongitude,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  CATEGORIES,
  INVALID_ZIP_MESSAGE,
  SEARCH_INPUT_LIMITS,
  SEARCH_LIMITS,
  type StoreHit,
} from '@snap/domain';
import { defineEvent, defineQuery } from '../lib/definitions';

export const NEARBY_RADIUS_CHOICES: readonly number[] = SEARCH_LIMITS.radiusChoices;
const CATEGORY_IDS = CATEGORIES.map((category) => category.id);

class Located {
  @Type(() => Number)
  @IsLatitude({ message: VALIDATION_MESSAGES.latitude })
  lat!: number;

  @Type(() => Number)
  @IsLongitude({ message: VALIDATION_MESSAGES.longitude })
  lng!: number;
}

class StoreTypesFilter {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  storeTypes?: string[];

  /** 'Extra for fruits & vegetables': only stores with a healthy-food incentive (Double Up Food Bucks…). */
  @IsOptional()
  @IsBoolean()
  produceIncentiveOnly?: boolean;
}

export class NearbyStoresQuery extends Located {
  @IsIn(NEARBY_RADIUS_CHOICES, { message: VALIDATION_MESSAGES.radiusMiles })
  radiusMiles = 10;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  storeTypes?: string[];

  /** 'Extra for fruits & vegetables': only stores with a healthy-food incentive (Double Up Food Bucks…). */
  @IsOptional()
  @IsBoolean()
  produceIncentiveOnly?: boolean;

  @IsInt()
  @Min(1)
  @Max(200, { message: VALIDATION_MESSAGES.limitAtMost200 })
  limit = 20;

  @IsInt()
  @Min(0)
  @Max(10_000)
  offset = 0;
}

/** The most candidates one nearby-candidates query returns. */
export const NEARBY_CANDIDATES_MAX = 500;

/** The stores nearest a point, for a reader that ranks them from another point nearby (the gateway's
 * read cache keeps them per grid cell): any radius up to the widest choice and a margin, no page. */
export class NearbyCandidatesQuery extends StoreTypesFilter {
  @Type(() => Number)
  @IsLatitude({ message: VALIDATION_MESSAGES.latitude })
  lat!: number;

  @Type(() => Number)
  @IsLongitude({ message: VALIDATION_MESSAGES.longitude })
  lng!: number;

  @IsNumber()
  @Min(0)
  @Max(Math.max(...SEARCH_LIMITS.radiusChoices) + 5)
  radiusMiles!: number;

  @IsInt()
  @Min(1)
  @Max(NEARBY_CANDIDATES_MAX)
  limit!: number;
}

export class ZipStoresQuery extends StoreTypesFilter {
  @Matches(/^\d{5}$/, { message: INVALID_ZIP_MESSAGE })
  zip!: string;
}

export class TextSearchQuery extends StoreTypesFilter {
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_INPUT_LIMITS.queryMax)
  text?: string;

  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_INPUT_LIMITS.cityMax)
  city?: string;

  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: VALIDATION_MESSAGES.stateCode })
  state?: string;

  @IsOptional()
  @Matches(/^\d{5}$/, { message: INVALID_ZIP_MESSAGE })
  zip?: string;

  @IsOptional()
  @IsLatitude({ message: VALIDATION_MESSAGES.latitude })
  lat?: number;

  @IsOptional()
  @IsLongitude({ message: VALIDATION_MESSAGES.longitude })
  lng?: number;

  @IsIn(NEARBY_RADIUS_CHOICES, { message: VALIDATION_MESSAGES.radiusMiles })
  radiusMiles = 10;

  @IsInt()
  @Min(1)
  @Max(200, { message: VALIDATION_MESSAGES.limitAtMost200 })
  limit = 100;
}

export class DirectSearchQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(SEARCH_INPUT_LIMITS.queryMax)
  text!: string;

  @IsOptional()
  @IsIn(CATEGORY_IDS)
  category?: string;

  @IsInt()
  @Min(1)
  @Max(2000, { message: VALIDATION_MESSAGES.limitAtMost2000 })
  limit = 2000;
}

export class CategoryStoresQuery extends Located {
  @IsIn(CATEGORY_IDS, { message: VALIDATION_MESSAGES.category })
  category!: string;

  /** 'Extra for fruits & vegetables' within the category. */
  @IsOptional()
  @IsBoolean()
  produceIncentiveOnly?: boolean;

  @IsIn(NEARBY_RADIUS_CHOICES, { message: VALIDATION_MESSAGES.radiusMiles })
  radiusMiles = 10;

  @IsInt()
  @Min(1)
  @Max(200, { message: VALIDATION_MESSAGES.limitAtMost200 })
  limit = 20;

  @IsInt()
  @Min(0)
  @Max(10_000)
  offset = 0;
}

export class TrendingStoresQuery extends Located {
  /** 'Extra for fruits & vegetables': only stores with a healthy-food incentive. */
  @IsOptional()
  @IsBoolean()
  produceIncentiveOnly?: boolean;

  @IsInt()
  @Min(1)
  @Max(200, { message: VALIDATION_MESSAGES.limitAtMost200 })
  limit = 20;
}

export class StoreByIdQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  id!: string;

  /** A store page and favorites show a store that left USDA's list, with since when. */
  @IsOptional()
  @IsBoolean()
  includeClosed?: boolean;
}

export class StoresByIdsQuery {
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  ids!: string[];

  @IsOptional()
  @IsBoolean()
  includeClosed?: boolean;
}

export class CatalogCoverageQuery {
  @IsOptional()
  @IsBoolean()
  fresh?: boolean;
}

/** What the catalog can honestly claim: the states it holds USDA's complete current list of. */
export interface CatalogCoverageView {
  /** Every open store in the catalog. */
  totalStores: number;
  covered: Array<{ state: string; name: string; stores: number; asOf: string }>;
  /** Open stores outside the covered states (e.g. farmers markets from the national markets list). */
  storesElsewhere: number;
  /** False while no open store carries USDA's incentive field (files loaded without it): an incentive
   * filter then says the data is missing instead of "0 stores". */
  incentiveProgramsKnown: boolean;
  /** A refresh of every state from USDA is under way (the first start's): when it started; else null. */
  nationalRefreshStartedAt: string | null;
}

export class CityPagesQuery {
  /** How many, largest first (the cities the site promotes); every covered city when absent. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}

export class CityPageQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  slug!: string;
}

/** A covered city's page: the fields of product rule "Cities", its centre and its open stores. */
export interface CityPageView {
  slug: string;
  name: string;
  state: string;
  zipCodes: string[];
  description: string;
  lat: number;
  lng: number;
  stores: number;
}

export class GeocodeQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(SEARCH_INPUT_LIMITS.locationMax)
  text!: string;
}

export class ReverseGeocodeQuery extends Located {}

export interface GeoPlaceResult {
  lat: number;
  lng: number;
  zip: string | null;
  city: string | null;
  state: string | null;
}

export const SearchMessages = {
  nearby: defineQuery<NearbyStoresQuery, StoreHit[]>('search.stores.nearby.v1', NearbyStoresQuery),
  /** Nearest first from the point, without open now (the reader adds it at its own time). */
  nearbyCandidates: defineQuery<NearbyCandidatesQuery, StoreHit[]>(
    'search.stores.nearby-candidates.v1',
    NearbyCandidatesQuery,
  ),
  byZip: defineQuery<ZipStoresQuery, StoreHit[]>('search.stores.by-zip.v1', ZipStoresQuery),
  text: defineQuery<TextSearchQuery, StoreHit[]>('search.stores.text.v1', TextSearchQuery),
  direct: defineQuery<DirectSearchQuery, StoreHit[]>('search.stores.direct.v1', DirectSearchQuery),
  category: defineQuery<CategoryStoresQuery, StoreHit[]>(
    'search.stores.category.v1',
    CategoryStoresQuery,
  ),
  trending: defineQuery<TrendingStoresQuery, StoreHit[]>(
    'search.stores.trending.v1',
    TrendingStoresQuery,
  ),
  byId: defineQuery<StoreByIdQuery, StoreHit | null>('search.stores.by-id.v1', StoreByIdQuery),
  byIds: defineQuery<StoresByIdsQuery, StoreHit[]>('search.stores.by-ids.v1', StoresByIdsQuery),
  coverage: defineQuery<CatalogCoverageQuery, CatalogCoverageView>(
    'search.catalog.coverage.v1',
    CatalogCoverageQuery,
  ),
  cityPages: defineQuery<CityPagesQuery, CityPageView[]>(
    'search.catalog.city-pages.v1',
    CityPagesQuery,
  ),
  cityPage: defineQuery<CityPageQuery, CityPageView | null>(
    'search.catalog.city-page.v1',
    CityPageQuery,
  ),
  geocode: defineQuery<GeocodeQuery, GeoPlaceResult | null>(
    'search.places.geocode.v1',
    GeocodeQuery,
  ),
  reverseGeocode: defineQuery<ReverseGeocodeQuery, GeoPlaceResult | null>(
    'search.places.reverse.v1',
    ReverseGeocodeQuery,
  ),
} as const;

/** A signed-in user opened a store (recorded by community, used by trending). */
export class StoreClickedEvent {
  @IsString()
  @MaxLength(64)
  storeId!: string;

  @IsString()
  @MaxLength(64)
  userId!: string;

  @IsNumber()
  @IsLatitude()
  lat!: number;

  @IsNumber()
  @IsLongitude()
  lng!: number;

  @IsDateString()
  clickedAt!: string;
}

/** A store's community review stats changed (so results can show and sort by them). */
export class StoreReviewStatsChangedEvent {
  @IsString()
  @MaxLength(64)
  storeId!: string;

  @IsOptional()
  @IsNumber()
  @Min(1)
  @Max(5)
  averageRating!: number | null;

  @IsInt()
  @Min(0)
  reviewCount!: number;

  /** When community read the ratings: of two readings, the later one's stats win, whichever event
   * arrives last (absent in events published before it was sent; their time of publishing counts). */
  @IsOptional()
  @IsDateString()
  computedAt?: string;
}

export const SearchEvents = {
  storeClicked: defineEvent('community.store.clicked.v1', StoreClickedEvent),
  reviewStatsChanged: defineEvent(
    'community.store.review-stats-changed.v1',
    StoreReviewStatsChangedEvent,
  ),
} as const;
