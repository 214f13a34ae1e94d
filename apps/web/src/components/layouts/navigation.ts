export type NavTarget =
  'home' | 'search' | 'online-ebt' | 'blog' | 'mission' | 'snap-tips' | 'profile';

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
  label: string;
  /** The bottom bar's label where the full one does not fit a phone. */
  shortLabel?: string;
}

export const DESKTOP_TABS: NavTab[] = [
  { id: 'home', label: 'Home' },
  { id: 'search', label: 'Search' },
  { id: 'online-ebt', label: 'Order Online', shortLabel: 'Online' },
  { id: 'blog', label: 'Blog' },
  { id: 'mission', label: 'Mission' },
  { id: 'snap-tips', label: 'SNAP Tips' },
  { id: 'profile', label: 'Profile' },
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
