import { describe, expect, it } from 'vitest';
import { activateLanguage, addMessages } from '../../lib/i18n/i18n';
import * as english from '../../lib/i18n/english';
import * as englishPages from '../../lib/i18n/english-pages';
import * as spanish from '../../lib/i18n/spanish';
import * as spanishPages from '../../lib/i18n/spanish-pages';
import { seededHelpText } from './seeded-help-texts';

const RIGHTS =
  'This store is authorized by USDA to accept SNAP until it leaves USDA’s list, and a retailer authorized by USDA may not refuse SNAP for eligible items.';

describe('an EBT help text a new installation starts with', () => {
  it('is the seed’s own words in English', () => {
    expect(seededHelpText('refusal-rights', RIGHTS)).toBe(RIGHTS);
  });

  it('is in Spanish on a Spanish page while it is as seeded, and as an admin wrote it once saved', () => {
    activateLanguage('es', spanish);
    addMessages('es', spanishPages.messages);
    try {
      expect(seededHelpText('refusal-rights', RIGHTS)).toBe(
        'Esta tienda está autorizada por el USDA para aceptar SNAP mientras esté en la lista del USDA, y un comercio autorizado por el USDA no puede negarse a aceptar SNAP para los productos elegibles.',
      );
      expect(
        seededHelpText('7a4d2e10-3b6c-4f8e-8d21-5c9b0a1e2f02', 'New York State Attorney General'),
      ).toBe('Fiscal General del Estado de Nueva York');
      // Saved by an admin: the API sends no seed key, and the admin's words are shown.
      expect(seededHelpText(null, 'A store on the list must take SNAP.')).toBe(
        'A store on the list must take SNAP.',
      );
    } finally {
      activateLanguage('en', english);
      addMessages('en', englishPages.messages);
    }
  });
});
