import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../../testing/render';
import { ZipResults } from './zip-results';

function store(id: string, name: string, type: string) {
  return {
    __typename: 'Store',
    id,
    Store_Name: name,
    Store_Street_Address: '1 Peachtree St',
    Additional_Address: null,
    City: 'Atlanta',
    State: 'GA',
    Zip_Code: '30303',
    Store_Type: type,
    Latitude: 33.75,
    Longitude: -84.39,
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
  };
}

describe('ZIP results', () => {
  it('asks for the category store types and hides stores the category excludes by name', async () => {
    const seen: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ZipStores: (variables: unknown) => {
          seen.push(variables);
          return {
            zipStores: [
              store('1', 'Kroger', 'Supermarket'),
              store('2', 'CVS Pharmacy', 'Grocery Store'),
              store('3', 'Dollar General', 'Grocery Store'),
            ],
          };
        },
      }),
    );
    renderWithProviders(<ZipResults zip="30303" category="grocery" onClear={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'EBT Stores in ZIP 30303' })).toBeInTheDocument();
    expect(await screen.findByText('Kroger', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('CVS Pharmacy')).not.toBeInTheDocument();
    expect(screen.queryByText('Dollar General')).not.toBeInTheDocument();
    expect(screen.getByText('1 store found')).toBeInTheDocument();
    expect(seen[0]).toEqual({
      zip: '30303',
      storeTypes: [
        'Supermarket',
        'Grocery Store',
        'Supercenter',
        'Convenience Store',
        'Specialty Store',
      ],
    });
    expect(screen.getAllByText('EBT Accepted')).toHaveLength(1);
    expect(screen.getByText('Phone coming soon')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('Hours coming soon')).toBeInTheDocument();
  });

  it('says no EBT-accepting locations were found in an empty ZIP', async () => {
    vi.stubGlobal('fetch', graphqlFetch({ ZipStores: { zipStores: [] } }));
    renderWithProviders(<ZipResults zip="99999" category="trending" onClear={() => undefined} />);
    expect(
      await screen.findByText(
        'No EBT-accepting locations found in that ZIP code. Try another nearby.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use My Location Instead' })).toBeInTheDocument();
  });
});
