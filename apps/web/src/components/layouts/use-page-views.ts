import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reportPageView } from '../../lib/analytics';

/** One page view per route change; the referrer of later views is the previous in-app path. */
export function usePageViews(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    if (previous.current === path) return;
    const referrer = previous.current
      ? `${window.location.origin}${previous.current}`
      : document.referrer;
    reportPageView(path, referrer);
    previous.current = path;
  }, [location.pathname, location.search]);
}
