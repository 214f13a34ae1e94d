import { describe, expect, it } from 'vitest';
import { activateLanguage, addMessages } from '../../../lib/i18n/i18n';
import * as english from '../../../lib/i18n/english';
import * as englishPages from '../../../lib/i18n/english-pages';
import * as spanish from '../../../lib/i18n/spanish';
import * as spanishPages from '../../../lib/i18n/spanish-pages';
import { badgeDescription, badgeName } from './badge-texts';

const FIRST = {
  id: 'first-contribution',
  name: 'First Steps',
  description: 'Made your first contribution to the directory',
};

describe("a badge's name and description", () => {
  it('are the catalog’s words in English', () => {
    expect(badgeName(FIRST)).toBe('First Steps');
    expect(badgeDescription(FIRST)).toBe('Made your first contribution to the directory');
  });

  it('are in Spanish on a Spanish page, by the badge’s id; a badge the site does not know, as sent', () => {
    activateLanguage('es', spanish);
    addMessages('es', spanishPages.messages);
    try {
      expect(badgeName(FIRST)).toBe('Primeros pasos');
      expect(badgeDescription(FIRST)).toBe('Hizo su primer aporte al directorio');
      expect(badgeName({ id: 'night-owl', name: 'Night Owl' })).toBe('Night Owl');
    } finally {
      activateLanguage('en', english);
      addMessages('en', englishPages.messages);
    }
  });
});
