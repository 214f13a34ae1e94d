import { t } from '@lingui/core/macro';
import { pathInLanguage } from '@snap/domain';
import { currentLanguage, intlLocale } from '../../lib/i18n/i18n';
import type { StoreCardFieldsFragment } from '@snap/api-client';

export type CardStore = StoreCardFieldsFragment;

// One formatter per locale: building one is far dearer than using it (a list formats dozens).
const distanceFormats = new Map<string, Intl.NumberFormat>();

/** Distances are shown in miles with one decimal (miles in Spanish too: 'mi'). */
export function formatDistance(miles: number | null | undefined): string | null {
  if (miles == null || !Number.isFinite(miles)) return null;
  const locale = intlLocale();
  let format = distanceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    distanceFormats.set(locale, format);
  }
  const value = format.format(miles);
  return t`${value} mi`;
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export type OpenStatus = 'Open Now' | 'Closed' | 'Hours coming soon';

/** The status as the page's language says it (the status itself stays a fixed value). */
export function openStatusText(status: OpenStatus): string {
  if (status === 'Open Now') return t`Open Now`;
  if (status === 'Closed') return t`Closed`;
  return t`Hours coming soon`;
}

/* eslint-disable lingui/no-unlocalized-strings -- the status values, worded by openStatusText */
export function openStatus(store: Pick<CardStore, 'openNow' | 'weeklyHours'>): OpenStatus {
  if (store.openNow === true) return 'Open Now';
  if (store.openNow === false) return 'Closed';
  return 'Hours coming soon';
}
/* eslint-enable lingui/no-unlocalized-strings */

export type StoreTypeColor = 'supermarket' | 'convenience' | 'grocery' | 'other';

/** Type badge colours exist for supermarket, convenience store and grocery store. */
export function storeTypeColor(storeType: string): StoreTypeColor {
  const type = storeType.toLowerCase();
  if (type === 'supermarket' || type === 'supercenter') return 'supermarket';
  if (type === 'convenience store' || type === 'corner store' || type === 'gas station')
    return 'convenience';
  if (type === 'grocery store') return 'grocery';
  return 'other';
}

export function fullAddress(
  store: Pick<
    CardStore,
    'Store_Street_Address' | 'Additional_Address' | 'City' | 'State' | 'Zip_Code'
  >,
): string {
  const street = [store.Store_Street_Address, store.Additional_Address].filter(Boolean).join(' ');
  return `${street}, ${store.City}, ${store.State} ${store.Zip_Code}`;
}

export function directionsUrl(
  store: Parameters<typeof fullAddress>[0] & { Store_Name: string },
): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${store.Store_Name}, ${fullAddress(store)}`)}`;
}

export function storeUrl(id: string): string {
  // Shared in the page's language: a Spanish page shares the Spanish store page. (Only used on a tap:
  // a page rendered on the server has no window, and needs no origin.)
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${pathInLanguage(`/store/${encodeURIComponent(id)}`, currentLanguage())}`;
}
