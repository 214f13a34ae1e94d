import { describe, expect, it } from 'vitest';
import { inSpanish } from '../../../testing/languages';
import { categoryText } from './category-texts';

describe('a blog category’s name', () => {
  it('is translated by the category’s slug, and a category added later shows as named', async () => {
    const guide = { name: 'Benefits Guide', slug: 'benefits-guide' };
    expect(categoryText(guide)).toBe('Benefits Guide');
    await inSpanish(() => {
      expect(categoryText(guide)).toBe('Guía de beneficios');
      expect(categoryText({ name: 'Shopping Tips', slug: 'shopping-tips' })).toBe(
        'Consejos de compra',
      );
      expect(categoryText({ name: 'Recetas', slug: 'recetas' })).toBe('Recetas');
    });
  });
});
