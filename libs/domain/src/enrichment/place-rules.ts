import { defineMessages } from '../i18n/message';
import { distanceMiles } from '../geo/geo';
import { WEEKDAYS, type WeeklyHours } from '../community/contribution-rules';

const MINUTE_MS = 60_000;

/** Place and open-map enrichment rules (accounts spec sections 7, 8 and 9). */
export const ENRICHMENT_LIMITS = {
  /** A provider answer (or a failed lookup, cached as empty) is reused this long. */
  placesCacheMs: 30 * MINUTE_MS,
  /** A stored place is fresh this long; older, it is shown while a refresh runs in the background. */
  placesFreshMs: 30 * MINUTE_MS,
  /** Past this age a stored place is looked up again before it is shown (when the budget allows). */
  placesKeptMs: 120 * MINUTE_MS,
  placesRetries: 1,
  /** Stores one address (an IPv6 /64) or one member may have looked up from the provider an hour;
   * past it their store pages show what is stored and the stores wait for the background refresher. */
  lookupsPerVisitorHour: 30,
  openMapRadiusMeters: 500,
  openMapTimeLimitSeconds: 25,
  openMapFreshMs: 30 * MINUTE_MS,
  openMapKeptMs: 60 * MINUTE_MS,
  openMapRetries: 1,
  openMapMinScore: 0.3,
  openMapNameWeight: 0.7,
  openMapProximityWeight: 0.3,
  /** Combined confidence: the provider's match counts 0.8, the open-map score 0.2. */
  providerWeight: 0.8,
  reviewsShown: 5,
  categoriesShown: 6,
} as const;

export const ENRICHMENT_MESSAGES = defineMessages(
  'enrichment',
  {
    limitedData:
      'Limited Data Available: Enhanced store details (phone numbers, hours, ratings) are temporarily limited due to API usage.',
    noOpenMapData: 'No additional data found in OpenStreetMap database.',
    showingReviews: (shown: number, total: number) => `Showing ${shown} of ${total} reviews`,
  },
  { showingReviews: ['shown', 'total'] },
);

/** Name match of an open-map element: 1 exact, 0.8 when one contains the other, otherwise the
 * fraction of the store name's words the element's name shares (case-insensitive). */
export function openMapNameMatch(storeName: string, elementName: string): number {
  const a = storeName.trim().toLowerCase();
  const b = elementName.trim().toLowerCase();
  if (!a || !b) return 0;
  if (a === b) return 1;
  if (a.includes(b) || b.includes(a)) return 0.8;
  const words = (text: string) => text.split(/[^a-z0-9']+/).filter(Boolean);
  const storeWords = new Set(words(a));
  if (storeWords.size === 0) return 0;
  const elementWords = new Set(words(b));
  let shared = 0;
  for (const word of storeWords) if (elementWords.has(word)) shared++;
  return shared / storeWords.size;
}

/** Proximity: 1 at the store's coordinates, falling linearly to 0 at the 500 m search radius. */
export function openMapProximity(
  store: { lat: number; lng: number },
  element: { lat: number; lng: number },
): number {
  const meters = distanceMiles(store, element) * 1609.344;
  return Math.max(0, 1 - meters / ENRICHMENT_LIMITS.openMapRadiusMeters);
}

/** Match score = name match x 0.7 + proximity x 0.3; accepted at 0.3 or more. */
export function openMapMatchScore(nameMatch: number, proximity: number): number {
  return round(
    nameMatch * ENRICHMENT_LIMITS.openMapNameWeight +
      proximity * ENRICHMENT_LIMITS.openMapProximityWeight,
  );
}

export function acceptsOpenMapMatch(score: number): boolean {
  return score >= ENRICHMENT_LIMITS.openMapMinScore;
}

/** How sure we are the enrichment describes this store: the provider's match weighs 0.8. */
export function combinedConfidence(providerMatched: boolean, openMapScore: number | null): number {
  return round(
    (providerMatched ? 1 : 0) * ENRICHMENT_LIMITS.providerWeight +
      (openMapScore ?? 0) * (1 - ENRICHMENT_LIMITS.providerWeight),
  );
}

const GENERIC_TYPES = new Set(['establishment', 'point_of_interest']);

/** Business info categories: up to 6 provider types, without 'establishment' and 'point_of_interest',
 * in words ('grocery_or_supermarket' -> 'Grocery Or Supermarket'). */
export function businessCategories(types: readonly string[] | null | undefined): string[] {
  return (types ?? [])
    .filter((type) => !GENERIC_TYPES.has(type))
    .slice(0, ENRICHMENT_LIMITS.categoriesShown)
    .map((type) =>
      type
        .split('_')
        .filter(Boolean)
        .map((word) => word[0].toUpperCase() + word.slice(1))
        .join(' '),
    );
}

/** Price level 1-4 as dollar signs; anything else shows nothing. */
export function priceLevelSigns(level: number | null | undefined): string | null {
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 4
    ? '$'.repeat(level)
    : null;
}

/** A provider's opening period: day 0 = Sunday, time 'HHMM'; a lone open at day 0 '0000' means always open. */
export interface ProviderPeriod {
  open: { day: number; time: string };
  close?: { day: number; time: string } | null;
}

/** The provider counts days from Sunday (0) to Saturday (6), the week here from Monday; undefined
 * for any other value. */
const providerDay = (day: number) =>
  Number.isInteger(day) && day >= 0 && day <= 6 ? WEEKDAYS[(day + 6) % 7] : undefined;
const HHMM = /^([01]\d|2[0-3])([0-5]\d)$/;

/** The provider's periods as weekly hours (a close earlier than the open runs past midnight; equal
 * open and close times mean open all day). Null when the periods are missing or not understood. */
export function periodsToWeeklyHours(
  periods: readonly ProviderPeriod[] | null | undefined,
): WeeklyHours | null {
  if (!Array.isArray(periods) || periods.length === 0) return null;
  const hours = {} as WeeklyHours;
  for (const day of WEEKDAYS) hours[day] = { open: '00:00', close: '00:00', closed: true };
  if (periods.length === 1 && !periods[0]?.close && periods[0]?.open?.time === '0000') {
    for (const day of WEEKDAYS) hours[day] = { open: '00:00', close: '00:00', closed: false };
    return hours;
  }
  for (const period of periods) {
    const open = period?.open;
    const close = period?.close;
    if (!open || !close || !HHMM.test(open.time) || !HHMM.test(close.time)) return null;
    const day = providerDay(open.day);
    if (!day) return null;
    hours[day] = {
      open: `${open.time.slice(0, 2)}:${open.time.slice(2)}`,
      close: `${close.time.slice(0, 2)}:${close.time.slice(2)}`,
      closed: false,
    };
  }
  return hours;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
