/* Not in the package's index: its time-zone table and luxon stay out of the browsers' bundles; the
 * search service and the gateway's read cache import it as `@snap/domain/open-now`. */
import tzLookup from '@photostructure/tz-lookup';
import { DateTime } from 'luxon';
import { WEEKDAYS, type DayHours } from '../community/contribution-rules';
import type { Store } from './store';

type Hours = Record<string, DayHours>;

/** Luxon weekday 1 = Monday .. 7 = Sunday. */
const dayName = (weekday: number) => WEEKDAYS[weekday - 1];
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The store's IANA time zone from its coordinates, offline; null for coordinates outside any zone. */
export function storeTimeZone(lat: number, lng: number): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  try {
    return tzLookup(lat, lng);
  } catch {
    return null;
  }
}

/** Open or closed at `now` on the store's own wall clock. A close at or before the open runs past
 * midnight into the next day; equal times mean open all day. Null when the hours say nothing usable. */
export function isOpenAt(
  hours: Hours | null | undefined,
  timeZone: string,
  now: Date,
): boolean | null {
  const local = wallClock(timeZone, now);
  return local ? isOpenOnWallClock(hours, local) : null;
}

interface WallClock {
  /** 1 = Monday .. 7 = Sunday. */
  weekday: number;
  minute: number;
}

function wallClock(timeZone: string, now: Date): WallClock | null {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  return local.isValid ? { weekday: local.weekday, minute: local.hour * 60 + local.minute } : null;
}

function isOpenOnWallClock(
  hours: Hours | null | undefined,
  { weekday, minute }: WallClock,
): boolean | null {
  if (!hours || typeof hours !== 'object') return null;
  const today = window(hours[dayName(weekday)]);
  const yesterday = window(hours[dayName(weekday === 1 ? 7 : weekday - 1)]);
  if (today === undefined && yesterday === undefined) return null;
  if (
    today &&
    (today.allDay || (minute >= today.open && (today.overnight || minute < today.close)))
  )
    return true;
  // Yesterday's hours that run past midnight still cover the early morning.
  if (yesterday && yesterday.overnight && !yesterday.allDay && minute < yesterday.close)
    return true;
  return false;
}

type OpenNowInput = Pick<Store, 'Latitude' | 'Longitude' | 'weeklyHours'> & {
  provider?: { weeklyHours: Hours | null } | null;
};

/** Open now from the provider's hours or, when absent, the approved community hours. */
export function openNow(
  store: OpenNowInput,
  now: Date,
  clocks = new Map<string, WallClock | null>(),
): boolean | null {
  const hours = store.provider?.weeklyHours ?? store.weeklyHours;
  if (!hours) return null;
  const zone = storeTimeZone(store.Latitude, store.Longitude);
  if (!zone) return null;
  // One wall clock per zone for a whole page of results: stores mostly share a few zones.
  if (!clocks.has(zone)) clocks.set(zone, wallClock(zone, now));
  const local = clocks.get(zone);
  return local ? isOpenOnWallClock(hours, local) : null;
}

interface Window {
  open: number;
  close: number;
  overnight: boolean;
  allDay: boolean;
}

/** A day's window in minutes; null for a closed day, undefined when the day is missing or unreadable. */
function window(day: DayHours | undefined): Window | null | undefined {
  if (!day || typeof day !== 'object') return undefined;
  if (day.closed) return null;
  const open = minutes(day.open);
  const close = minutes(day.close);
  if (open === null || close === null) return undefined;
  return { open, close, overnight: close <= open, allDay: close === open };
}

function minutes(text: unknown): number | null {
  const match = typeof text === 'string' ? HH_MM.exec(text) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Search results with open now computed at `now` (done on the page of results, not the candidates). */
export function withOpenNow<
  T extends Pick<Store, 'Latitude' | 'Longitude' | 'weeklyHours' | 'provider'>,
>(hits: T[], now = new Date()): Array<T & { openNow: boolean | null }> {
  return hits.map((hit) => ({ ...hit, openNow: openNow(hit, now) }));
}
