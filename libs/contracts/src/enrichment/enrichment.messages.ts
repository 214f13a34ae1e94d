import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import { Type } from 'class-transformer';
import {
  IsDateString,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { defineEvent, defineMessage, defineQuery } from '../lib/definitions';

export class PlacesBudgetQuery {
  @IsOptional()
  @IsString()
  @MaxLength(16)
  reason?: string;
}

export interface PlacesBudgetState {
  /** True once store pages may spend no more provider calls today (the day's limit, or their part
   * of it, is spent): the web shows 'Limited Data Available'. */
  exceeded: boolean;
  used: number;
  limit: number;
}

export class StoreEnrichmentQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;
}

export class PlacePhotoQuery {
  /** The provider's photo_reference: URL-safe text. */
  @IsString()
  @MinLength(1)
  @MaxLength(1000)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: VALIDATION_MESSAGES.photoReference })
  reference!: string;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1600)
  maxWidth!: number;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1600)
  maxHeight!: number;
}

export interface PlacePhotoReply {
  contentType: string;
  base64: string;
}

export interface ExternalReviewView {
  author_name: string;
  author_url: string | null;
  profile_photo_url: string | null;
  rating: number | null;
  text: string;
  relative_time_description: string | null;
}

/** A store's provider place as the store page shows it (accounts spec section 2). */
export interface PlaceView {
  name: string;
  formatted_address: string | null;
  formatted_phone_number: string | null;
  website: string | null;
  rating: number | null;
  user_ratings_total: number | null;
  /** 1-4, shown as dollar signs. */
  price_level: number | null;
  business_status: string | null;
  /** Up to 6, without 'establishment' and 'point_of_interest', in words. */
  categories: string[];
  weekday_text: string[];
  photos: Array<{ photo_reference: string; width: number | null; height: number | null }>;
  /** The first 5 reviews. */
  reviews: ExternalReviewView[];
  /** N of 'Showing 5 of N reviews'. */
  reviews_total: number;
}

export interface OpenMapMatchView {
  confidence_score: number;
  osm_id: string;
  phone: string | null;
  website: string | null;
  opening_hours: string | null;
  shop_type: string | null;
  brand: string | null;
  operator: string | null;
  full_address: string | null;
}

export interface StoreEnrichmentView {
  storeId: string;
  /** The provider's daily budget is spent: the page shows basic data and 'Limited Data Available'. */
  budgetExceeded: boolean;
  /** This visitor's provider lookups of the hour are spent: what is stored is shown, and the store
   * waits for the background refresher (ask again later). */
  queued: boolean;
  /** False when no provider key is configured (offline default). */
  providerEnabled: boolean;
  /** False when no open-map source is configured: the page then says nothing about open-map data. */
  openMapEnabled: boolean;
  place: PlaceView | null;
  openMap: OpenMapMatchView | null;
  /** Provider weight 0.8, open-map score 0.2. */
  confidence: number | null;
  /** google_last_updated. */
  lastUpdated: string | null;
}

export const EnrichmentMessages = {
  placesBudget: defineQuery<PlacesBudgetQuery, PlacesBudgetState>(
    'enrichment.places.budget.v1',
    PlacesBudgetQuery,
  ),
  /** The stored enrichment of a store, looked up first when missing or expired (and the provider is on). */
  storeEnrichment: defineMessage<StoreEnrichmentQuery, StoreEnrichmentView | null>(
    'enrichment.store.details.v1',
    StoreEnrichmentQuery,
  ),
  placePhoto: defineMessage<PlacePhotoQuery, PlacePhotoReply | null>(
    'enrichment.places.photo.v1',
    PlacePhotoQuery,
  ),
} as const;

/** A store's provider facts changed: search keeps what cards need (phone, website, rating, hours). */
export class StoreEnrichedEvent {
  @IsString()
  @MaxLength(64)
  storeId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string | null;

  @IsOptional()
  @IsNumber()
  @Min(0)
  @Max(5)
  rating?: number | null;

  @IsOptional()
  @IsInt()
  @Min(0)
  ratingsTotal?: number | null;

  /** Monday..Sunday -> {open, close, closed}; the input of open now. */
  @IsOptional()
  @IsObject()
  weeklyHours?: Record<string, { open: string; close: string; closed: boolean }> | null;

  @IsDateString()
  updatedAt!: string;
}

export const EnrichmentEvents = {
  storeEnriched: defineEvent('enrichment.store.enriched.v1', StoreEnrichedEvent),
} as const;
