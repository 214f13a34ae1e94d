import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, inSpanish, renderWithProviders } from '../../../testing/render';
import { CardWorksHere } from '../../stores/components/card-works-here';
import { StateNotices } from './benefit-notices';
import { StateRuleLines } from './state-rule-lines';

const texasRule = {
  __typename: 'PurchaseRule',
  state: 'TX',
  stateName: 'Texas',
  summaryEn: 'sweetened drinks (soda, energy drinks) and candy',
  summaryEs: 'bebidas endulzadas (refrescos, bebidas energéticas) y dulces',
  startsOn: '2026-04-01',
  shown: 'in-effect',
  source: 'news summaries of state announcements (2026)',
  checkedOn: '2026',
  stateUrl: null,
  stateCheckedOn: null,
};

const store = (fields: Record<string, unknown>) =>
  ({
    id: 's1',
    Store_Name: 'Pearl Farmers Market',
    State: 'TX',
    status: 'active',
    listed_on: '2026-11-20',
    delisted_on: null,
    closed_by_editors_on: null,
    restaurantMeals: false,
    produceIncentive: null,
    ...fields,
  }) as unknown as Parameters<typeof CardWorksHere>[0]['store'];

const notice = (id: string, states: string[], textEn: string) => ({
  __typename: 'BenefitNotice',
  id,
  states,
  national: states.includes('ALL'),
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  textEn,
  textEs: `ES ${textEn}`,
  source: 'dhs.georgia.gov',
  checkedOn: '2026-11-01',
  links: ['https://www.211.org'],
});

afterEach(() => vi.unstubAllGlobals());

describe('"Will my card work here?" on a store page', () => {
  it("assembles USDA's list and date, the state's rule with its source, hot meals, the incentive and the refusal report", async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        PurchaseRules: (v: { states: string[] }) => ({
          purchaseRules: v.states.includes('TX') ? [texasRule] : [],
        }),
      }),
    );
    renderWithProviders(
      <CardWorksHere
        store={store({ restaurantMeals: true, produceIncentive: 'Double Up Food Bucks' })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Will my card work here?' });
    expect(
      await within(card).findByText(
        'Since April 1, 2026, SNAP cannot buy in Texas: sweetened drinks (soda, energy drinks) and candy.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent("On USDA's SNAP retailer list as of November 20, 2026");
    expect(card).toHaveTextContent('Source: news summaries of state announcements (2026), 2026');
    expect(card).toHaveTextContent(
      'Hot meals: only for people who qualify for the Restaurant Meals Program.',
    );
    expect(card).toHaveTextContent('Extra for fruits and vegetables here: Double Up Food Bucks.');
    expect(within(card).getByRole('link', { name: "They didn't take my EBT" })).toHaveAttribute(
      'href',
      '#ebt-refusal',
    );
    await inSpanish(async () => {
      expect(
        await within(card).findByRole('heading', { name: '¿Funcionará mi tarjeta aquí?' }),
      ).toBeInTheDocument();
    });
  });

  it('offers online ordering only through the retailers an admin tied to this store, with the fee truth', async () => {
    const tied = {
      StoreOnlineRetailers: (v: { storeId: string }) => ({
        storeOnlineRetailers:
          v.storeId === 's1'
            ? [
                {
                  __typename: 'OnlineRetailer',
                  id: 'r1',
                  name: 'Corner Grocer Online',
                  website: 'https://corner.example/snap',
                },
              ]
            : [],
      }),
    };
    vi.stubGlobal('fetch', graphqlFetch({ PurchaseRules: { purchaseRules: [] }, ...tied }));
    renderWithProviders(<CardWorksHere store={store({ State: 'GA' })} />);
    const card = screen.getByRole('region', { name: 'Will my card work here?' });
    expect(await within(card).findByRole('link', { name: 'Corner Grocer Online' })).toHaveAttribute(
      'href',
      'https://corner.example/snap',
    );
    expect(card).toHaveTextContent(
      'Order online with EBT: Corner Grocer Online. Delivery and service fees cannot be paid with SNAP. How to pay online',
    );
    expect(within(card).getByRole('link', { name: 'How to pay online' })).toHaveAttribute(
      'href',
      '/online-ebt',
    );
  });

  it('names no online retailer for a store no admin tied one to, nor for one that left the list', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        PurchaseRules: { purchaseRules: [] },
        StoreOnlineRetailers: {
          storeOnlineRetailers: [
            { __typename: 'OnlineRetailer', id: 'r1', name: 'Corner Grocer Online', website: null },
          ],
        },
      }),
    );
    renderWithProviders(
      <CardWorksHere
        store={store({ State: 'GA', status: 'closed', delisted_on: '2026-10-01', listed_on: null })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Will my card work here?' });
    expect(card).toHaveTextContent("No longer on USDA's list since October 1, 2026");
    expect(card).not.toHaveTextContent('Order online with EBT');
  });

  it('says nothing of a rule in a state without one, and "No longer on USDA\'s list since" for a delisted store', async () => {
    vi.stubGlobal('fetch', graphqlFetch({ PurchaseRules: { purchaseRules: [] } }));
    renderWithProviders(
      <CardWorksHere
        store={store({ State: 'GA', status: 'closed', delisted_on: '2026-10-01', listed_on: null })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Will my card work here?' });
    expect(card).toHaveTextContent("No longer on USDA's list since October 1, 2026");
    expect(card).not.toHaveTextContent('SNAP cannot buy');
    expect(within(card).queryByRole('link')).toBeNull();
  });
});

describe('late-benefits notices for the states a page is about', () => {
  it('shows one line per state and notice, newest first, text as written; none for a state without one', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        BenefitNotices: (v: { states: string[] }) => ({
          benefitNotices: v.states.includes('GA')
            ? [
                notice('n2', ['AL', 'GA'], 'Food banks are open <b>late</b>'),
                notice('n1', ['GA'], 'November benefits are late in Georgia.'),
                notice('n0', ['ALL'], 'Benefits are late nationwide.'),
              ]
            : [],
        }),
      }),
    );
    renderWithProviders(<StateNotices states={['GA', 'AL', null]} />);
    const lines = await screen.findAllByRole('status');
    expect(lines.map((line) => line.firstChild?.textContent)).toEqual([
      'Alabama: Food banks are open <b>late</b>',
      'Georgia: Food banks are open <b>late</b>',
      'Georgia: November benefits are late in Georgia.',
    ]);
    expect(within(lines[0]).getByRole('link', { name: '211.org' })).toHaveAttribute(
      'href',
      'https://www.211.org',
    );
    expect(lines[0]).toHaveTextContent('Source: dhs.georgia.gov');
    await inSpanish(async () => {
      expect(
        await screen.findByText('Georgia: ES November benefits are late in Georgia.'),
      ).toBeInTheDocument();
    });
  });
});

describe('search results in a state with a rule', () => {
  it("say the state's rule once above the list, with a link to every state's rule", async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        PurchaseRules: (v: { states: string[] }) => ({
          purchaseRules: v.states.includes('TX') ? [texasRule] : [],
        }),
      }),
    );
    renderWithProviders(<StateRuleLines states={['TX', 'TX', 'GA', null]} />);
    const note = await screen.findByRole('status');
    expect(
      within(note)
        .getAllByText(/SNAP cannot buy in Texas/)
        .map((line) => line.textContent),
    ).toEqual([
      'Since April 1, 2026, SNAP cannot buy in Texas: sweetened drinks (soda, energy drinks) and candy.',
    ]);
    expect(
      within(note).getByRole('link', { name: 'What SNAP cannot buy in each state' }),
    ).toHaveAttribute('href', '/snap-rules');
  });
});
