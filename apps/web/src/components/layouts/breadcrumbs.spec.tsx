import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { breadcrumbItems, segmentLabel } from './breadcrumb-items';
import { Breadcrumbs } from './breadcrumbs';

describe('breadcrumb labels', () => {
  it('uses the fixed labels for mission, favorites, profile and search', () => {
    expect(segmentLabel('mission')).toBe('Our Mission');
    expect(segmentLabel('favorites')).toBe('Favorites');
    expect(segmentLabel('profile')).toBe('Profile');
    expect(breadcrumbItems('/search').map((item) => item.label)).toEqual(['Home', 'Search Stores']);
  });

  it("title-cases other segments, turns hyphens into spaces and drops a trailing '-ebt'", () => {
    expect(segmentLabel('snap-tips')).toBe('Snap Tips');
    expect(segmentLabel('chicago-ebt')).toBe('Chicago');
    expect(segmentLabel('los-angeles')).toBe('Los Angeles');
    expect(segmentLabel('privacy-policy')).toBe('Privacy Policy');
  });
});

describe('<Breadcrumbs>', () => {
  it('is hidden when it would have only one item (the home page)', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/']}>
        <Breadcrumbs />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('links Home and marks the current page', () => {
    render(
      <MemoryRouter initialEntries={['/chicago-ebt']}>
        <Breadcrumbs />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveTextContent('Home');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Chicago')).toHaveAttribute('aria-current', 'page');
  });
});
