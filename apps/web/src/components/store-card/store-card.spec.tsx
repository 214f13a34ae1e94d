import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../testing/render';
import { StoreCard } from './store-card';
import type { CardStore } from './store-card-utils';

function cardStore(fields: Partial<CardStore> = {}): CardStore {
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

afterEach(() => vi.unstubAllGlobals());

describe('store card', () => {
  it('says in small print which USDA list has the store', () => {
    vi.stubGlobal('fetch', graphqlFetch({}));
    renderWithProviders(<StoreCard store={cardStore()} />);
    expect(
      screen.getByText("On USDA's SNAP retailer list as of July 29, 2026"),
    ).toBeInTheDocument();
    expect(screen.getByText('EBT Accepted')).toBeInTheDocument();
  });

  it('marks a favorite that left USDA’s list and never shows it as taking EBT', () => {
    vi.stubGlobal('fetch', graphqlFetch({}));
    renderWithProviders(
      <StoreCard
        store={cardStore({ status: 'closed', listed_on: '2020-12-31', delisted_on: '2026-07-29' })}
      />,
    );
    expect(screen.getByText("No longer on USDA's list since July 29, 2026")).toBeInTheDocument();
    expect(screen.queryByText('EBT Accepted')).not.toBeInTheDocument();
    expect(screen.queryByText(/as of/)).not.toBeInTheDocument();
  });
});
