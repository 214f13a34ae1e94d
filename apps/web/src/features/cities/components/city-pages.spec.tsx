import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CityRoute from '../../../app/routes/city';
import Footer from '../../../components/layouts/footer';
import { graphqlFetch, renderWithProviders } from '../../../testing/render';

const ATLANTA = {
  __typename: 'CityPage',
  slug: 'atlanta',
  name: 'Atlanta',
  state: 'GA',
  zipCodes: ['30303', '30308', '30310'],
  description:
    'Find grocery stores, supermarkets, corner stores and farmers markets that accept SNAP/EBT in Atlanta, GA — including ZIP codes 30303, 30308, 30310.',
  lat: 33.76,
  lng: -84.39,
};

const quiet = {
  PlacesBudget: { placesBudget: { exceeded: false, used: 0, limit: 1000 } },
  LatestTips: { latestTips: [] },
  ReviewStats: { reviewStats: [] },
  SearchStores: { searchStores: [] },
  CatalogCoverage: {
    catalogCoverage: {
      totalStores: 12405,
      covered: [{ state: 'GA', name: 'Georgia', stores: 9312, asOf: '2026-07-29' }],
      storesElsewhere: 3093,
      incentiveProgramsKnown: true,
    },
  },
};

function renderCity(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/city/:city" element={<CityRoute />} />
      <Route path="/:citySlug" element={<CityRoute />} />
    </Routes>,
    { path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('city pages from the catalog', () => {
  it.each(['/city/atlanta', '/atlanta'])(
    '%s: the page of a city the catalog covers, with its ZIPs',
    async (path) => {
      const asked: unknown[] = [];
      vi.stubGlobal(
        'fetch',
        graphqlFetch({
          ...quiet,
          CityPage: (variables: unknown) => {
            asked.push(variables);
            return { cityPage: ATLANTA };
          },
        }),
      );
      renderCity(path);
      expect(
        await screen.findByRole('heading', { name: 'Find EBT-Accepting Stores in Atlanta' }),
      ).toBeInTheDocument();
      const zips = screen.getByRole('list', { name: 'ZIP codes in Atlanta' });
      expect(
        within(zips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['30303', '30308', '30310']);
      expect(screen.getByLabelText('Location')).toHaveValue('Atlanta, GA');
      expect(asked).toEqual([{ slug: 'atlanta' }]);
    },
  );

  it("says 'City Not Found' for a city the catalog does not cover", async () => {
    vi.stubGlobal('fetch', graphqlFetch({ ...quiet, CityPage: { cityPage: null } }));
    renderCity('/city/atlantis');
    expect(await screen.findByRole('heading', { name: 'City Not Found' })).toBeInTheDocument();
  });

  it("shows a spec city's page without asking the server", async () => {
    const asked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ...quiet,
        CityPage: (variables: unknown) => {
          asked.push(variables);
          return { cityPage: null };
        },
      }),
    );
    renderCity('/chicago-ebt');
    expect(
      await screen.findByRole('heading', { name: 'Find EBT-Accepting Stores in Chicago' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("promotes in the footer the cities the server names: the catalog's largest covered ones", async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        PromotedCities: {
          cityPages: [
            { __typename: 'CityPage', slug: 'atlanta', name: 'Atlanta', state: 'GA' },
            { __typename: 'CityPage', slug: 'savannah', name: 'Savannah', state: 'GA' },
          ],
        },
      }),
    );
    renderWithProviders(<Footer />);
    const atlanta = await screen.findByRole('link', { name: 'Atlanta, GA' });
    expect(atlanta).toHaveAttribute('href', '/atlanta');
    expect(screen.getByRole('link', { name: 'Savannah, GA' })).toHaveAttribute('href', '/savannah');
    expect(screen.queryByRole('link', { name: 'Los Angeles, CA' })).not.toBeInTheDocument();
  });
});
