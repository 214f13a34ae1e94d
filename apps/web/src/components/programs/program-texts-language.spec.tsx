import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_PROGRAM_TEXTS } from '@snap/domain';
import { ProgramFacts } from '../../features/content/components/program-facts';
import { graphqlFetch, renderWithProviders } from '../../testing/render';
import { OtherBenefitsCard } from './other-benefits';

afterEach(() => vi.unstubAllGlobals());

const seeded = (id: string) => {
  const text = SEEDED_PROGRAM_TEXTS.find((t) => t.id === id);
  if (!text?.nameEs || !text.textEs) throw new Error(`the seed ${id}, with its Spanish`);
  return { ...text, nameEs: text.nameEs, textEs: text.textEs, states: [...text.states] };
};
const answer = (texts: object[]) =>
  graphqlFetch({
    ProgramTexts: { programTexts: texts.map((t) => ({ __typename: 'ProgramText', ...t })) },
  });

describe('program texts in the page language', () => {
  it('shows the English name and text on an English page', async () => {
    const doubleUp = seeded('seed-incentive-double-up-food-bucks');
    vi.stubGlobal('fetch', answer([doubleUp]));
    renderWithProviders(<ProgramFacts />);
    expect(await screen.findByText(doubleUp.text)).toBeInTheDocument();
    expect(screen.getByText('Double Up Food Bucks:')).toBeInTheDocument();
  });

  it('shows the Spanish name and text on a Spanish page', async () => {
    const wic = seeded('seed-wic');
    const hotMeals = seeded('seed-restaurant-meals-who');
    vi.stubGlobal('fetch', answer([wic, hotMeals]));
    renderWithProviders(<OtherBenefitsCard state="GA" />, { language: 'es' });
    expect(await screen.findByText(wic.textEs)).toBeInTheDocument();
    expect(screen.queryByText(wic.text)).toBeNull();
    vi.stubGlobal('fetch', answer([hotMeals]));
    renderWithProviders(<ProgramFacts />, { language: 'es' });
    expect(await screen.findByText(hotMeals.textEs)).toBeInTheDocument();
  });

  it('falls back to the English, marked English, where no Spanish is written', async () => {
    const summer = {
      ...seeded('seed-summer-ebt'),
      name: 'Summer EBT',
      nameEs: null,
      text: 'Georgia issues SUN Bucks in June.',
      textEs: null,
      states: ['GA'],
    };
    vi.stubGlobal('fetch', answer([summer]));
    renderWithProviders(<OtherBenefitsCard state="GA" />, { language: 'es' });
    expect(await screen.findByText('Georgia issues SUN Bucks in June.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('Summer EBT')).toHaveAttribute('lang', 'en');
  });
});
