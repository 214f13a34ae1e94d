import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_PROGRAM_TEXTS } from '@snap/domain';
import { cardStore } from '../../testing/card-store';
import { graphqlFetch, renderWithProviders } from '../../testing/render';
import { StoreCard } from './store-card';

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

  it('shows the restaurant-meals banner only for a Restaurant Meals Program store', () => {
    vi.stubGlobal('fetch', graphqlFetch({}));
    const { unmount } = renderWithProviders(
      <StoreCard
        store={cardStore({ Store_Type: 'Restaurant Meals Program', restaurantMeals: true })}
      />,
    );
    expect(
      screen.getByText('Restaurant Meals Program: hot meals can be bought with EBT here.'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<StoreCard store={cardStore({ Store_Type: 'Restaurant' })} />);
    expect(screen.queryByText(/Restaurant Meals Program:/)).not.toBeInTheDocument();
  });

  it("shows an incentive's badge, how it works with its date and source, and its grantee", async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        ProgramTexts: {
          programTexts: SEEDED_PROGRAM_TEXTS.map((text) => ({
            __typename: 'ProgramText',
            ...text,
          })),
        },
      }),
    );
    renderWithProviders(
      <StoreCard
        store={cardStore({
          Incentive_Program: 'Double Up Food Bucks',
          produceIncentive: 'Double Up Food Bucks',
          Grantee_Name: 'Wholesome Wave Georgia',
        })}
      />,
    );
    const note = screen.getByRole('note', { name: 'Incentive: Double Up Food Bucks' });
    expect(note).toHaveTextContent('Double Up Food Bucks');
    expect(note).toHaveTextContent('Run here by Wholesome Wave Georgia.');
    expect(
      await screen.findByText(/^SNAP spent on fruits and vegetables is matched dollar for dollar/),
    ).toBeInTheDocument();
    const source =
      'doubleupfoodbucks.org/how-it-works/; iowahealthieststate.com Double Up how-it-works; marquettefood.coop Double Up page';
    expect(
      screen.getByText(
        (_, element) =>
          element?.classList.contains('sc-credit') === true &&
          element.textContent === `As of 2024–2026 · Source: ${source}`,
      ),
    ).toBeInTheDocument();
    // The source is named as its publisher titles it: translation leaves it as written.
    expect(screen.getByText(source)).toHaveAttribute('translate', 'no');
  });

  it("shows an incentive's text in Spanish on a Spanish page, and the English, marked so, where none is written", async () => {
    const doubleUp = SEEDED_PROGRAM_TEXTS.find((text) => text.kind === 'incentive');
    if (!doubleUp?.textEs) throw new Error('the seeded Double Up text, with its Spanish');
    const answer = (textEs: string | null) =>
      graphqlFetch({
        ProgramTexts: {
          programTexts: [{ __typename: 'ProgramText', ...doubleUp, textEs }],
        },
      });
    const store = cardStore({
      Incentive_Program: 'Double Up Food Bucks',
      produceIncentive: 'Double Up Food Bucks',
    });
    vi.stubGlobal('fetch', answer(doubleUp.textEs));
    const { unmount } = renderWithProviders(<StoreCard store={store} />, { language: 'es' });
    expect(await screen.findByText(doubleUp.textEs)).toBeInTheDocument();
    expect(screen.queryByText(doubleUp.text)).toBeNull();
    unmount();
    vi.stubGlobal('fetch', answer(null));
    renderWithProviders(<StoreCard store={store} />, { language: 'es' });
    expect(await screen.findByText(doubleUp.text)).toHaveAttribute('lang', 'en');
  });
});
