import { startTransition, useEffect, useState } from 'react';

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

/** Set by main.tsx from the pre-rendered home page's hydration until its first commit (see useViewport). */
let hydratingPrerender = false;

export function startPrerenderHydration(): void {
  hydratingPrerender = true;
}

function currentViewport(): 'mobile' | 'desktop' {
  return mobileQuery()?.matches ? 'mobile' : 'desktop';
}

/**
 * 'mobile' or 'desktop' from the window's width; undefined while React hydrates the home page that the
 * build pre-rendered (apps/web/src/prerender.tsx), because that HTML was made without a window: a
 * layout then renders both variants and lets CSS media queries choose, as the pre-rendered HTML did, and
 * gets the real answer right after hydration. That answer is a transition, so the re-render it causes
 * yields to the browser between components instead of being one long task on a slow phone (a
 * useSyncExternalStore server snapshot would force it as one synchronous render).
 */
export function useViewport(): 'mobile' | 'desktop' | undefined {
  // Undefined on the server too: the pre-render knows no width.
  const [viewport, setViewport] = useState(() =>
    hydratingPrerender || typeof window === 'undefined' ? undefined : currentViewport(),
  );
  useEffect(() => {
    // The hydration has committed once any component's effect runs.
    hydratingPrerender = false;
    startTransition(() => setViewport(currentViewport()));
    const query = mobileQuery();
    const onChange = () => setViewport(currentViewport());
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);
  return viewport;
}
export function useIsMobile(): boolean {
  return useViewport() === 'mobile';
}
