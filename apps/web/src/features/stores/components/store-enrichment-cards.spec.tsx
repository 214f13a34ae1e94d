import { screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '@snap/ui';
import { renderWithI18n } from '../../../testing/render';
import {
  BusinessInfo,
  ExternalReviews,
  LimitedDataBanner,
  OpenMapCard,
  PriceLevel,
  type StoreEnrichmentData,
} from './store-enrichment-cards';

type Place = NonNullable<StoreEnrichmentData['place']>;
const review = (i: number) => ({
  author_name: `Reviewer ${i}`,
  author_url: null,
  rating: 4,
  text: `Review text ${i}`,
  relative_time_description: 'a week ago',
});
const place: Place = {
  name: 'Sweet Auburn Grocery',
  formatted_phone_number: '(404) 555-0142',
  website: 'https://sweetauburngrocery.example.org/',
  rating: 4.3,
  user_ratings_total: 132,
  price_level: 2,
  business_status: 'OPERATIONAL',
  categories: [
    'Grocery Or Supermarket',
    'Food',
    'Store',
    'Convenience Store',
    'Bakery',
    'Liquor Store',
  ],
  weekday_text: ['Monday: Open 24 hours'],
  photos: [],
  reviews: [1, 2, 3, 4, 5].map(review),
  reviews_total: 132,
};
const wrap = (node: React.ReactNode) =>
  renderWithI18n(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

describe('store page enrichment cards', () => {
  it("shows 5 external reviews with 'Showing 5 of N reviews'", () => {
    wrap(<ExternalReviews place={place} />);
    const section = screen.getByRole('region', { name: 'Reviews from around the web' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).getByText('Showing 5 of 132 reviews')).toBeInTheDocument();
  });

  it('shows business info with its categories, status, rating and price level as dollar signs', () => {
    wrap(<BusinessInfo place={place} />);
    const section = screen.getByRole('region', { name: 'Business info' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(place.categories);
    expect(within(section).getByText('Open for business')).toBeInTheDocument();
    expect(within(section).getByLabelText('Price level 2 of 4')).toHaveTextContent('$$');
    expect(
      within(section).getByRole('link', { name: 'sweetauburngrocery.example.org' }),
    ).toHaveAttribute('href', place.website);
  });

  it('shows the open-map match, or the no-data text', () => {
    const { unmount } = wrap(
      <OpenMapCard
        match={{
          confidence_score: 0.996,
          osm_id: 'node/1',
          phone: null,
          website: null,
          opening_hours: '24/7',
          shop_type: 'convenience',
          brand: 'Sweet Auburn',
          operator: null,
          full_address: '200 Auburn Avenue Northeast, Atlanta, GA 30303',
        }}
      />,
    );
    expect(screen.getByText('Sweet Auburn')).toBeInTheDocument();
    expect(screen.getByText('100% (node/1)')).toBeInTheDocument();
    unmount();
    wrap(<OpenMapCard match={null} />);
    expect(
      screen.getByText('No additional data found in OpenStreetMap database.'),
    ).toBeInTheDocument();
  });

  it('prints nothing for a missing price level, and the budget banner in the words of product rule Fixed labels', () => {
    const { container } = wrap(<PriceLevel level={null} />);
    expect(container).toBeEmptyDOMElement();
    wrap(<LimitedDataBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Limited Data Available: Enhanced store details (phone numbers, hours, ratings) are temporarily limited due to API usage.',
    );
  });
});
