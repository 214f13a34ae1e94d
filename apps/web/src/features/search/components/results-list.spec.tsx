import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardStore } from '../../../testing/card-store';
import { graphqlFetch, renderWithProviders } from '../../../testing/render';
import { ResultsList } from './results-list';

const store = (index: number) =>
  cardStore({
    id: `st_${index}`,
    Store_Name: `Corner Market ${index}`,
    Store_Type: 'Grocery Store',
    distance_miles: index / 10,
  });

afterEach(() => vi.unstubAllGlobals());

describe('search results', () => {
  it('counts every match, shows the first 50, and 50 more a press until all are shown', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({ LatestTips: { latestTips: [] }, ReviewStats: { reviewStats: [] } }),
    );
    const stores = Array.from({ length: 120 }, (_, i) => store(i + 1));
    renderWithProviders(
      <ResultsList
        stores={stores}
        status="success"
        radiusMiles={10}
        onRadiusChange={() => undefined}
      />,
    );
    expect(screen.getByText('120 stores found')).toBeInTheDocument();
    expect(screen.getByText('Showing first 50 results')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Stores' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText('Showing first 100 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();
    expect(screen.getByText('120 stores found')).toBeInTheDocument();
  });

  it("opens at the address's count of results, and 'Show more' is a link to the next 50 (no script needed)", async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({ LatestTips: { latestTips: [] }, ReviewStats: { reviewStats: [] } }),
    );
    const stores = Array.from({ length: 120 }, (_, i) => store(i + 1));
    renderWithProviders(
      <ResultsList
        stores={stores}
        status="success"
        radiusMiles={10}
        onRadiusChange={() => undefined}
        paging={{ shown: 100, hrefFor: (count) => `?location=30303&shown=${count}` }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Stores' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    const more = screen.getByRole('link', { name: 'Show 20 more' });
    expect(more).toHaveAttribute('href', '/?location=30303&shown=150');
    await userEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
  });

  it('reads in Spanish on a Spanish page: the count, the sort and radius choices and the filters', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({ LatestTips: { latestTips: [] }, ReviewStats: { reviewStats: [] } }),
    );
    const stores = Array.from({ length: 60 }, (_, i) => store(i + 1));
    renderWithProviders(
      <ResultsList
        stores={stores}
        status="success"
        radiusMiles={10}
        onRadiusChange={() => undefined}
      />,
      { language: 'es' },
    );
    expect(screen.getByRole('region', { name: 'Resultados de la búsqueda' })).toBeInTheDocument();
    expect(screen.getByText('60 tiendas encontradas')).toBeInTheDocument();
    expect(screen.getByText('Se muestran los primeros 50 resultados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar 10 más' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abierto ahora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver en mapa' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Distancia' })).toHaveTextContent('10 millas');
    await userEvent.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Relevancia',
      'Distancia',
      'Nombre (A-Z)',
      'Calificación',
      'Actualizadas recientemente',
    ]);
  });
});
