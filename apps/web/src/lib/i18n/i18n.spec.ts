import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import * as spanish from './spanish';
import { activateLanguage, i18n, loadPageMessages } from './i18n';

describe("the other pages' messages", () => {
  it("load in the page's language even when English ones were asked for first", async () => {
    // The specs' setup asked for every English catalog; a Spanish page then activates its first
    // screen's catalog and asks for the others (a phone that knew its position before its language).
    activateLanguage('es', spanish);
    await loadPageMessages();
    expect(i18n._(msg`Store | SNAP/EBT Store Finder`)).toBe(
      'Tienda | Buscador de tiendas SNAP/EBT',
    );
  });
});
