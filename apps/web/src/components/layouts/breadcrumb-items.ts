import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n';
export interface BreadcrumbItem {
  label: string;
  href?: string;
  /** The label is a name (a store's), kept as written in every language. */
  name?: boolean;
}

/** Labels fixed for some paths (product rule "Fixed labels"); everything else is derived from the segment. */
const FIXED_LABELS: Record<string, MessageDescriptor> = {
  mission: msg`Our Mission`,
  favorites: msg`Favorites`,
  profile: msg`Profile`,
  search: msg`Search Stores`,
  'online-ebt': msg`Order Online`,
  // The site's own pages, in English as the segment reads (title case), so a Spanish page's trail is
  // Spanish too; a city's or an article's segment is a proper name and stays derived.
  blog: msg`Blog`,
  'snap-tips': msg`Snap Tips`,
  'snap-rules': msg`Snap Rules`,
  support: msg`Support`,
  'privacy-policy': msg`Privacy Policy`,
  'ebt-chip-card': msg`Ebt Chip Card`,
  city: msg`City`,
  status: msg`Status`,
  'add-store': msg`Add Store`,
  report: msg`Report`,
};

/** Title case, hyphens as spaces, a trailing '-ebt' removed ('chicago-ebt' -> 'Chicago'). */
export function segmentLabel(segment: string): string {
  const decoded = safeDecode(segment);
  const fixed = FIXED_LABELS[decoded.toLowerCase()];
  if (fixed) return i18n._(fixed);
  return decoded
    .replace(/-ebt$/i, '')
    .replace(/-/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** Home plus one item per path segment; the last item is the current page (no link). */
export function breadcrumbItems(pathname: string): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = [{ label: i18n._(msg`Home`), href: '/' }];
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    items.push({
      label: segmentLabel(segment),
      href: index === segments.length - 1 ? undefined : href,
    });
  });
  return items;
}

/** The breadcrumb is hidden when it would have only one item. */
export function shouldShowBreadcrumbs(items: BreadcrumbItem[]): boolean {
  return items.length > 1;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
