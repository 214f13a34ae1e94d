import { useSyncExternalStore } from 'react';

/** The mobile breakpoint (product rule "Mobile breakpoint"): width under 768 px. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';
/** The same breakpoint as an sx key, for layouts that must be right before JavaScript knows the width. */
export const MOBILE_MEDIA = `@media ${MOBILE_MEDIA_QUERY}`;

function mobileQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_MEDIA_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mobileQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * 'mobile' or 'desktop' from the window's width; undefined while React hydrates the home page that the
 * build pre-rendered (apps/web/src/prerender.tsx), because that HTML was made without a window: a
 * layout then renders both variants and lets CSS media queries choose, as the pre-rendered HTML did, and
 * gets the real answer right after hydration.
 */
export function useViewport(): 'mobile' | 'desktop' | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (mobileQuery()?.matches ? 'mobile' : 'desktop'),
    () => undefined,
  );
}

export function useIsMobile(): boolean {
  return useViewport() === 'mobile';
}
