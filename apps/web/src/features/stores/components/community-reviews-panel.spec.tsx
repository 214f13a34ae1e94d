import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlFetch, renderWithProviders } from '../../../testing/render';
import { CommunityReviewsPanel } from './community-reviews-panel';

afterEach(() => vi.unstubAllGlobals());

const review = (id: string, review_text: string) => ({
  id,
  rating: 4,
  review_text,
  created_at: '2026-11-01T12:00:00.000Z',
  user_name: 'Anonymous User',
  is_own: false,
});

describe('reviews are shown as people typed them (issue 43, finding 5)', () => {
  it('shows "didn\'t" and <b>no problem</b> as text, never as markup', async () => {
    vi.stubGlobal(
      'fetch',
      graphqlFetch({
        RefreshSession: { refreshSession: null },
        StoreReviews: {
          reviews: [
            review('r1', "didn't"),
            review('r2', '<b>no problem</b><img src=x onerror=alert(1)>'),
          ],
        },
        StoreReviewsWithProfiles: { reviewsWithProfiles: [] },
      }),
    );
    const { container } = renderWithProviders(<CommunityReviewsPanel storeId="st_1" />);
    expect(await screen.findByText("didn't")).toBeInTheDocument();
    expect(screen.getByText('<b>no problem</b><img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
