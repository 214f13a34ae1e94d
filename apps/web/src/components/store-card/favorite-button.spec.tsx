import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../testing/render';
import { FAVORITE_LABELS, FavoriteButton } from './favorite-button';

afterEach(() => vi.unstubAllGlobals());

describe('favorite control', () => {
  it("reads 'Add to Favorites' as a button and 'Add to favorites' as an icon, and asks a visitor to sign in", async () => {
    vi.stubGlobal('fetch', graphqlFetch({ RefreshSession: { refreshSession: null } }));
    renderWithProviders(
      <>
        <FavoriteButton storeId="s1" variant="button" />
        <FavoriteButton storeId="s1" />
      </>,
    );
    expect(FAVORITE_LABELS).toEqual({
      iconAdd: 'Add to favorites',
      iconRemove: 'Remove from favorites',
      buttonAdd: 'Add to Favorites',
      buttonFavorited: 'Favorited',
    });
    expect(screen.getByRole('button', { name: 'Add to Favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    expect(await screen.findByText('Sign in to save favorites')).toBeInTheDocument();
  });
});
