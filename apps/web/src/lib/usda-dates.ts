import { t } from '@lingui/core/macro';
import { intlLocale } from './i18n/i18n';

/** 'July 29, 2026' (in Spanish '29 de julio de 2026') from USDA's 'YYYY-MM-DD': read as a calendar
 * date, never through the visitor's time zone, so no visitor sees the day before. Anything else gives
 * null (nothing is shown). */
export function usdaDate(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2026-02-31 and 2026-13-01, which Date would roll over into another day.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return longDateFormat(intlLocale()).format(date);
}

/** One formatter per language: making one costs milliseconds on a slow phone, and a page formats many. */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();
function longDateFormat(locale: string): Intl.DateTimeFormat {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    longDateFormats.set(locale, format);
  }
  return format;
}

export function listedOnText(listedOn: string | null | undefined): string | null {
  const date = usdaDate(listedOn);
  return date && t`On USDA's SNAP retailer list as of ${date}`;
}

/** The store page's prominent notice for a store USDA's newest complete list no longer has. */
export function delistedPageText(delistedOn: string | null | undefined): string {
  const date = usdaDate(delistedOn);
  return date
    ? t`No longer on USDA's list of SNAP retailers since ${date}`
    : t`No longer on USDA's list of SNAP retailers`;
}

/** Under that notice: what it means for a shopper. */
export function delistedExplanation(delistedOn: string | null | undefined): string {
  const date = usdaDate(delistedOn);
  return date
    ? t`USDA's list of ${date} of stores that accept SNAP no longer has it, so it may not take EBT any more. Ask the store before you shop.`
    : t`USDA's newest list of stores that accept SNAP no longer has it, so it may not take EBT any more. Ask the store before you shop.`;
}

/** The shorter mark on a favorite's card. */
export function delistedCardText(delistedOn: string | null | undefined): string {
  const date = usdaDate(delistedOn);
  return date ? t`No longer on USDA's list since ${date}` : t`No longer on USDA's list`;
}

export function isDelisted(store: { status: string }): boolean {
  return store.status === 'closed';
}
