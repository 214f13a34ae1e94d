import { activateLanguage, addMessages } from '../../../lib/i18n/i18n';
import * as english from '../../../lib/i18n/english';
import * as englishPages from '../../../lib/i18n/english-pages';
import * as spanish from '../../../lib/i18n/spanish';
import * as spanishPages from '../../../lib/i18n/spanish-pages';

/** Runs a check with the Spanish catalogs active, as on an /es page, and gives the next spec English. */
export async function inSpanish(check: () => void | Promise<void>): Promise<void> {
  activateLanguage('es', spanish);
  addMessages('es', spanishPages.messages);
  try {
    await check();
  } finally {
    activateLanguage('en', english);
    addMessages('en', englishPages.messages);
  }
}
