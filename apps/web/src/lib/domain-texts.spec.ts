import { CATEGORIES, datedFactCredit, DOUBLE_UP_HOME_FACT } from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { DOMAIN_TEXTS, factCredit } from './domain-texts';

describe('the domain library texts the site translates', () => {
  it('are worded in English exactly as the domain (and the spec) words them', () => {
    for (const [english, message] of Object.entries(DOMAIN_TEXTS))
      expect(message.message).toBe(english);
    expect(factCredit(DOUBLE_UP_HOME_FACT)).toBe(datedFactCredit(DOUBLE_UP_HOME_FACT));
  });

  it('cover every store category', () => {
    for (const category of CATEGORIES) expect(DOMAIN_TEXTS[category.name]).toBeDefined();
  });
});
