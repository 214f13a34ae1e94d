import type { CardStore } from '../components/store-card/store-card-utils';

/** A store as the cards receive it (the StoreCardFields fragment), with the fields a spec sets. */
export function cardStore(fields: Partial<CardStore> = {}): CardStore {
  return {
    __typename: 'Store',
    id: 'st_000063',
    Store_Name: 'Citgo Food Mart',
    Store_Street_Address: '400 W Pike St',
    Additional_Address: null,
    City: 'Lawrenceville',
    State: 'GA',
    Zip_Code: '30045',
    Store_Type: 'Convenience Store',
    Latitude: 33.958,
    Longitude: -84.0,
    Incentive_Program: null,
    Grantee_Name: null,
    produceIncentive: null,
    restaurantMeals: false,
    distance_miles: null,
    similarity_score: null,
    average_rating: null,
    review_count: 0,
    phone: null,
    website: null,
    openNow: null,
    weeklyHours: null,
    latestComment: null,
    google_rating: null,
    google_last_updated: null,
    trending_score: null,
    updated_at: '2026-07-30T00:00:00.000Z',
    status: 'active',
    listed_on: '2026-07-29',
    delisted_on: null,
    ...fields,
  } as CardStore;
}
