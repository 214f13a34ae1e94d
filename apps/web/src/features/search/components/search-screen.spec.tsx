import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_INPUT_LIMITS, SEARCH_LIMITS } from '@snap/domain';
import { i18n } from '../../../lib/i18n/i18n';
import { graphqlFetch, operationOf, renderWithProviders } from '../../../testing/render';
import { LIMITED_SEARCH_NOTE } from '../api/search-stores';
import { INVALID_SEARCH_TITLE, SEARCH_ERROR_TEXT, SEARCH_ERROR_TITLE } from './results-list';
import { directSearchNote, SearchScreen } from './search-screen';

function store(id: string, name: string) {
  return {
    __typename: 'Store',
    id,
    Store_Name: name,
    Store_Street_Address: '1 Peachtree St',
    Additional_Address: null,
    City: 'Atlanta',
    State: 'GA',
    Zip_Code: '30303',
    Store_Type: 'Grocery Store',
    Latitude: 33.75,
    Longitude: -84.39,
    Incentive_Program: null,
    Grantee_Name: null,
    produceIncentive: null,
    restaurantMeals: false,
    distance_miles: null,
    similarity_score: null,
    trending_score: null,
    updated_at: '2026-01-01T00:00:00.000Z',
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

const quiet = {
  PlacesBudget: { placesBudget: { exceeded: false, used: 0, limit: 1000 } },
  LatestTips: { latestTips: [] },
  ReviewStats: { reviewStats: [] },
};

afterEach(() => vi.unstubAllGlobals());

describe('search screen', () => {
  it('says in Spanish on a Spanish page what it searched and how it found it', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ...quiet,
        SearchStores: { searchStores: [] },
        DirectSearch: { directSearch: [store('a', 'Peach Market')] },
      }),
    );
    renderWithProviders(<SearchScreen initialQuery="peach" />, { language: 'es' });
    expect(await screen.findByText('Resultados de la búsqueda: "peach"')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'No hay resultados parecidos, así que estas son las tiendas cuyo nombre, ciudad, ZIP o estado contiene "peach", de la A a la Z.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 tienda encontrada')).toBeInTheDocument();
  });

  it('asks the text search for 200 results (product rule Search results), then the direct contains-search when it finds nothing, and says so', async () => {
    const asked: Array<{ name: string; variables: Record<string, unknown> }> = [];
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ...quiet,
        SearchStores: (variables: Record<string, unknown>) => {
          asked.push({ name: 'SearchStores', variables });
          return { searchStores: [] };
        },
        DirectSearch: (variables: Record<string, unknown>) => {
          asked.push({ name: 'DirectSearch', variables });
          return { directSearch: [store('a', 'Peach Market'), store('b', 'Peachy Foods')] };
        },
      }),
    );
    renderWithProviders(<SearchScreen initialQuery="peach" />);
    expect(await screen.findByText(directSearchNote('peach'))).toBeInTheDocument();
    expect(await screen.findByText('Peach Market')).toBeInTheDocument();
    expect(asked[0]).toEqual({
      name: 'SearchStores',
      variables: expect.objectContaining({ text: 'peach', limit: SEARCH_LIMITS.maxTextResults }),
    });
    expect(asked[0].variables).not.toHaveProperty('category');
    expect(asked[1]).toEqual({
      name: 'DirectSearch',
      variables: expect.objectContaining({ text: 'peach', limit: SEARCH_LIMITS.directSearchLimit }),
    });
  });

  it("shows the API's validation message in its own words instead of 'Search Error'", async () => {
    const message = 'city must be shorter than or equal to 60 characters';
    vi.stubGlobal('fetch', (async (_url: string, init: RequestInit) => {
      const { name } = operationOf(_url, init);
      if (name === 'SearchStores')
        return new Response(
          JSON.stringify({
            errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }],
            data: null,
          }),
          { status: 200 },
        );
      return graphqlFetch({ ...quiet, Geocode: { geocode: null } })(_url, init);
    }) as typeof fetch);
    renderWithProviders(
      <SearchScreen initialQuery="market" initialLocation={`${'x'.repeat(70)}, GA`} />,
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(i18n._(INVALID_SEARCH_TITLE))).toBeInTheDocument();
    expect(screen.queryByText(i18n._(SEARCH_ERROR_TITLE))).not.toBeInTheDocument();
  });

  it("keeps to the stores with a fruits & vegetables incentive with 'Extra for fruits & vegetables'", async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ...quiet,
        ProgramTexts: { programTexts: [] },
        SearchStores: () => ({
          searchStores: [
            { ...store('a', 'Peach Market'), searchLimited: null },
            {
              ...store('b', 'Peach Farm Stand'),
              Incentive_Program: 'Double Up Food Bucks',
              produceIncentive: 'Double Up Food Bucks',
              searchLimited: null,
            },
          ],
        }),
      }),
    );
    renderWithProviders(<SearchScreen initialQuery="peach" />);
    expect(await screen.findByText('Peach Market')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Extra for fruits & vegetables' }));
    expect(screen.queryByText('Peach Market')).not.toBeInTheDocument();
    expect(screen.getByText('Peach Farm Stand')).toBeInTheDocument();
    expect(screen.getByText('1 store found')).toBeInTheDocument();
  });

  it('says plainly when results come from the limited backup search (the index is down)', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ...quiet,
        SearchStores: () => ({
          searchStores: [{ ...store('a', 'Peach Market'), searchLimited: true }],
        }),
      }),
    );
    renderWithProviders(<SearchScreen initialQuery="peach" />);
    expect(await screen.findByText('Peach Market')).toBeInTheDocument();
    expect(screen.getByText(i18n._(LIMITED_SEARCH_NOTE))).toBeInTheDocument();
  });

  it("shows the API's outage message (SERVICE_UNAVAILABLE) instead of the generic error", async () => {
    const message = 'Search is temporarily limited. Please try again in a minute.';
    vi.stubGlobal('fetch', (async (_url: string, init: RequestInit) => {
      const { name } = operationOf(_url, init);
      if (name === 'SearchStores')
        return new Response(
          JSON.stringify({
            errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
            data: null,
          }),
          { status: 200 },
        );
      return graphqlFetch(quiet)(_url, init);
    }) as typeof fetch);
    renderWithProviders(<SearchScreen initialQuery="peach" />);
    expect(await screen.findByText(message, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(i18n._(SEARCH_ERROR_TEXT))).not.toBeInTheDocument();
  }, 20_000);

  it('keeps a 10,000-character query to the API maximum and never echoes it in full', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ...quiet,
        SearchStores: (variables: { text: string }) => {
          asked.push(variables.text);
          return { searchStores: [store('a', 'Long Name Market')] };
        },
      }),
    );
    const huge = 'a'.repeat(10_000);
    renderWithProviders(<SearchScreen initialQuery={huge} />);
    const input = screen.getByLabelText('Store Name (Optional)') as HTMLInputElement;
    expect(input.value).toHaveLength(SEARCH_INPUT_LIMITS.queryMax);
    expect(input.maxLength).toBe(SEARCH_INPUT_LIMITS.queryMax);
    expect((screen.getByLabelText('Location') as HTMLInputElement).maxLength).toBe(
      SEARCH_INPUT_LIMITS.locationMax,
    );
    await screen.findByText('Long Name Market');
    await waitFor(() => expect(asked[0]).toHaveLength(SEARCH_INPUT_LIMITS.queryMax));
    expect(document.body.textContent ?? '').not.toContain(
      'a'.repeat(SEARCH_INPUT_LIMITS.queryMax + 1),
    );
  });

  it("says which states are covered for a place in another state (city pages too), and links to USDA's locator", async () => {
    const coverage = {
      catalogCoverage: {
        totalStores: 12384,
        covered: [{ state: 'GA', name: 'Georgia', stores: 9312, asOf: '2026-07-29' }],
        storesElsewhere: 3072,
        incentiveProgramsKnown: true,
      },
    };
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ...quiet,
        CatalogCoverage: coverage,
        Geocode: {
          geocode: { lat: 41.88, lng: -87.62, zip: '60601', city: 'Chicago', state: 'IL' },
        },
        ZipStores: { zipStores: [] },
        NearbyStores: { nearbyStores: [] },
        SearchStores: { searchStores: [] },
      }),
    );
    const { unmount } = renderWithProviders(<SearchScreen initialLocation="60601" />);
    expect(
      await screen.findByRole('heading', { name: 'This site does not cover Illinois yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "USDA's SNAP Retailer Locator" })).toHaveAttribute(
      'href',
      'https://www.fns.usda.gov/snap/retailer-locator',
    );
    unmount();
    // A city page knows its state without geocoding.
    renderWithProviders(
      <SearchScreen
        initialLocation="Chicago, IL"
        initialPoint={{ lat: 41.88, lng: -87.62 }}
        initialState="IL"
      />,
    );
    expect(
      await screen.findByRole('heading', { name: 'This site does not cover Illinois yet' }),
    ).toBeInTheDocument();
  });

  it('shows the active filters as chips on a phone, each cleared with one tap', async () => {
    // A phone: the mobile breakpoint's media query matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const searched: Array<Record<string, unknown>> = [];
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ...quiet,
        Geocode: {
          geocode: { lat: 33.7525, lng: -84.3888, zip: '30303', city: 'Atlanta', state: 'GA' },
        },
        SearchStores: (variables: Record<string, unknown>) => {
          searched.push(variables);
          return { searchStores: [store('a', 'Walgreens 6032')] };
        },
      }),
    );
    renderWithProviders(
      <SearchScreen
        initialQuery="walgrens"
        initialLocation="30303"
        initialCategory="grocery"
        initialRadius={20}
      />,
    );
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['walgrens', '30303', 'Only Grocery Store', '20 miles']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear walgrens' }));
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear 20 miles' }));
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['All stores', '30303', 'Only Grocery Store', '10 miles']),
    );
    // What is at its default has nothing to clear.
    expect(within(chips).queryByRole('button', { name: 'Clear 10 miles' })).toBeNull();
    await waitFor(() =>
      expect(searched.at(-1)).toEqual(expect.not.objectContaining({ text: expect.anything() })),
    );
    expect(searched.at(-1)).toMatchObject({ zip: '30303', radiusMiles: 10 });
  });
});
