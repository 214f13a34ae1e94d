import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateLanguage, addMessages } from '../../../lib/i18n/i18n';
import * as english from '../../../lib/i18n/english';
import * as englishPages from '../../../lib/i18n/english-pages';
import * as spanish from '../../../lib/i18n/spanish';
import * as spanishPages from '../../../lib/i18n/spanish-pages';
import { renderWithI18n } from '../../../testing/render';
import type { BlogCard as BlogCardData } from '../api/blog-posts';
import { BlogCard } from './blog-card';

const markets: BlogCardData = {
  id: 'a1',
  title: 'How to Use SNAP at Farmers Markets',
  slug: 'how-to-use-snap-at-farmers-markets',
  author: 'SNAP Savvy Team',
  excerpt: 'Many farmers markets accept EBT.',
  featured_image: null,
  is_published: true,
  published_at: '2025-03-05T10:00:00.000Z',
  created_at: '2025-03-01T10:00:00.000Z',
  language: 'en',
  translation_slug: null,
  category: { id: 'c1', name: 'Shopping Tips', slug: 'shopping-tips' },
};

const renderCard = (post: BlogCardData) =>
  renderWithI18n(
    <MemoryRouter>
      <BlogCard post={post} />
    </MemoryRouter>,
  );

describe('a blog card', () => {
  it('shows an article in the reader’s language without a language mark (English)', () => {
    renderCard(markets);
    expect(screen.getByRole('heading', { name: markets.title })).not.toHaveAttribute('lang');
    expect(screen.getByText('Mar 05, 2025')).toBeInTheDocument();
    expect(screen.getByText('Shopping Tips')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Read More: ${markets.title}` })).toHaveAttribute(
      'href',
      '/blog/how-to-use-snap-at-farmers-markets',
    );
    expect(screen.queryByText('Only in English')).toBeNull();
  });

  it('says in Spanish that an English-only article exists only in English, and marks its words', () => {
    activateLanguage('es', spanish);
    addMessages('es', spanishPages.messages);
    try {
      renderCard(markets);
      expect(screen.getByText('Solo en inglés')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: markets.title })).toHaveAttribute('lang', 'en');
      expect(screen.getByText('5 mar 2025')).toBeInTheDocument();
      expect(screen.getByText('Consejos de compra')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Leer más: ${markets.title}` })).toHaveTextContent(
        'Leer más',
      );
    } finally {
      activateLanguage('en', english);
      addMessages('en', englishPages.messages);
    }
  });
});
