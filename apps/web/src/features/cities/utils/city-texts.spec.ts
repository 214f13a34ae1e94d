import { CITY_PAGES } from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { activateLanguage, addMessages } from '../../../lib/i18n/i18n';
import * as english from '../../../lib/i18n/english';
import * as englishPages from '../../../lib/i18n/english-pages';
import * as spanish from '../../../lib/i18n/spanish';
import * as spanishPages from '../../../lib/i18n/spanish-pages';
import { cityDescription } from './city-texts';

describe("a city page's description", () => {
  it("is the domain's own wording in English, for every city", () => {
    for (const city of CITY_PAGES) expect(cityDescription(city)).toBe(city.description);
  });

  it('is in Spanish on a Spanish page, with the same ZIP codes', () => {
    const [city] = CITY_PAGES;
    activateLanguage('es', spanish);
    addMessages('es', spanishPages.messages);
    try {
      const text = cityDescription(city);
      expect(text).toContain(`SNAP/EBT en ${city.name}, ${city.state}`);
      expect(text).toContain(city.zipCodes.slice(0, 5).join(', '));
    } finally {
      activateLanguage('en', english);
      addMessages('en', englishPages.messages);
    }
  });
});
