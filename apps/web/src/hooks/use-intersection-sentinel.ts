import { useEffect, useRef } from 'react';

/** The infinite-scroll trigger (product rule "Infinite scroll"): the sentinel 10% visible, with a 100 px margin. */
export const SENTINEL_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '100px' };

/** `resetKey` (e.g. the number of loaded pages) re-observes after each load: a sentinel that is still on
 * screen after new items arrived fires again, since an observer only reports changes. */
export function useIntersectionSentinel<T extends Element>(
  onVisible: () => void,
  enabled: boolean,
  resetKey: unknown = null,
) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  // The observer calls the latest callback without being re-created for each render's new function.
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, SENTINEL_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, resetKey]);
  return ref;
}
