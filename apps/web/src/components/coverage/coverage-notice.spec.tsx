import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../testing/render';
import { CoverageNotice } from './coverage-notice';

const coverage = (nationalRefreshStartedAt: string | null) => ({
  catalogCoverage: {
    totalStores: 12405,
    covered: [{ state: 'GA', name: 'Georgia', stores: 9312, asOf: '2026-07-29' }],
    storesElsewhere: 3093,
    nationalRefreshStartedAt,
  },
});

const UNDER_WAY = "This site is reading USDA's national list of SNAP stores now (since December 7, 2026).";

describe('the coverage notice of a state the catalog does not cover', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a national refresh from USDA is under way while the bundled lists serve', async () => {
    vi.stubGlobal('fetch', graphqlFetch({ CatalogCoverage: coverage('2026-12-07T15:00:00.000Z') }));
    renderWithProviders(<CoverageNotice state="IL" />);
    expect(await screen.findByText('This site does not cover Illinois yet')).toBeInTheDocument();
    expect(screen.getByText(UNDER_WAY)).toBeInTheDocument();
  });

  it('in Spanish too', async () => {
    vi.stubGlobal('fetch', graphqlFetch({ CatalogCoverage: coverage('2026-12-07T15:00:00.000Z') }));
    renderWithProviders(<CoverageNotice state="IL" />, { language: 'es' });
    expect(
      await screen.findByText(
        'Este sitio está leyendo ahora la lista nacional de tiendas SNAP del USDA (desde el 7 de diciembre de 2026).',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of a refresh when none is under way', async () => {
    vi.stubGlobal('fetch', graphqlFetch({ CatalogCoverage: coverage(null) }));
    renderWithProviders(<CoverageNotice state="IL" />);
    expect(await screen.findByText('This site does not cover Illinois yet')).toBeInTheDocument();
    expect(screen.queryByText(UNDER_WAY)).not.toBeInTheDocument();
  });
});
