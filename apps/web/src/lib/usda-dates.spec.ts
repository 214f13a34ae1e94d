import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closedCardText,
  closedExplanation,
  closedPageText,
} from '../components/store-card/closed-store-texts';
import {
  delistedCardText,
  delistedExplanation,
  delistedPageText,
  listedOnText,
  usdaDate,
} from './usda-dates';
import { inSpanish } from '../testing/languages';

describe('USDA list dates', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads YYYY-MM-DD as a calendar date', () => {
    expect(usdaDate('2026-07-29')).toBe('July 29, 2026');
    expect(usdaDate('2022-12-28')).toBe('December 28, 2022');
    expect(usdaDate('2026-01-01')).toBe('January 1, 2026');
  });

  it("writes the date in the page's language, switching back and forth", async () => {
    expect(usdaDate('2026-07-29')).toBe('July 29, 2026');
    await inSpanish(() => expect(usdaDate('2026-07-29')).toBe('29 de julio de 2026'));
    expect(usdaDate('2026-07-29')).toBe('July 29, 2026');
  });

  it('never shifts a day, whatever the time zone (a Date of "2026-01-01" is Dec 31 in Honolulu)', () => {
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    expect(usdaDate('2026-01-01')).toBe('January 1, 2026');
    vi.stubEnv('TZ', 'Asia/Tokyo');
    expect(usdaDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('shows nothing for a missing or malformed date', () => {
    expect(usdaDate(null)).toBeNull();
    expect(usdaDate(undefined)).toBeNull();
    expect(usdaDate('2026-13-01')).toBeNull();
    expect(usdaDate('2026-07-29T00:00:00Z')).toBeNull();
    expect(listedOnText(null)).toBeNull();
  });

  it('words the listing and the delisting', () => {
    expect(listedOnText('2026-07-29')).toBe("On USDA's SNAP retailer list as of July 29, 2026");
    expect(delistedPageText('2026-07-29')).toBe(
      "No longer on USDA's list of SNAP retailers since July 29, 2026",
    );
    expect(delistedCardText('2026-07-29')).toBe("No longer on USDA's list since July 29, 2026");
    expect(delistedPageText(null)).toBe("No longer on USDA's list of SNAP retailers");
    expect(delistedExplanation('2026-07-29')).toBe(
      "USDA's list of July 29, 2026 of stores that accept SNAP no longer has it, so it may not take EBT any more. Ask the store before you shop.",
    );
  });

  it("says the site's editors closed a store they closed, and since when; USDA's words for a delisting", async () => {
    const byEditors = { delisted_on: null, closed_by_editors_on: '2026-12-07' };
    expect(closedPageText(byEditors)).toBe("Closed by this site's editors since December 7, 2026");
    expect(closedCardText(byEditors)).toBe("Closed by this site's editors since December 7, 2026");
    expect(closedExplanation(byEditors)).toBe(
      "This site's editors closed this store's listing: it no longer appears in search, and its reviews and tips stay here. Ask the store before you shop.",
    );
    const byUsda = { delisted_on: '2026-07-29', closed_by_editors_on: null };
    expect(closedPageText(byUsda)).toBe(
      "No longer on USDA's list of SNAP retailers since July 29, 2026",
    );
    expect(closedCardText(byUsda)).toBe("No longer on USDA's list since July 29, 2026");
    expect(closedExplanation(byUsda)).toBe(delistedExplanation('2026-07-29'));
    await inSpanish(() => {
      expect(closedPageText(byEditors)).toBe(
        'Cerrada por los editores de este sitio desde el 7 de diciembre de 2026',
      );
      expect(closedExplanation(byEditors)).toBe(
        'Los editores de este sitio cerraron la ficha de esta tienda: ya no aparece en las búsquedas, y sus reseñas y consejos siguen aquí. Pregunte en la tienda antes de comprar.',
      );
    });
  });
});
