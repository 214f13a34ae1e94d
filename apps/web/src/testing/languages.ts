import { activateLanguage, addMessages } from '../lib/i18n/i18n';
import * as english from '../lib/i18n/english';
import * as englishPages from '../lib/i18n/english-pages';
import * as spanish from '../lib/i18n/spanish';
import * as spanishPages from '../lib/i18n/spanish-pages';

/** Makes English the active language with every catalog, as specs start (setup-tests.ts). */
export function activateEnglish(): void {
  activateLanguage('en', english);
  addMessages('en', englishPages.messages);
}

/** Makes Spanish the active language, as on an /es page (setup-tests.ts brings English back after
 * each test). */
export function activateSpanish(): void {
  activateLanguage('es', spanish);
  addMessages('es', spanishPages.messages);
}

/** Runs a check with the Spanish catalogs active, then gives the rest of the test file English again. */
export async function inSpanish(check: () => void | Promise<void>): Promise<void> {
  activateSpanish();
  try {
    await check();
  } finally {
    activateEnglish();
  }
}
