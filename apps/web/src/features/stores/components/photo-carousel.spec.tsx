import { fireEvent, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '@snap/ui';
import { renderWithI18n } from '../../../testing/render';
import { wrapIndex } from '../utils/carousel';
import { type CarouselPhoto, PhotoCarousel } from './photo-carousel';

const photos = ['a', 'b', 'c'].map((id) => ({
  id,
  heroUrl: `/api/photos/${id}/hero`,
  thumbUrl: `/api/photos/${id}/thumb`,
}));
const renderCarousel = (list: CarouselPhoto[] = photos) =>
  renderWithI18n(
    <ThemeProvider theme={theme}>
      <PhotoCarousel photos={list} storeName="Fresh Mart" storeType="Grocery Store" />
    </ThemeProvider>,
  );
const hero = () => screen.getByRole('img', { name: /^Photo \d of 3 of Fresh Mart$/ });

describe('hero photo carousel', () => {
  it('wraps the index around in both directions', () => {
    expect([-4, -1, 0, 1, 2, 3, 7].map((i) => wrapIndex(i, 3))).toEqual([2, 2, 0, 1, 2, 0, 1]);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('goes from the last photo to the first and from the first back to the last', () => {
    renderCarousel();
    expect(hero()).toHaveAttribute('src', '/api/photos/a/hero');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(hero()).toHaveAttribute('src', '/api/photos/c/hero');
    expect(hero()).toHaveAccessibleName('Photo 3 of 3 of Fresh Mart');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(hero()).toHaveAttribute('src', '/api/photos/a/hero');
  });

  it('shows 120x80 thumbnails and a 1200x400 main image; a thumbnail selects its photo', () => {
    renderCarousel();
    expect(hero()).toHaveAttribute('width', '1200');
    expect(hero()).toHaveAttribute('height', '400');
    const thumbs = screen.getAllByRole('button', { name: /^Show photo/ });
    expect(thumbs).toHaveLength(3);
    const thumbImage = thumbs[1].querySelector('img');
    expect(thumbImage).toHaveAttribute('width', '120');
    expect(thumbImage).toHaveAttribute('height', '80');
    fireEvent.click(thumbs[1]);
    expect(hero()).toHaveAttribute('src', '/api/photos/b/hero');
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
  });

  it('shows a bundled stock photo chosen by name and type, named after the store, when there is no photo', () => {
    renderCarousel([]);
    expect(screen.getByRole('img', { name: 'Grocery Store: Fresh Mart' })).toHaveAttribute(
      'src',
      '/stock/grocery.svg',
    );
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it("shows the member's photo still processing as a placeholder saying so, with no image to load", () => {
    const { container } = renderCarousel([
      { id: 'new', heroUrl: '', thumbUrl: '', processing: true },
      ...photos.slice(0, 2),
    ]);
    expect(
      screen.getByRole('img', { name: 'Photo 1 of 3 of Fresh Mart: processing' }),
    ).toHaveTextContent('Processing your photo…');
    expect(container.querySelectorAll('img[src=""]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of 3 of Fresh Mart' })).toHaveAttribute(
      'src',
      '/api/photos/a/hero',
    );
  });
});
