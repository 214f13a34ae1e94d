import {
  CATEGORIES,
  datedFactCredit,
  DOUBLE_UP_HOME_FACT,
  INVALID_ZIP_MESSAGE,
} from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '../testing/languages';
import {
  CATEGORY_NAMES,
  categoryName,
  DOUBLE_UP_HOME_FACT_TEXT,
  factCredit,
  INVALID_ZIP_TEXT,
} from './domain-texts';

describe('the domain library texts the site translates', () => {
  it('are worded in English exactly as the domain (and docs/product-rules.md) words them', () => {
    expect(INVALID_ZIP_TEXT.message).toBe(INVALID_ZIP_MESSAGE);
    expect(DOUBLE_UP_HOME_FACT_TEXT.message).toBe(DOUBLE_UP_HOME_FACT.text);
    expect(factCredit(DOUBLE_UP_HOME_FACT)).toBe(datedFactCredit(DOUBLE_UP_HOME_FACT));
  });

  it('name every store category by its id, in English as the domain names it', () => {
    for (const category of CATEGORIES) {
      expect(CATEGORY_NAMES[category.id].message).toBe(category.name);
      expect(categoryName(category.id)).toBe(category.name);
    }
  });

  it('name the categories in Spanish on a Spanish page', async () => {
    await inSpanish(() => {
      expect(categoryName('grocery')).toBe('Tienda de comestibles');
      expect(categoryName('farmersmarket')).toBe('Mercado de agricultores');
    });
  });
});
