import { findCityPage, findCityPageByName } from '../cities/city-pages';

/** The public site's routes, as apps/web/src/app/router.tsx declares them (a web spec keeps the two in
 * step). The server answers any other address 404, with the site's shell and its not-found page. */
export const APP_ROUTE_PATHS = [
  '/',
  '/search',
  '/store/:id',
  '/blog',
  '/blog/:slug',
  '/mission',
  '/snap-tips',
  '/snap-rules',
  '/support',
  '/privacy-policy',
  '/ebt-chip-card',
  '/auth',
  '/auth/verify',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/profile',
  '/favorites',
  '/add-store',
  '/report',
  '/status',
  '/online-ebt',
  '/city',
  '/city/:city',
  '/:citySlug',
] as const;

/** Parameters whose values the site knows: an unknown city is not a page ('City Not Found'). */
const KNOWN_VALUES: Record<string, (value: string) => boolean> = {
  ':citySlug': (slug) => findCityPage(slug) !== undefined,
  ':city': (name) => findCityPageByName(name) !== undefined,
};

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matches(pattern: string, segments: string[], cities: ReadonlySet<string>): boolean {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return false;
  return parts.every((part, i) => {
    if (!part.startsWith(':')) return part === segments[i];
    const known = KNOWN_VALUES[part];
    if (!known) return segments[i].length > 0;
    return known(segments[i]) || (part in CITY_PARTS && cities.has(segments[i].toLowerCase()));
  });
}

const CITY_PARTS = { ':citySlug': true, ':city': true };

/** True when the public site has a page at this address (store ids and article slugs are not looked up:
 * their pages say when one does not exist). `cities`: the slugs of the cities the catalog covers,
 * which have pages too. */
export function isAppPath(pathname: string, cities: ReadonlySet<string> = new Set()): boolean {
  const segments = segmentsOf(pathname);
  return segments !== null && APP_ROUTE_PATHS.some((pattern) => matches(pattern, segments, cities));
}

/** The city slug an address would name (/{slug} or /city/{slug}), to look up before isAppPath. */
export function citySlugInPath(pathname: string): string | null {
  const segments = segmentsOf(pathname);
  if (!segments) return null;
  if (segments.length === 1) return segments[0].toLowerCase();
  if (segments.length === 2 && segments[0] === 'city') return segments[1].toLowerCase();
  return null;
}
