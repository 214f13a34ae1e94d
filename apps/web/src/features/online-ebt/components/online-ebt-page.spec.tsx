import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, inSpanish, renderWithProviders } from '../../../testing/render';
import { OnlineEbtPage } from './online-ebt-page';

const retailer = (id: string, name: string, checkedOn: string, source: string) => ({
  __typename: 'OnlineRetailer',
  id,
  state: 'ALL',
  stateName: 'Georgia',
  name,
  website: null,
  note: null,
  noteEs: null,
  source,
  checkedOn,
});

afterEach(() => vi.unstubAllGlobals());

describe('online EBT: facts that say their age', () => {
  it('says a retailer last checked in 2020 may be out of date and links to its source; a recent one says nothing', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        OnlineEbt: {
          onlineRetailers: [
            retailer(
              'a',
              'Amazon',
              '2020',
              "18F/cv_faq _content/financial-help/can-snap-participants-order-groceries-online.md; supermarketnews.com on USDA's online pilot",
            ),
            retailer('b', 'Aldi', String(new Date().getUTCFullYear()), 'fns.usda.gov/snap/online'),
          ],
          helpFacts: [],
        },
      }),
    );
    renderWithProviders(<OnlineEbtPage />, { path: '/online-ebt?state=GA' });
    const amazon = (await screen.findByRole('heading', { name: 'Amazon' })).closest('li')!;
    const note = within(amazon).getByRole('note');
    expect(note).toHaveTextContent(
      'This may be out of date: it was last checked more than two years ago. Check the source',
    );
    expect(within(note).getByRole('link', { name: 'Check the source' })).toHaveAttribute(
      'href',
      'https://supermarketnews.com',
    );
    const aldi = screen.getByRole('heading', { name: 'Aldi' }).closest('li')!;
    expect(within(aldi).queryByRole('note')).toBeNull();
    await inSpanish(async () => {
      expect(await within(amazon).findByText(/Puede estar desactualizado/)).toBeInTheDocument();
    });
  });
});

describe('online EBT: texts admins write in English and Spanish', () => {
  const answers = {
    OnlineEbt: {
      onlineRetailers: [
        {
          ...retailer('a', 'Amazon', '2025', 'fns.usda.gov/snap/online'),
          note: 'One of the two online SNAP retailers USDA authorized to serve all areas.',
          noteEs:
            'Uno de los dos comercios en línea que el USDA autorizó a aceptar SNAP en todas las zonas.',
        },
        {
          ...retailer('b', 'Aldi', '2025', 'fns.usda.gov/snap/online'),
          note: 'Delivers in Atlanta.',
        },
      ],
      helpFacts: [
        {
          key: 'online-fees',
          text: 'Delivery and service fees cannot be paid with SNAP.',
          textEs: 'Los cargos de entrega y de servicio no se pueden pagar con SNAP.',
          source: 'fns.usda.gov/snap/online',
          checkedOn: '2025',
        },
      ],
    },
  };

  it('shows the English on an English page', async () => {
    vi.stubGlobal('fetch', graphqlFetch(answers));
    renderWithProviders(<OnlineEbtPage />, { path: '/online-ebt?state=GA' });
    expect(
      await screen.findByText(
        'One of the two online SNAP retailers USDA authorized to serve all areas.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Delivery and service fees cannot be paid with SNAP.'),
    ).toBeInTheDocument();
  });

  it('shows the Spanish on a Spanish page, and the English, marked so, where none is written', async () => {
    vi.stubGlobal('fetch', graphqlFetch(answers));
    renderWithProviders(<OnlineEbtPage />, { path: '/online-ebt?state=GA', language: 'es' });
    expect(
      await screen.findByText(
        'Uno de los dos comercios en línea que el USDA autorizó a aceptar SNAP en todas las zonas.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Los cargos de entrega y de servicio no se pueden pagar con SNAP.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Delivers in Atlanta.')).toHaveAttribute('lang', 'en');
  });
});
