import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cardStore } from '../../../testing/card-store';
import { graphqlFetch, inSpanish, renderWithProviders } from '../../../testing/render';
import { ZipResults } from './zip-results';

const store = (id: string, name: string, type: string) =>
  cardStore({
    id,
    Store_Name: name,
    Store_Street_Address: '1 Peachtree St',
    City: 'Atlanta',
    Zip_Code: '30303',
    Store_Type: type,
    Latitude: 33.75,
    Longitude: -84.39,
  });

const GEORGIA_COVERAGE = {
  catalogCoverage: {
    totalStores: 12405,
    covered: [{ state: 'GA', name: 'Georgia', stores: 9312, asOf: '2026-07-29' }],
    storesElsewhere: 3093,
    incentiveProgramsKnown: true,
  },
};

describe('ZIP results', () => {
  it("keeps the ZIP's own list and shows the nearest stores around it, with distances, without repeats", async () => {
    const asked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ZipStores: () => ({ zipStores: [store('1', 'Loop Market', 'Grocery Store')] }),
        ZipCentre: () => ({ geocode: { __typename: 'GeoPlace', lat: 41.886, lng: -87.618 } }),
        NearestStoresAroundZip: (variables: unknown) => {
          asked.push(variables);
          return {
            nearbyStores: [
              { ...store('1', 'Loop Market', 'Grocery Store'), distance_miles: 0.2 },
              {
                ...store('2', 'Maxwell Street Farmers Market', 'Farmers Market'),
                distance_miles: 1.1,
              },
            ],
          };
        },
      }),
    );
    renderWithProviders(<ZipResults zip="60601" category="trending" onClear={() => undefined} />);
    expect(await screen.findByText('1 store found', {}, { timeout: 10_000 })).toBeInTheDocument();
    const around = await screen.findByRole(
      'list',
      { name: 'Stores around ZIP 60601' },
      { timeout: 10_000 },
    );
    expect(
      screen.getByRole('heading', { name: 'Nearest stores around ZIP 60601' }),
    ).toBeInTheDocument();
    expect(await within(around).findByText('Maxwell Street Farmers Market')).toBeInTheDocument();
    expect(within(around).getByText(/1\.1 mi/)).toBeInTheDocument();
    expect(within(around).queryByText('Loop Market')).not.toBeInTheDocument();
    expect(asked[0]).toMatchObject({ lat: 41.886, lng: -87.618, radiusMiles: 10 });
  });

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
      produceIncentiveOnly: false,
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

  it("says which states are covered in a ZIP of another state, and links to USDA's locator", async () => {
    const market = {
      ...store('fm1', 'Daley Plaza Farmers Market', 'Farmers Market'),
      City: 'Chicago',
      State: 'IL',
      Zip_Code: '60601',
      listed_on: '2022-12-28',
    };
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ZipStores: { zipStores: [market] },
        PlaceState: { geocode: { state: 'IL' } },
        CatalogCoverage: GEORGIA_COVERAGE,
      }),
    );
    renderWithProviders(<ZipResults zip="60601" category="trending" onClear={() => undefined} />);
    expect(
      await screen.findByRole('heading', { name: 'This site does not cover Illinois yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/complete list of SNAP stores for Georgia only \(list of July 29, 2026\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "USDA's SNAP Retailer Locator" })).toHaveAttribute(
      'href',
      'https://www.fns.usda.gov/snap/retailer-locator',
    );
    // The markets found are still listed, with the date of USDA's national list.
    expect(
      await screen.findByText("On USDA's SNAP retailer list as of December 28, 2022"),
    ).toBeInTheDocument();
  });

  it('says nothing of coverage in a covered state', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ZipStores: { zipStores: [store('1', 'Kroger', 'Supermarket')] },
        PlaceState: { geocode: { state: 'GA' } },
        CatalogCoverage: GEORGIA_COVERAGE,
      }),
    );
    renderWithProviders(<ZipResults zip="30303" category="trending" onClear={() => undefined} />);
    expect(
      await screen.findByText("On USDA's SNAP retailer list as of July 29, 2026"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/does not cover/)).not.toBeInTheDocument();
  });

  it("asks only for stores with a fruits & vegetables incentive once 'Extra for fruits & vegetables' is ticked", async () => {
    const seen: Array<{ produceIncentiveOnly?: boolean }> = [];
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ZipStores: (variables: { produceIncentiveOnly?: boolean }) => {
          seen.push(variables);
          return {
            zipStores: variables.produceIncentiveOnly
              ? [
                  {
                    ...store('2', 'Trader Joe’s 735', 'Supermarket'),
                    produceIncentive: 'Double Up Food Bucks',
                  },
                ]
              : [store('1', 'Kroger', 'Supermarket')],
          };
        },
        ProgramTexts: { programTexts: [] },
        PlaceState: { geocode: null },
        CatalogCoverage: GEORGIA_COVERAGE,
      }),
    );
    renderWithProviders(<ZipResults zip="30305" category="trending" onClear={() => undefined} />);
    expect(await screen.findByText('Kroger', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Extra for fruits & vegetables'));
    expect(
      await screen.findByText('Trader Joe’s 735', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kroger')).not.toBeInTheDocument();
    expect(
      screen.getByRole('note', { name: 'Incentive: Double Up Food Bucks' }),
    ).toBeInTheDocument();
    expect(seen.map((variables) => variables.produceIncentiveOnly)).toEqual([false, true]);
  });

  it('says the incentive data is missing, not "0 stores found", in a catalog loaded from files without it', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ZipStores: (variables: { produceIncentiveOnly?: boolean }) => ({
          zipStores: variables.produceIncentiveOnly ? [] : [store('1', 'Kroger', 'Supermarket')],
        }),
        ProgramTexts: { programTexts: [] },
        PlaceState: { geocode: null },
        CatalogCoverage: {
          catalogCoverage: { ...GEORGIA_COVERAGE.catalogCoverage, incentiveProgramsKnown: false },
        },
      }),
    );
    renderWithProviders(<ZipResults zip="30305" category="trending" onClear={() => undefined} />);
    expect(await screen.findByText('1 store found', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Extra for fruits & vegetables'));
    expect(
      await screen.findByText(
        'This site has no incentive data yet: the USDA files its stores were loaded from do not say which stores offer extra for fruits & vegetables.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('0 stores found')).not.toBeInTheDocument();
    expect(
      screen.queryByText('No EBT-accepting locations found in that ZIP code. Try another nearby.'),
    ).not.toBeInTheDocument();
    await inSpanish(async () => {
      expect(
        await screen.findByText(
          'Este sitio aún no tiene datos de incentivos: los archivos del USDA de los que se cargaron sus tiendas no dicen qué tiendas dan dinero extra para frutas y verduras.',
        ),
      ).toBeInTheDocument();
    });
  });
});
