import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type NavTarget =
  'home' | 'search' | 'online-ebt' | 'blog' | 'mission' | 'snap-tips' | 'profile';

/** The phone's bottom bar (spec: 49 px). */
export const BOTTOM_BAR_HEIGHT = 49;

/** The navigation callback's map from tab ids to routes. */
export const NAV_ROUTES: Record<NavTarget, string> = {
  home: '/',
  search: '/search',
  'online-ebt': '/online-ebt',
  blog: '/blog',
  mission: '/mission',
  'snap-tips': '/snap-tips',
  profile: '/profile',
};

export interface NavTab {
  id: NavTarget;
  label: MessageDescriptor;
  /** The bottom bar's label where the full one does not fit a phone. */
  shortLabel?: MessageDescriptor;
}

export const DESKTOP_TABS: NavTab[] = [
  { id: 'home', label: msg`Home` },
  { id: 'search', label: msg`Search` },
  { id: 'online-ebt', label: msg`Order Online`, shortLabel: msg`Online` },
  { id: 'blog', label: msg`Blog` },
  { id: 'mission', label: msg`Mission` },
  { id: 'snap-tips', label: msg`SNAP Tips` },
  { id: 'profile', label: msg`Profile` },
];

export const MOBILE_TABS: NavTab[] = DESKTOP_TABS.filter((tab) => tab.id !== 'mission');

/** Profile is hidden for guests and anonymous visitors. */
export function visibleTabs(tabs: NavTab[], signedIn: boolean): NavTab[] {
  return signedIn ? tabs : tabs.filter((tab) => tab.id !== 'profile');
}

export function activeTab(pathname: string): NavTarget | null {
  if (pathname === '/') return 'home';
  const first = pathname.split('/')[1];
  const match = (Object.keys(NAV_ROUTES) as NavTarget[]).find(
    (id) => id !== 'home' && first === id,
  );
  return match ?? null;
}
