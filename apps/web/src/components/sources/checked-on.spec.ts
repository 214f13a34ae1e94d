import { lastCheckedText } from '@snap/domain';
import { describe, expect, it } from 'vitest';
import { activateLanguage, addMessages } from '../../lib/i18n/i18n';
import * as english from '../../lib/i18n/english';
import * as englishPages from '../../lib/i18n/english-pages';
import * as spanish from '../../lib/i18n/spanish';
import * as spanishPages from '../../lib/i18n/spanish-pages';
import { checkedAndSourceText } from './checked-on';

const SOURCE = 'fns.usda.gov/snap/online';

describe('when an online-EBT fact was last checked', () => {
  it("is worded in English exactly as the domain's 'Last checked …'", () => {
    for (const checkedOn of ['2020', '2025-02', '2026-07-29', '2026-01-01'])
      expect(checkedAndSourceText({ checkedOn, source: SOURCE })).toBe(
        `${lastCheckedText(checkedOn)} · Source: ${SOURCE}`,
      );
  });

  it('is in Spanish on a Spanish page, on the same calendar day', () => {
    activateLanguage('es', spanish);
    addMessages('es', spanishPages.messages);
    try {
      expect(checkedAndSourceText({ checkedOn: '2025-02', source: SOURCE })).toBe(
        `Última revisión: febrero de 2025 · Fuente: ${SOURCE}`,
      );
      expect(checkedAndSourceText({ checkedOn: '2026-01-01', source: SOURCE })).toBe(
        `Última revisión: 1 de enero de 2026 · Fuente: ${SOURCE}`,
      );
    } finally {
      activateLanguage('en', english);
      addMessages('en', englishPages.messages);
    }
  });
});
