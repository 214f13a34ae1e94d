/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DayHoursInput = {
  /** 24-hour HH:MM */
  close: string;
  closed: boolean;
  /** 24-hour HH:MM */
  open: string;
};

export type WeeklyHoursInput = {
  Friday?: DayHoursInput | null | undefined;
  Monday?: DayHoursInput | null | undefined;
  Saturday?: DayHoursInput | null | undefined;
  Sunday?: DayHoursInput | null | undefined;
  Thursday?: DayHoursInput | null | undefined;
  Tuesday?: DayHoursInput | null | undefined;
  Wednesday?: DayHoursInput | null | undefined;
};

export type StateAtQueryVariables = Exact<{
  lat: number;
  lng: number;
}>;


export type StateAtQuery = { reverseGeocode: { state: string | null } | null };

export type StoreCardFieldsFragment = { id: string, Store_Name: string, Store_Street_Address: string, Additional_Address: string | null, City: string, State: string, Zip_Code: string, Store_Type: string, Latitude: number, Longitude: number, Incentive_Program: string | null, Grantee_Name: string | null, produceIncentive: string | null, restaurantMeals: boolean, distance_miles: number | null, similarity_score: number | null, average_rating: number | null, review_count: number, phone: string | null, website: string | null, openNow: boolean | null, google_rating: number | null, google_last_updated: string | null, trending_score: number | null, updated_at: string, status: string, listed_on: string | null, delisted_on: string | null, closed_by_editors_on: string | null, weeklyHours: Array<{ day: string, open: string, close: string, closed: boolean }> | null, latestComment: { comment_text: string, user_name: string, created_at: string } | null };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  password: string;
  confirmPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type FavoriteStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type FavoriteStoresQuery = { myFavorites: Array<{ id: string, Store_Name: string, Store_Street_Address: string, Additional_Address: string | null, City: string, State: string, Zip_Code: string, Store_Type: string, Latitude: number, Longitude: number, Incentive_Program: string | null, Grantee_Name: string | null, produceIncentive: string | null, restaurantMeals: boolean, distance_miles: number | null, similarity_score: number | null, average_rating: number | null, review_count: number, phone: string | null, website: string | null, openNow: boolean | null, google_rating: number | null, google_last_updated: string | null, trending_score: number | null, updated_at: string, status: string, listed_on: string | null, delisted_on: string | null, closed_by_editors_on: string | null, weeklyHours: Array<{ day: string, open: string, close: string, closed: boolean }> | null, latestComment: { comment_text: string, user_name: string, created_at: string } | null }> };

export type MyReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReviewsQuery = { myReviews: Array<{ id: string, rating: number, review_text: string | null, created_at: string, store_id: string, moderation_status: string, moderation_notice: string | null, store: { id: string, Store_Name: string, City: string, State: string } | null }> };

export type DeleteMyReviewMutationVariables = Exact<{
  reviewId: string;
}>;


export type DeleteMyReviewMutation = { deleteReview: { deleted: boolean } };

export type MyModeratedContentQueryVariables = Exact<{ [key: string]: never; }>;


export type MyModeratedContentQuery = { myModeratedContent: Array<{ itemType: string, itemId: string, storeId: string, storeName: string | null, excerpt: string | null, status: string, notice: string, decidedAt: string | null }> };

export type MyStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStatsQuery = { myStats: { total_points: number, total_contributions: number, stores_contributed_to: number, verified_contributions: number } };

export type MyBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBadgesQuery = { myBadges: Array<{ id: string, earned_at: string, badge: { id: string, name: string, icon: string } }> };

export type BadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type BadgesQuery = { badges: Array<{ id: string, name: string, description: string, icon: string, contributions_required: number, earned: boolean, earned_at: string | null }> };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, browser: string | null, os: string | null, signedInAt: string, lastUsedAt: string, current: boolean }> };

export type EndSessionMutationVariables = Exact<{
  sessionId: string;
}>;


export type EndSessionMutation = { endSession: boolean };

export type BlogCardFieldsFragment = { id: string, title: string, slug: string, author: string, excerpt: string | null, featured_image: string | null, is_published: boolean, published_at: string | null, created_at: string, language: string, translation_slug: string | null, category: { id: string, name: string, slug: string } | null };

export type BlogPostsQueryVariables = Exact<{
  includeDrafts: boolean;
}>;


export type BlogPostsQuery = { blogPosts: Array<{ id: string, title: string, slug: string, author: string, excerpt: string | null, featured_image: string | null, is_published: boolean, published_at: string | null, created_at: string, language: string, translation_slug: string | null, category: { id: string, name: string, slug: string } | null }> };

export type BlogPostQueryVariables = Exact<{
  slug: string;
}>;


export type BlogPostQuery = { blogPost: { body: string, meta_title: string | null, meta_description: string | null, updated_at: string, id: string, title: string, slug: string, author: string, excerpt: string | null, featured_image: string | null, is_published: boolean, published_at: string | null, created_at: string, language: string, translation_slug: string | null, category: { id: string, name: string, slug: string } | null }, relatedBlogPosts: Array<{ id: string, title: string, slug: string, author: string, excerpt: string | null, featured_image: string | null, is_published: boolean, published_at: string | null, created_at: string, language: string, translation_slug: string | null, category: { id: string, name: string, slug: string } | null }> };

export type ServiceHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceHealthQuery = { health: { status: string, services: Array<{ name: string, version: string, status: string, latencyMs: number | null, dependencies: Array<{ name: string, status: string }> }> } };

export type CategoryStoresQueryVariables = Exact<{
  category: string;
  lat: number;
  lng: number;
  radiusMiles: number;
  limit: number;
  offset: number;
  produceIncentiveOnly?: boolean | null | undefined;
}>;


export type CategoryStoresQuery = { categoryStores: Array<{ id: string, Store_Name: string, Store_Street_Address: string, Additional_Address: string | null, City: string, State: string, Zip_Code: string, Store_Type: string, Latitude: number, Longitude: number, Incentive_Program: string | null, Grantee_Name: string | null, produceIncentive: string | null, restaurantMeals: boolean, distance_miles: number | null, similarity_score: number | null, average_rating: number | null, review_count: number, phone: string | null, website: string | null, openNow: boolean | null, google_rating: number | null, google_last_updated: string | null, trending_score: number | null, updated_at: string, status: string, listed_on: string | null, delisted_on: string | null, closed_by_editors_on: string | null, weeklyHours: Array<{ day: string, open: string, close: string, closed: boolean }> | null, latestComment: { comment_text: string, user_name: string, created_at: string } | null }> };

export type ZipCentreQueryVariables = Exact<{
  zip: string;
}>;


export type ZipCentreQuery = { geocode: { lat: number, lng: number } | null };

export type NearestStoresAroundZipQueryVariables = Exact<{
  lat: number;
  lng: number;
  radiusMiles: number;
  limit: number;
  storeTypes?: Array<string> | string | null | undefined;
  produceIncentiveOnly?: boolean | null | undefined;
}>;


export type NearestStoresAroundZipQuery = { nearbyStores: Array<{ id: string, Store_Name: string, Store_Street_Address: string, Additional_Address: string | null, City: string, State: string, Zip_Code: string, Store_Type: string, Latitude: number, Longitude: number, Incentive_Program: string | null, Grantee_Name: string | null, produceIncentive: string | null, restaurantMeals: boolean, distance_miles: number | null, similarity_score: number | null, average_rating: number | null, review_count: number, phone: string | null, website: string | null, openNow: boolean | null, google_rating: number | null, google_last_updated: string | null, trending_score: number | null, updated_at: string, status: string, listed_on: string | null, delisted_on: string | null, closed_by_editors_on: string | null, weeklyHours: Array<{ day: string, open: string, close: string, closed: boolean }> | null, latestComment: { comment_text: string, user_name: string, created_at: string } | null }> };

export type ZipStoresQueryVariables = Exact<{
  zip: string;
  storeTypes?: Array<string> | string | null | undefined;
  produceIncentiveOnly?: boolean | null | undefined;
}>;


export type ZipStoresQuery = { zipStores: Array<{ id: string, Store_Name: string, Store_Street_Address: string, Additional_Address: string | null, City: string, State: string, Zip_Code: string, Store_Type: string, Latitude: number, Longitude: number, Incentive_Program: string | null, Grantee_Name: string | null, produceIncentive: string | null, restaurantMeals: boolean, distance_miles: number | null, similarity_score: number | null, average_rating: number | null, review_count: number, phone: string | null, website: string | null, openNow: boolean | null, google_rating: number | null, google_last_updated: string | null, trending_score: number | null, updated_at: string, status: string, listed_on: string | null, delisted_on: string | null, closed_by_editors_on: string | null, weeklyHours: Array<{ day: string, open: string, close: string, closed: boolean }> | null, latestComment: { comment_text: string, user_name: string, created_at: string } | null }> };

export type OnlineEbtQueryVariables = Exact<{
  state: string;
}>;


export type OnlineEbtQuery = { onlineRetailers: Array<{ id: string, state: string, stateName: string, name: string, website: string | null, note: string | null, noteEs: string | null, source: string, checkedOn: string }>, helpFacts: Array<{ key: string, text: string, textEs: string | null, source: string, checkedOn: string }> };

export type GeocodeQueryVariables = Exact<{
  text: string;
}>;


export type GeocodeQuery = { geocode: { lat: number, lng: number, zip: string | null, city: string | null, state: string | null } | null };

export type ReverseGeocodeQueryVariables = Exact<{
  lat: number;
  lng: number;
}>;


export type ReverseGeocodeQuery = { reverseGeocode: { zip: string | null, state: string | null } | null };

export type PlacesBudgetQueryVariables = Exact<{ [key: string]: never; }>;


export type PlacesBudgetQuery = { placesBudget: { exceeded: boolean } };

export type SearchStoresQueryVariables = Exact<{
  text?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  radiusMiles: number;
  storeTypes?: Array<string> | string | null | undefined;
  limit: number;
}>;


export type SearchStoresQuery = { searchStores: Array<{ searchLimited: boolean | null, id: string, Store_Name: string, Store_Street_Address: string, Additional_Address: string | null, City: string, State: string, Zip_Code: string, Store_Type: string, Latitude: number, Longitude: number, Incentive_Program: string | null, Grantee_Name: string | null, produceIncentive: string | null, restaurantMeals: boolean, distance_miles: number | null, similarity_score: number | null, average_rating: number | null, review_count: number, phone: string | null, website: string | null, openNow: boolean | null, google_rating: number | null, google_last_updated: string | null, trending_score: number | null, updated_at: string, status: string, listed_on: string | null, delisted_on: string | null, closed_by_editors_on: string | null, weeklyHours: Array<{ day: string, open: string, close: string, closed: boolean }> | null, latestComment: { comment_text: string, user_name: string, created_at: string } | null }> };

export type DirectSearchQueryVariables = Exact<{
  text: string;
  category?: string | null | undefined;
  limit: number;
}>;


export type DirectSearchQuery = { directSearch: Array<{ id: string, Store_Name: string, Store_Street_Address: string, Additional_Address: string | null, City: string, State: string, Zip_Code: string, Store_Type: string, Latitude: number, Longitude: number, Incentive_Program: string | null, Grantee_Name: string | null, produceIncentive: string | null, restaurantMeals: boolean, distance_miles: number | null, similarity_score: number | null, average_rating: number | null, review_count: number, phone: string | null, website: string | null, openNow: boolean | null, google_rating: number | null, google_last_updated: string | null, trending_score: number | null, updated_at: string, status: string, listed_on: string | null, delisted_on: string | null, closed_by_editors_on: string | null, weeklyHours: Array<{ day: string, open: string, close: string, closed: boolean }> | null, latestComment: { comment_text: string, user_name: string, created_at: string } | null }> };

export type PurchaseRulesQueryVariables = Exact<{
  states?: Array<string> | string | null | undefined;
}>;


export type PurchaseRulesQuery = { purchaseRules: Array<{ state: string, stateName: string, summaryEn: string | null, summaryEs: string | null, startsOn: string | null, shown: string, source: string, checkedOn: string | null, stateUrl: string | null, stateCheckedOn: string | null }> };

export type BenefitNoticesQueryVariables = Exact<{
  states?: Array<string> | string | null | undefined;
}>;


export type BenefitNoticesQuery = { benefitNotices: Array<{ id: string, states: Array<string>, national: boolean, startsOn: string, endsOn: string, textEn: string, textEs: string, source: string, checkedOn: string, links: Array<string> }> };

export type EbtRefusalStatusQueryVariables = Exact<{
  storeId: string;
}>;


export type EbtRefusalStatusQuery = { ebtRefusalStatus: { storeId: string, recentlyReported: boolean, notice: string | null, yourReportAt: string | null } };

export type RefusalHelpQueryVariables = Exact<{
  state: string;
}>;


export type RefusalHelpQuery = { complaintContacts: Array<{ id: string, office: string, officeEs: string | null, contact: string | null, contactEs: string | null, source: string, checkedOn: string }>, helpFacts: Array<{ key: string, text: string, textEs: string | null, source: string, checkedOn: string }> };

export type ReportEbtRefusalMutationVariables = Exact<{
  storeId: string;
}>;


export type ReportEbtRefusalMutation = { reportEbtRefusal: { message: string, status: { storeId: string, recentlyReported: boolean, notice: string | null, yourReportAt: string | null } } };

export type FlagContentMutationVariables = Exact<{
  itemType: string;
  itemId: string;
  reason?: string | null | undefined;
  note?: string | null | undefined;
}>;


export type FlagContentMutation = { flagContent: { flagged: boolean, message: string } };

export type StoreEnrichmentQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreEnrichmentQuery = { storeEnrichment: { storeId: string, budgetExceeded: boolean, queued: boolean, providerEnabled: boolean, openMapEnabled: boolean, confidence: number | null, lastUpdated: string | null, place: { name: string, formatted_phone_number: string | null, website: string | null, rating: number | null, user_ratings_total: number | null, price_level: number | null, business_status: string | null, categories: Array<string>, weekday_text: Array<string>, reviews_total: number, photos: Array<{ photo_url: string }>, reviews: Array<{ author_name: string, author_url: string | null, rating: number | null, text: string, relative_time_description: string | null }> } | null, openMap: { confidence_score: number, osm_id: string, phone: string | null, website: string | null, opening_hours: string | null, shop_type: string | null, brand: string | null, operator: string | null, full_address: string | null } | null } | null };

export type StoreDetailQueryVariables = Exact<{
  id: string;
}>;


export type StoreDetailQuery = { store: { County: string | null, Grantee_Name: string | null, approximateLocation: boolean, id: string, Store_Name: string, Store_Street_Address: string, Additional_Address: string | null, City: string, State: string, Zip_Code: string, Store_Type: string, Latitude: number, Longitude: number, Incentive_Program: string | null, produceIncentive: string | null, restaurantMeals: boolean, distance_miles: number | null, similarity_score: number | null, average_rating: number | null, review_count: number, phone: string | null, website: string | null, openNow: boolean | null, google_rating: number | null, google_last_updated: string | null, trending_score: number | null, updated_at: string, status: string, listed_on: string | null, delisted_on: string | null, closed_by_editors_on: string | null, weeklyHours: Array<{ day: string, open: string, close: string, closed: boolean }> | null, latestComment: { comment_text: string, user_name: string, created_at: string } | null } | null };

export type AddStorePhoneMutationVariables = Exact<{
  storeId: string;
  phone: string;
}>;


export type AddStorePhoneMutation = { addStorePhone: { pointsEarned: number, pointsAwarded: boolean } };

export type AddStoreHoursMutationVariables = Exact<{
  storeId: string;
  hours: WeeklyHoursInput;
}>;


export type AddStoreHoursMutation = { addStoreHours: { pointsEarned: number, pointsAwarded: boolean } };

export type StoreOnlineRetailersQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreOnlineRetailersQuery = { storeOnlineRetailers: Array<{ id: string, name: string, website: string | null }> };

export type StorePhotosQueryVariables = Exact<{
  storeId: string;
}>;


export type StorePhotosQuery = { storePhotos: Array<{ id: string, thumbnailUrl: string, heroUrl: string }> };

export type MyPendingPhotosQueryVariables = Exact<{
  storeId: string;
}>;


export type MyPendingPhotosQuery = { myPendingPhotos: { processing: Array<{ id: string }>, failed: Array<{ id: string, message: string }> } };

export type DismissPhotoFailureMutationVariables = Exact<{
  id: string;
}>;


export type DismissPhotoFailureMutation = { dismissPhotoFailure: boolean };

export type ReportIssueMutationVariables = Exact<{
  storeId: string;
  storeName?: string | null | undefined;
  issueType?: string | null | undefined;
  description?: string | null | undefined;
  userEmail?: string | null | undefined;
}>;


export type ReportIssueMutation = { reportIssue: { id: string, status: string } };

export type ClaimBusinessMutationVariables = Exact<{
  storeId: string;
  storeName?: string | null | undefined;
  businessRole?: string | null | undefined;
  ownerName?: string | null | undefined;
  ownerEmail?: string | null | undefined;
  phone?: string | null | undefined;
  verificationMethod?: string | null | undefined;
  additionalInfo?: string | null | undefined;
}>;


export type ClaimBusinessMutation = { claimBusiness: { id: string, status: string } };

export type StoreReviewsQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreReviewsQuery = { reviews: Array<{ id: string, rating: number, review_text: string | null, created_at: string, user_name: string, is_own: boolean }> };

export type StoreReviewsWithProfilesQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreReviewsWithProfilesQuery = { reviewsWithProfiles: Array<{ id: string, profile: { full_name: string, avatar_url: string | null } | null }> };

export type CreateReviewMutationVariables = Exact<{
  storeId: string;
  rating?: number | null | undefined;
  review_text?: string | null | undefined;
}>;


export type CreateReviewMutation = { createReview: { pointsEarned: number, pointsAwarded: boolean, review: { id: string }, stats: { store_id: string, average_rating: number | null, review_count: number } } };

export type DeleteReviewMutationVariables = Exact<{
  reviewId: string;
}>;


export type DeleteReviewMutation = { deleteReview: { deleted: boolean } };

export type StoreTipsQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreTipsQuery = { tips: Array<{ id: string, user_name: string, comment_text: string, created_at: string }> };

export type CreateTipMutationVariables = Exact<{
  storeId: string;
  comment_text: string;
}>;


export type CreateTipMutation = { createTip: { id: string } };

export type RenewSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewSessionMutation = { refreshSession: { accessToken: string } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, fullName: string, emailConfirmedAt: string | null, createdAt: string, roles: Array<string>, secondFactorEnabled: boolean, secondFactorRequired: boolean } | null };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string } | null };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
  code?: string | null | undefined;
}>;


export type SignInMutation = { signIn: { accessToken: string, user: { id: string, email: string, fullName: string, emailConfirmedAt: string | null, createdAt: string, roles: Array<string>, secondFactorEnabled: boolean, secondFactorRequired: boolean } } };

export type SignUpMutationVariables = Exact<{
  email: string;
  password: string;
  fullName: string;
}>;


export type SignUpMutation = { signUp: { id: string, email: string } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type CatalogCoverageQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogCoverageQuery = { catalogCoverage: { totalStores: number, storesElsewhere: number, incentiveProgramsKnown: boolean, nationalRefreshStartedAt: string | null, covered: Array<{ state: string, name: string, stores: number, asOf: string }> } };

export type CityPageQueryVariables = Exact<{
  slug: string;
}>;


export type CityPageQuery = { cityPage: { slug: string, name: string, state: string, zipCodes: Array<string>, description: string, lat: number, lng: number } | null };

export type PromotedCitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotedCitiesQuery = { cityPages: Array<{ slug: string, name: string, state: string }> };

export type MyFavoritesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFavoritesQuery = { myFavorites: Array<{ id: string }> };

export type AddFavoriteMutationVariables = Exact<{
  storeId: string;
}>;


export type AddFavoriteMutation = { addFavorite: boolean };

export type RemoveFavoriteMutationVariables = Exact<{
  storeId: string;
}>;


export type RemoveFavoriteMutation = { removeFavorite: boolean };

export type PlaceStateQueryVariables = Exact<{
  text: string;
}>;


export type PlaceStateQuery = { geocode: { state: string | null } | null };

export type ProgramTextsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramTextsQuery = { programTexts: Array<{ id: string, kind: string, name: string, nameEs: string | null, text: string, textEs: string | null, asOf: string, source: string, everyState: boolean, states: Array<string> }> };

export type BeginSecondFactorMutationVariables = Exact<{
  password?: string | null | undefined;
}>;


export type BeginSecondFactorMutation = { beginSecondFactor: { secret: string, qrCode: string } };

export type ConfirmSecondFactorMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmSecondFactorMutation = { confirmSecondFactor: Array<string> };

export type RemoveSecondFactorMutationVariables = Exact<{
  password?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type RemoveSecondFactorMutation = { removeSecondFactor: boolean };

export type SecondFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SecondFactorStatusQuery = { secondFactorStatus: { enabled: boolean, recoveryCodesLeft: number } };

export type RecordStoreClickMutationVariables = Exact<{
  storeId: string;
  lat: number;
  lng: number;
  clickId?: string | null | undefined;
}>;


export type RecordStoreClickMutation = { recordStoreClick: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const StoreCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment StoreCardFields on Store {
  id
  Store_Name
  Store_Street_Address
  Additional_Address
  City
  State
  Zip_Code
  Store_Type
  Latitude
  Longitude
  Incentive_Program
  Grantee_Name
  produceIncentive
  restaurantMeals
  distance_miles
  similarity_score
  average_rating
  review_count
  phone
  website
  openNow
  weeklyHours {
    day
    open
    close
    closed
  }
  latestComment {
    comment_text
    user_name
    created_at
  }
  google_rating
  google_last_updated
  trending_score
  updated_at
  status
  listed_on
  delisted_on
  closed_by_editors_on
}
    `, {"fragmentName":"StoreCardFields"}) as unknown as TypedDocumentString<StoreCardFieldsFragment, unknown>;
export const BlogCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment BlogCardFields on BlogPost {
  id
  title
  slug
  author
  excerpt
  featured_image
  is_published
  published_at
  created_at
  language
  translation_slug
  category {
    id
    name
    slug
  }
}
    `, {"fragmentName":"BlogCardFields"}) as unknown as TypedDocumentString<BlogCardFieldsFragment, unknown>;
export const StateAtDocument = new TypedDocumentString(`
    query StateAt($lat: Float!, $lng: Float!) {
  reverseGeocode(lat: $lat, lng: $lng) {
    state
  }
}
    `, {"hash":"sha256:ae4d71ab9dad32c80c45081ef588cac7bec6022d5bffbcf12b209e74159dc2ce"}) as unknown as TypedDocumentString<StateAtQuery, StateAtQueryVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $password: String!, $confirmPassword: String!) {
  changePassword(
    currentPassword: $currentPassword
    password: $password
    confirmPassword: $confirmPassword
  )
}
    `, {"hash":"sha256:d84a409cf41aefed5413f14b8fd8af92ebc524aae369317a1e3677de3b4f9c81"}) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SignOutEverywhereDocument = new TypedDocumentString(`
    mutation SignOutEverywhere {
  signOutEverywhere
}
    `, {"hash":"sha256:4c1763fb9c6a63882642b282f19ad507e4417c23a4c59c3b633e9f8fe21b26dc"}) as unknown as TypedDocumentString<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation DeleteAccount($password: String!) {
  deleteAccount(password: $password)
}
    `, {"hash":"sha256:079ed3d63e49391a082d27ee1a18987abd47582eb900e04fc8ec98daf9f9362a"}) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const FavoriteStoresDocument = new TypedDocumentString(`
    query FavoriteStores {
  myFavorites {
    ...StoreCardFields
  }
}
    fragment StoreCardFields on Store {
  id
  Store_Name
  Store_Street_Address
  Additional_Address
  City
  State
  Zip_Code
  Store_Type
  Latitude
  Longitude
  Incentive_Program
  Grantee_Name
  produceIncentive
  restaurantMeals
  distance_miles
  similarity_score
  average_rating
  review_count
  phone
  website
  openNow
  weeklyHours {
    day
    open
    close
    closed
  }
  latestComment {
    comment_text
    user_name
    created_at
  }
  google_rating
  google_last_updated
  trending_score
  updated_at
  status
  listed_on
  delisted_on
  closed_by_editors_on
}`, {"hash":"sha256:7e9bab6c420dd6a0507ac9cbca444f69ff15747b230b273803fd6fa18a404079"}) as unknown as TypedDocumentString<FavoriteStoresQuery, FavoriteStoresQueryVariables>;
export const MyReviewsDocument = new TypedDocumentString(`
    query MyReviews {
  myReviews {
    id
    rating
    review_text
    created_at
    store_id
    moderation_status
    moderation_notice
    store {
      id
      Store_Name
      City
      State
    }
  }
}
    `, {"hash":"sha256:b5134e63cf7b4c0c0134d46f72a931b5d2ce2ea55505e11d1cb622c568ca3d29"}) as unknown as TypedDocumentString<MyReviewsQuery, MyReviewsQueryVariables>;
export const DeleteMyReviewDocument = new TypedDocumentString(`
    mutation DeleteMyReview($reviewId: ID!) {
  deleteReview(reviewId: $reviewId) {
    deleted
  }
}
    `, {"hash":"sha256:dcd2fb377cdc82750e6e25492e1df4deb26c5a25bf967f6f8ead6b506ed6871d"}) as unknown as TypedDocumentString<DeleteMyReviewMutation, DeleteMyReviewMutationVariables>;
export const MyModeratedContentDocument = new TypedDocumentString(`
    query MyModeratedContent {
  myModeratedContent {
    itemType
    itemId
    storeId
    storeName
    excerpt
    status
    notice
    decidedAt
  }
}
    `, {"hash":"sha256:9420b156b900303a90070ea7a02df9a7f51316f5d7d11632cf197cc24267d4e5"}) as unknown as TypedDocumentString<MyModeratedContentQuery, MyModeratedContentQueryVariables>;
export const MyStatsDocument = new TypedDocumentString(`
    query MyStats {
  myStats {
    total_points
    total_contributions
    stores_contributed_to
    verified_contributions
  }
}
    `, {"hash":"sha256:a1128f85f8bcc035d9eefb99bf4294231eee19a722c6c9464c89734920f38dbc"}) as unknown as TypedDocumentString<MyStatsQuery, MyStatsQueryVariables>;
export const MyBadgesDocument = new TypedDocumentString(`
    query MyBadges {
  myBadges {
    id
    earned_at
    badge {
      id
      name
      icon
    }
  }
}
    `, {"hash":"sha256:940351a5512227cb7342066a57539168ef2fa3b5d477b9b373dff7ac9318259a"}) as unknown as TypedDocumentString<MyBadgesQuery, MyBadgesQueryVariables>;
export const BadgesDocument = new TypedDocumentString(`
    query Badges {
  badges {
    id
    name
    description
    icon
    contributions_required
    earned
    earned_at
  }
}
    `, {"hash":"sha256:a7f90e19c4c2eff3b6189f3e3c4e7df12e7144fe131eed8db618bd3e591d4fee"}) as unknown as TypedDocumentString<BadgesQuery, BadgesQueryVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  mySessions {
    id
    browser
    os
    signedInAt
    lastUsedAt
    current
  }
}
    `, {"hash":"sha256:5992fc2d4d1cff1071cc28df3acec249a895177db166bdfc32da8ed53e5facb4"}) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const EndSessionDocument = new TypedDocumentString(`
    mutation EndSession($sessionId: ID!) {
  endSession(sessionId: $sessionId)
}
    `, {"hash":"sha256:e60657ac68db7f8bb1fe5b082b3e0f49cf26be6f64eae111ea559fb67b80aff5"}) as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;
export const BlogPostsDocument = new TypedDocumentString(`
    query BlogPosts($includeDrafts: Boolean!) {
  blogPosts(includeDrafts: $includeDrafts) {
    ...BlogCardFields
  }
}
    fragment BlogCardFields on BlogPost {
  id
  title
  slug
  author
  excerpt
  featured_image
  is_published
  published_at
  created_at
  language
  translation_slug
  category {
    id
    name
    slug
  }
}`, {"hash":"sha256:e31c17219b33d9d81522eb09606daed11da389a9ff5eb3dfc9b82c132d6f75bf"}) as unknown as TypedDocumentString<BlogPostsQuery, BlogPostsQueryVariables>;
export const BlogPostDocument = new TypedDocumentString(`
    query BlogPost($slug: String!) {
  blogPost(slug: $slug) {
    ...BlogCardFields
    body
    meta_title
    meta_description
    updated_at
  }
  relatedBlogPosts(slug: $slug) {
    ...BlogCardFields
  }
}
    fragment BlogCardFields on BlogPost {
  id
  title
  slug
  author
  excerpt
  featured_image
  is_published
  published_at
  created_at
  language
  translation_slug
  category {
    id
    name
    slug
  }
}`, {"hash":"sha256:27492fe9a9c683c905fafbfbc2c8e680edbace6b012aed623224a37e4c4d3bf1"}) as unknown as TypedDocumentString<BlogPostQuery, BlogPostQueryVariables>;
export const ServiceHealthDocument = new TypedDocumentString(`
    query ServiceHealth {
  health {
    status
    services {
      name
      version
      status
      latencyMs
      dependencies {
        name
        status
      }
    }
  }
}
    `, {"hash":"sha256:d6b5879dd7a0d290729eded817d597ebc535542a4a02ad2307f0267392d683f9"}) as unknown as TypedDocumentString<ServiceHealthQuery, ServiceHealthQueryVariables>;
export const CategoryStoresDocument = new TypedDocumentString(`
    query CategoryStores($category: String!, $lat: Float!, $lng: Float!, $radiusMiles: Int!, $limit: Int!, $offset: Int!, $produceIncentiveOnly: Boolean) {
  categoryStores(
    category: $category
    produceIncentiveOnly: $produceIncentiveOnly
    lat: $lat
    lng: $lng
    radiusMiles: $radiusMiles
    limit: $limit
    offset: $offset
  ) {
    ...StoreCardFields
  }
}
    fragment StoreCardFields on Store {
  id
  Store_Name
  Store_Street_Address
  Additional_Address
  City
  State
  Zip_Code
  Store_Type
  Latitude
  Longitude
  Incentive_Program
  Grantee_Name
  produceIncentive
  restaurantMeals
  distance_miles
  similarity_score
  average_rating
  review_count
  phone
  website
  openNow
  weeklyHours {
    day
    open
    close
    closed
  }
  latestComment {
    comment_text
    user_name
    created_at
  }
  google_rating
  google_last_updated
  trending_score
  updated_at
  status
  listed_on
  delisted_on
  closed_by_editors_on
}`, {"hash":"sha256:2ace7ca938a834b99b4b30c9e0e59bd0a592f5b1eb14dcc3e5ca4e9460c52b9f"}) as unknown as TypedDocumentString<CategoryStoresQuery, CategoryStoresQueryVariables>;
export const ZipCentreDocument = new TypedDocumentString(`
    query ZipCentre($zip: String!) {
  geocode(text: $zip) {
    lat
    lng
  }
}
    `, {"hash":"sha256:7030b9116c8e5992011b24096e5ffb87f9e3d7f49d3ccd41f60db3f99bc94b53"}) as unknown as TypedDocumentString<ZipCentreQuery, ZipCentreQueryVariables>;
export const NearestStoresAroundZipDocument = new TypedDocumentString(`
    query NearestStoresAroundZip($lat: Float!, $lng: Float!, $radiusMiles: Int!, $limit: Int!, $storeTypes: [String!], $produceIncentiveOnly: Boolean) {
  nearbyStores(
    lat: $lat
    lng: $lng
    radiusMiles: $radiusMiles
    limit: $limit
    storeTypes: $storeTypes
    produceIncentiveOnly: $produceIncentiveOnly
  ) {
    ...StoreCardFields
  }
}
    fragment StoreCardFields on Store {
  id
  Store_Name
  Store_Street_Address
  Additional_Address
  City
  State
  Zip_Code
  Store_Type
  Latitude
  Longitude
  Incentive_Program
  Grantee_Name
  produceIncentive
  restaurantMeals
  distance_miles
  similarity_score
  average_rating
  review_count
  phone
  website
  openNow
  weeklyHours {
    day
    open
    close
    closed
  }
  latestComment {
    comment_text
    user_name
    created_at
  }
  google_rating
  google_last_updated
  trending_score
  updated_at
  status
  listed_on
  delisted_on
  closed_by_editors_on
}`, {"hash":"sha256:4ba9ab6d8f3ff274c22b6882d5abf276a23474d889244794ba1e642adc6b62a9"}) as unknown as TypedDocumentString<NearestStoresAroundZipQuery, NearestStoresAroundZipQueryVariables>;
export const ZipStoresDocument = new TypedDocumentString(`
    query ZipStores($zip: String!, $storeTypes: [String!], $produceIncentiveOnly: Boolean) {
  zipStores(
    zip: $zip
    storeTypes: $storeTypes
    produceIncentiveOnly: $produceIncentiveOnly
  ) {
    ...StoreCardFields
  }
}
    fragment StoreCardFields on Store {
  id
  Store_Name
  Store_Street_Address
  Additional_Address
  City
  State
  Zip_Code
  Store_Type
  Latitude
  Longitude
  Incentive_Program
  Grantee_Name
  produceIncentive
  restaurantMeals
  distance_miles
  similarity_score
  average_rating
  review_count
  phone
  website
  openNow
  weeklyHours {
    day
    open
    close
    closed
  }
  latestComment {
    comment_text
    user_name
    created_at
  }
  google_rating
  google_last_updated
  trending_score
  updated_at
  status
  listed_on
  delisted_on
  closed_by_editors_on
}`, {"hash":"sha256:6874c041d04eb30557a67e2d6d23c9fb15a741d0c5d74f679ce3ff81c5119d85"}) as unknown as TypedDocumentString<ZipStoresQuery, ZipStoresQueryVariables>;
export const OnlineEbtDocument = new TypedDocumentString(`
    query OnlineEbt($state: String!) {
  onlineRetailers(state: $state) {
    id
    state
    stateName
    name
    website
    note
    noteEs
    source
    checkedOn
  }
  helpFacts {
    key
    text
    textEs
    source
    checkedOn
  }
}
    `, {"hash":"sha256:0958d66b70696f929da679ea1bdd836fcc1494dbae719951659ed4e3b2557e1f"}) as unknown as TypedDocumentString<OnlineEbtQuery, OnlineEbtQueryVariables>;
export const GeocodeDocument = new TypedDocumentString(`
    query Geocode($text: String!) {
  geocode(text: $text) {
    lat
    lng
    zip
    city
    state
  }
}
    `, {"hash":"sha256:85acaeb3732440864c75f70e30dc5bbd7029ea943f75fcacb723e772ce10f149"}) as unknown as TypedDocumentString<GeocodeQuery, GeocodeQueryVariables>;
export const ReverseGeocodeDocument = new TypedDocumentString(`
    query ReverseGeocode($lat: Float!, $lng: Float!) {
  reverseGeocode(lat: $lat, lng: $lng) {
    zip
    state
  }
}
    `, {"hash":"sha256:5053ce2c23de5d6e0f1ed69f34104286a5f86e226ae60d26436b0a14ac3fce09"}) as unknown as TypedDocumentString<ReverseGeocodeQuery, ReverseGeocodeQueryVariables>;
export const PlacesBudgetDocument = new TypedDocumentString(`
    query PlacesBudget {
  placesBudget {
    exceeded
  }
}
    `, {"hash":"sha256:4d8c6566b3b357026c53aa7944892552661c960fe65904d2d04d38ec58d734bb"}) as unknown as TypedDocumentString<PlacesBudgetQuery, PlacesBudgetQueryVariables>;
export const SearchStoresDocument = new TypedDocumentString(`
    query SearchStores($text: String, $city: String, $state: String, $zip: String, $lat: Float, $lng: Float, $radiusMiles: Int!, $storeTypes: [String!], $limit: Int!) {
  searchStores(
    text: $text
    city: $city
    state: $state
    zip: $zip
    lat: $lat
    lng: $lng
    radiusMiles: $radiusMiles
    storeTypes: $storeTypes
    limit: $limit
  ) {
    ...StoreCardFields
    searchLimited
  }
}
    fragment StoreCardFields on Store {
  id
  Store_Name
  Store_Street_Address
  Additional_Address
  City
  State
  Zip_Code
  Store_Type
  Latitude
  Longitude
  Incentive_Program
  Grantee_Name
  produceIncentive
  restaurantMeals
  distance_miles
  similarity_score
  average_rating
  review_count
  phone
  website
  openNow
  weeklyHours {
    day
    open
    close
    closed
  }
  latestComment {
    comment_text
    user_name
    created_at
  }
  google_rating
  google_last_updated
  trending_score
  updated_at
  status
  listed_on
  delisted_on
  closed_by_editors_on
}`, {"hash":"sha256:0ab2e41f3f46fd377a1c0c4fb1ac239bdfb2432c65c6bbd4b9996ff2de972d9b"}) as unknown as TypedDocumentString<SearchStoresQuery, SearchStoresQueryVariables>;
export const DirectSearchDocument = new TypedDocumentString(`
    query DirectSearch($text: String!, $category: String, $limit: Int!) {
  directSearch(text: $text, category: $category, limit: $limit) {
    ...StoreCardFields
  }
}
    fragment StoreCardFields on Store {
  id
  Store_Name
  Store_Street_Address
  Additional_Address
  City
  State
  Zip_Code
  Store_Type
  Latitude
  Longitude
  Incentive_Program
  Grantee_Name
  produceIncentive
  restaurantMeals
  distance_miles
  similarity_score
  average_rating
  review_count
  phone
  website
  openNow
  weeklyHours {
    day
    open
    close
    closed
  }
  latestComment {
    comment_text
    user_name
    created_at
  }
  google_rating
  google_last_updated
  trending_score
  updated_at
  status
  listed_on
  delisted_on
  closed_by_editors_on
}`, {"hash":"sha256:b9a6f09ef14d4fdb694d53d20dfd6bd22e47ba6b1975a9c43486703064ff7686"}) as unknown as TypedDocumentString<DirectSearchQuery, DirectSearchQueryVariables>;
export const PurchaseRulesDocument = new TypedDocumentString(`
    query PurchaseRules($states: [String!]) {
  purchaseRules(states: $states) {
    state
    stateName
    summaryEn
    summaryEs
    startsOn
    shown
    source
    checkedOn
    stateUrl
    stateCheckedOn
  }
}
    `, {"hash":"sha256:dd5c90a8ea948f735f2101b0eca701fe863bcc2827f976b70690945f193ba8a4"}) as unknown as TypedDocumentString<PurchaseRulesQuery, PurchaseRulesQueryVariables>;
export const BenefitNoticesDocument = new TypedDocumentString(`
    query BenefitNotices($states: [String!]) {
  benefitNotices(states: $states) {
    id
    states
    national
    startsOn
    endsOn
    textEn
    textEs
    source
    checkedOn
    links
  }
}
    `, {"hash":"sha256:0ba6db82915a80ba1904491d69b9f68a40c32cae38bd4e98bd2f3b6a38cadc53"}) as unknown as TypedDocumentString<BenefitNoticesQuery, BenefitNoticesQueryVariables>;
export const EbtRefusalStatusDocument = new TypedDocumentString(`
    query EbtRefusalStatus($storeId: ID!) {
  ebtRefusalStatus(storeId: $storeId) {
    storeId
    recentlyReported
    notice
    yourReportAt
  }
}
    `, {"hash":"sha256:c3af7c54a9bf1c06512629d8327ca7bcc814cc47d5cee1bdde6217aa0c8fe503"}) as unknown as TypedDocumentString<EbtRefusalStatusQuery, EbtRefusalStatusQueryVariables>;
export const RefusalHelpDocument = new TypedDocumentString(`
    query RefusalHelp($state: String!) {
  complaintContacts(state: $state) {
    id
    office
    officeEs
    contact
    contactEs
    source
    checkedOn
  }
  helpFacts(key: "refusal-rights") {
    key
    text
    textEs
    source
    checkedOn
  }
}
    `, {"hash":"sha256:1a168f67be7eee4b3867facde0a8c524337be6dd359d9a0a368a17c0efdb08b4"}) as unknown as TypedDocumentString<RefusalHelpQuery, RefusalHelpQueryVariables>;
export const ReportEbtRefusalDocument = new TypedDocumentString(`
    mutation ReportEbtRefusal($storeId: ID!) {
  reportEbtRefusal(storeId: $storeId) {
    message
    status {
      storeId
      recentlyReported
      notice
      yourReportAt
    }
  }
}
    `, {"hash":"sha256:883525b746a69ebf7aab4635ee6cfd202c4346484591fd0df8d68105a85acc38"}) as unknown as TypedDocumentString<ReportEbtRefusalMutation, ReportEbtRefusalMutationVariables>;
export const FlagContentDocument = new TypedDocumentString(`
    mutation FlagContent($itemType: String!, $itemId: ID!, $reason: String, $note: String) {
  flagContent(itemType: $itemType, itemId: $itemId, reason: $reason, note: $note) {
    flagged
    message
  }
}
    `, {"hash":"sha256:28f0584439a990c1fd395782e4021de0797e95a88720d3680a4e8cda116dbe8d"}) as unknown as TypedDocumentString<FlagContentMutation, FlagContentMutationVariables>;
export const StoreEnrichmentDocument = new TypedDocumentString(`
    query StoreEnrichment($storeId: ID!) {
  storeEnrichment(storeId: $storeId) {
    storeId
    budgetExceeded
    queued
    providerEnabled
    openMapEnabled
    confidence
    lastUpdated
    place {
      name
      formatted_phone_number
      website
      rating
      user_ratings_total
      price_level
      business_status
      categories
      weekday_text
      photos {
        photo_url
      }
      reviews {
        author_name
        author_url
        rating
        text
        relative_time_description
      }
      reviews_total
    }
    openMap {
      confidence_score
      osm_id
      phone
      website
      opening_hours
      shop_type
      brand
      operator
      full_address
    }
  }
}
    `, {"hash":"sha256:bcb5edaa7544b08fab8656a9f38ec619d0145500f38fc59ef73a653861bf8dc0"}) as unknown as TypedDocumentString<StoreEnrichmentQuery, StoreEnrichmentQueryVariables>;
export const StoreDetailDocument = new TypedDocumentString(`
    query StoreDetail($id: ID!) {
  store(id: $id) {
    ...StoreCardFields
    County
    Grantee_Name
    approximateLocation
  }
}
    fragment StoreCardFields on Store {
  id
  Store_Name
  Store_Street_Address
  Additional_Address
  City
  State
  Zip_Code
  Store_Type
  Latitude
  Longitude
  Incentive_Program
  Grantee_Name
  produceIncentive
  restaurantMeals
  distance_miles
  similarity_score
  average_rating
  review_count
  phone
  website
  openNow
  weeklyHours {
    day
    open
    close
    closed
  }
  latestComment {
    comment_text
    user_name
    created_at
  }
  google_rating
  google_last_updated
  trending_score
  updated_at
  status
  listed_on
  delisted_on
  closed_by_editors_on
}`, {"hash":"sha256:bf3a83743ac0adeac63bb2a64051cd6deb5e0461871c7f0f4db84cfd1fda399e"}) as unknown as TypedDocumentString<StoreDetailQuery, StoreDetailQueryVariables>;
export const AddStorePhoneDocument = new TypedDocumentString(`
    mutation AddStorePhone($storeId: ID!, $phone: String!) {
  addStorePhone(storeId: $storeId, phone: $phone) {
    pointsEarned
    pointsAwarded
  }
}
    `, {"hash":"sha256:0e605b72654b01f71c5d20c60df2727b78f5e73c0b54b0e43205f9e2843df64c"}) as unknown as TypedDocumentString<AddStorePhoneMutation, AddStorePhoneMutationVariables>;
export const AddStoreHoursDocument = new TypedDocumentString(`
    mutation AddStoreHours($storeId: ID!, $hours: WeeklyHoursInput!) {
  addStoreHours(storeId: $storeId, hours: $hours) {
    pointsEarned
    pointsAwarded
  }
}
    `, {"hash":"sha256:84b29fb6a3ac293171826637fd16f89e8583627409b5a1550d6b7c4b627f8894"}) as unknown as TypedDocumentString<AddStoreHoursMutation, AddStoreHoursMutationVariables>;
export const StoreOnlineRetailersDocument = new TypedDocumentString(`
    query StoreOnlineRetailers($storeId: ID!) {
  storeOnlineRetailers(storeId: $storeId) {
    id
    name
    website
  }
}
    `, {"hash":"sha256:d929c1e4ee18103e1bd8ee6c1af059adc6ecd3ee92a9446ceed5c28964b42a37"}) as unknown as TypedDocumentString<StoreOnlineRetailersQuery, StoreOnlineRetailersQueryVariables>;
export const StorePhotosDocument = new TypedDocumentString(`
    query StorePhotos($storeId: ID!) {
  storePhotos(storeId: $storeId) {
    id
    thumbnailUrl
    heroUrl
  }
}
    `, {"hash":"sha256:d85f0968d93a61f7196427b4be38b18b28ff2381e10cc49afa7a4c74d6e86c13"}) as unknown as TypedDocumentString<StorePhotosQuery, StorePhotosQueryVariables>;
export const MyPendingPhotosDocument = new TypedDocumentString(`
    query MyPendingPhotos($storeId: ID!) {
  myPendingPhotos(storeId: $storeId) {
    processing {
      id
    }
    failed {
      id
      message
    }
  }
}
    `, {"hash":"sha256:ed1ad98e9a8acc4b3cadc3d4937848b055f1a63e482a478372957d483a031453"}) as unknown as TypedDocumentString<MyPendingPhotosQuery, MyPendingPhotosQueryVariables>;
export const DismissPhotoFailureDocument = new TypedDocumentString(`
    mutation DismissPhotoFailure($id: ID!) {
  dismissPhotoFailure(id: $id)
}
    `, {"hash":"sha256:7961167c0086c75205f26a9a1869c58f9a140823d76b9a0df918e132c627e923"}) as unknown as TypedDocumentString<DismissPhotoFailureMutation, DismissPhotoFailureMutationVariables>;
export const ReportIssueDocument = new TypedDocumentString(`
    mutation ReportIssue($storeId: ID!, $storeName: String, $issueType: String, $description: String, $userEmail: String) {
  reportIssue(
    storeId: $storeId
    storeName: $storeName
    issueType: $issueType
    description: $description
    userEmail: $userEmail
  ) {
    id
    status
  }
}
    `, {"hash":"sha256:c7e84dd23a31f90f331bbacd27ac5498e879d65d16c3e871dccae2bcb4050855"}) as unknown as TypedDocumentString<ReportIssueMutation, ReportIssueMutationVariables>;
export const ClaimBusinessDocument = new TypedDocumentString(`
    mutation ClaimBusiness($storeId: ID!, $storeName: String, $businessRole: String, $ownerName: String, $ownerEmail: String, $phone: String, $verificationMethod: String, $additionalInfo: String) {
  claimBusiness(
    storeId: $storeId
    storeName: $storeName
    businessRole: $businessRole
    ownerName: $ownerName
    ownerEmail: $ownerEmail
    phone: $phone
    verificationMethod: $verificationMethod
    additionalInfo: $additionalInfo
  ) {
    id
    status
  }
}
    `, {"hash":"sha256:6745a3eba3158d5343410cb7069fff3b6faf2dda9fb087a3c2a9d9ed5f4e8b78"}) as unknown as TypedDocumentString<ClaimBusinessMutation, ClaimBusinessMutationVariables>;
export const StoreReviewsDocument = new TypedDocumentString(`
    query StoreReviews($storeId: ID!) {
  reviews(storeId: $storeId) {
    id
    rating
    review_text
    created_at
    user_name
    is_own
  }
}
    `, {"hash":"sha256:286e94a6a917bfa10314af017d7bd5d285b410e9e415c8da944cbc20bf7ec374"}) as unknown as TypedDocumentString<StoreReviewsQuery, StoreReviewsQueryVariables>;
export const StoreReviewsWithProfilesDocument = new TypedDocumentString(`
    query StoreReviewsWithProfiles($storeId: ID!) {
  reviewsWithProfiles(storeId: $storeId) {
    id
    profile {
      full_name
      avatar_url
    }
  }
}
    `, {"hash":"sha256:edbe4663f412785912470383ab52c148c08148a559d58993d5ddfee3549098b0"}) as unknown as TypedDocumentString<StoreReviewsWithProfilesQuery, StoreReviewsWithProfilesQueryVariables>;
export const CreateReviewDocument = new TypedDocumentString(`
    mutation CreateReview($storeId: ID!, $rating: Int, $review_text: String) {
  createReview(storeId: $storeId, rating: $rating, review_text: $review_text) {
    review {
      id
    }
    stats {
      store_id
      average_rating
      review_count
    }
    pointsEarned
    pointsAwarded
  }
}
    `, {"hash":"sha256:b47a6b8ea602e84fc462c5ad2773c6f0fef134e9ce28b5f8087aa03b03420f62"}) as unknown as TypedDocumentString<CreateReviewMutation, CreateReviewMutationVariables>;
export const DeleteReviewDocument = new TypedDocumentString(`
    mutation DeleteReview($reviewId: ID!) {
  deleteReview(reviewId: $reviewId) {
    deleted
  }
}
    `, {"hash":"sha256:67624a14d6c3bcfc20fab5d243825b272059731339c99c702b90feb497f7029f"}) as unknown as TypedDocumentString<DeleteReviewMutation, DeleteReviewMutationVariables>;
export const StoreTipsDocument = new TypedDocumentString(`
    query StoreTips($storeId: ID!) {
  tips(storeId: $storeId) {
    id
    user_name
    comment_text
    created_at
  }
}
    `, {"hash":"sha256:47c8a5c5c8aaa1d300ca4804313cbfeff9ad7d6958f56cbb1fe8e06a3b9c03b5"}) as unknown as TypedDocumentString<StoreTipsQuery, StoreTipsQueryVariables>;
export const CreateTipDocument = new TypedDocumentString(`
    mutation CreateTip($storeId: ID!, $comment_text: String!) {
  createTip(storeId: $storeId, comment_text: $comment_text) {
    id
  }
}
    `, {"hash":"sha256:ed81025d767bc63f0c463dd1b0fc4d7664b0b187ecb91b15b3bcda1e78be42fc"}) as unknown as TypedDocumentString<CreateTipMutation, CreateTipMutationVariables>;
export const RenewSessionDocument = new TypedDocumentString(`
    mutation RenewSession {
  refreshSession {
    accessToken
  }
}
    `, {"hash":"sha256:a4bc2aa785b8907cf6b8deb2f01a3cab46841e0b570b42c7d8bc67531233a403"}) as unknown as TypedDocumentString<RenewSessionMutation, RenewSessionMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    fullName
    emailConfirmedAt
    createdAt
    roles
    secondFactorEnabled
    secondFactorRequired
  }
}
    `, {"hash":"sha256:469d71de6773b1aaa210b6a9263562572028288033571ec273d36aa6d27c8ed2"}) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const RefreshSessionDocument = new TypedDocumentString(`
    mutation RefreshSession {
  refreshSession {
    accessToken
  }
}
    `, {"hash":"sha256:336235211d2ecab274c0cfaf000068724070f3736b40b055977c4472301a97c8"}) as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!, $code: String) {
  signIn(email: $email, password: $password, code: $code) {
    accessToken
    user {
      id
      email
      fullName
      emailConfirmedAt
      createdAt
      roles
      secondFactorEnabled
      secondFactorRequired
    }
  }
}
    `, {"hash":"sha256:da3ce4e91c70e88f93d392ed3e9bdb0160b397491bdd2a748888cc175509e109"}) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($email: String!, $password: String!, $fullName: String!) {
  signUp(email: $email, password: $password, fullName: $fullName) {
    id
    email
  }
}
    `, {"hash":"sha256:1b1c0e4b665d21a90de366bacc5368819414de6e01e83f0f8d6352743878cbea"}) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `, {"hash":"sha256:39300be1f6ff47633a8c264de2a924d5b71367b646d3bf86d82d7c51c6543956"}) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const CatalogCoverageDocument = new TypedDocumentString(`
    query CatalogCoverage {
  catalogCoverage {
    totalStores
    covered {
      state
      name
      stores
      asOf
    }
    storesElsewhere
    incentiveProgramsKnown
    nationalRefreshStartedAt
  }
}
    `, {"hash":"sha256:bd419a80aa770eecbef90e42f4dfd1cc52c39375d5e79b9db216476a95f078f4"}) as unknown as TypedDocumentString<CatalogCoverageQuery, CatalogCoverageQueryVariables>;
export const CityPageDocument = new TypedDocumentString(`
    query CityPage($slug: String!) {
  cityPage(slug: $slug) {
    slug
    name
    state
    zipCodes
    description
    lat
    lng
  }
}
    `, {"hash":"sha256:5a27922d4806bcf7f3d5d57498495690dddbe30fc87a6d06ba56383e2a46cb19"}) as unknown as TypedDocumentString<CityPageQuery, CityPageQueryVariables>;
export const PromotedCitiesDocument = new TypedDocumentString(`
    query PromotedCities {
  cityPages {
    slug
    name
    state
  }
}
    `, {"hash":"sha256:24a21b1c02869714caa391531e946764f96c029a5f39aa9c1ab4e7a9ef53d108"}) as unknown as TypedDocumentString<PromotedCitiesQuery, PromotedCitiesQueryVariables>;
export const MyFavoritesDocument = new TypedDocumentString(`
    query MyFavorites {
  myFavorites {
    id
  }
}
    `, {"hash":"sha256:90b1504f236ae31489665876227da24baab32334b71cf3c5105a6f04f3044a94"}) as unknown as TypedDocumentString<MyFavoritesQuery, MyFavoritesQueryVariables>;
export const AddFavoriteDocument = new TypedDocumentString(`
    mutation AddFavorite($storeId: ID!) {
  addFavorite(storeId: $storeId)
}
    `, {"hash":"sha256:7ecbc05ac584874ff290ff89389f161d9925649fb6217379fd8c97490cc878d2"}) as unknown as TypedDocumentString<AddFavoriteMutation, AddFavoriteMutationVariables>;
export const RemoveFavoriteDocument = new TypedDocumentString(`
    mutation RemoveFavorite($storeId: ID!) {
  removeFavorite(storeId: $storeId)
}
    `, {"hash":"sha256:8d2164cddfb39c7ea9a72a149d7df0de8d0c41535f38aed9cf88a66954814c1a"}) as unknown as TypedDocumentString<RemoveFavoriteMutation, RemoveFavoriteMutationVariables>;
export const PlaceStateDocument = new TypedDocumentString(`
    query PlaceState($text: String!) {
  geocode(text: $text) {
    state
  }
}
    `, {"hash":"sha256:f3b3ae901fd6bbb502dffff203025a775d1b4309b64959bee4a7c7e334198510"}) as unknown as TypedDocumentString<PlaceStateQuery, PlaceStateQueryVariables>;
export const ProgramTextsDocument = new TypedDocumentString(`
    query ProgramTexts {
  programTexts {
    id
    kind
    name
    nameEs
    text
    textEs
    asOf
    source
    everyState
    states
  }
}
    `, {"hash":"sha256:503ef99a51d4b7177ba89e20f0b650960d6f5d02d387eca99f939b1aa84323c6"}) as unknown as TypedDocumentString<ProgramTextsQuery, ProgramTextsQueryVariables>;
export const BeginSecondFactorDocument = new TypedDocumentString(`
    mutation BeginSecondFactor($password: String) {
  beginSecondFactor(password: $password) {
    secret
    qrCode
  }
}
    `, {"hash":"sha256:bdbbfe143702e659467e516d1ea60dc669828436a5662762e63e2ff43ebdb2ed"}) as unknown as TypedDocumentString<BeginSecondFactorMutation, BeginSecondFactorMutationVariables>;
export const ConfirmSecondFactorDocument = new TypedDocumentString(`
    mutation ConfirmSecondFactor($code: String!) {
  confirmSecondFactor(code: $code)
}
    `, {"hash":"sha256:8f78ef143400ca9a8f1d30cd3a26218ddb45bcc459e9657b8ddba8db489d4822"}) as unknown as TypedDocumentString<ConfirmSecondFactorMutation, ConfirmSecondFactorMutationVariables>;
export const RemoveSecondFactorDocument = new TypedDocumentString(`
    mutation RemoveSecondFactor($password: String, $code: String) {
  removeSecondFactor(password: $password, code: $code)
}
    `, {"hash":"sha256:f922cbd358dba9e7dd241d0234e602a481329659098a8fc29f0dd8ed2fabae97"}) as unknown as TypedDocumentString<RemoveSecondFactorMutation, RemoveSecondFactorMutationVariables>;
export const SecondFactorStatusDocument = new TypedDocumentString(`
    query SecondFactorStatus {
  secondFactorStatus {
    enabled
    recoveryCodesLeft
  }
}
    `, {"hash":"sha256:3aae47cdb4fd2e567f7103226fc3895c78d92903e306408911d45c80da14374b"}) as unknown as TypedDocumentString<SecondFactorStatusQuery, SecondFactorStatusQueryVariables>;
export const RecordStoreClickDocument = new TypedDocumentString(`
    mutation RecordStoreClick($storeId: ID!, $lat: Float!, $lng: Float!, $clickId: String) {
  recordStoreClick(storeId: $storeId, lat: $lat, lng: $lng, clickId: $clickId)
}
    `, {"hash":"sha256:ed88f64ec6cd9e43fa8038d23a86fd0737642025c2a6870e85111cf2b929e95c"}) as unknown as TypedDocumentString<RecordStoreClickMutation, RecordStoreClickMutationVariables>;