import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { takeFirstPageView } from '../../lib/first-page-view';

/** One page view per route change; the referrer of later views is the previous in-app path. Paths
 * are reported without their query: an e-mailed link's token (confirm, reset) and what someone
 * searched for stay out of analytics. */
export function usePageViews(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = location.pathname;
    if (previous.current === path) return;
    // The opened page was reported by the page's first script (boot.ts), before the app ran.
    if (previous.current === null && takeFirstPageView(path)) {
      previous.current = path;
      return;
    }
    const referrer = previous.current
      ? `${window.location.origin}${previous.current}`
      : document.referrer;
    // Its own chunk: reporting a view must not weigh on the first screen's download.
    void import('../../lib/analytics').then((module) => module.reportPageView(path, referrer));
    previous.current = path;
  }, [location.pathname]);
}
