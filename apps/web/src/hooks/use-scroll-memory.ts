import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Navigation state that keeps the scroll position: a screen writing its own search into the URL. */
export interface KeepScrollState {
  keepScroll: true;
}

/** Navigation state of a page's own address updates (a search kept in the address, the next page
 * of results): the page keeps its scroll position. */
export const KEEP_SCROLL: KeepScrollState = { keepScroll: true };

const storageKey = (key: string) => `scroll:${key}`;
/** How long Back waits for the page to grow tall enough (results come from the cache, or the network). */
export const RESTORE_WAIT_MS = 3_000;
const RESTORE_POLL_MS = 50;

function savedPosition(key: string): number {
  try {
    return Number(sessionStorage.getItem(storageKey(key))) || 0;
  } catch {
    return 0;
  }
}

function save(key: string, y: number): void {
  try {
    sessionStorage.setItem(storageKey(key), String(Math.round(y)));
  } catch {
    // Private mode without storage: Back starts at the top.
  }
}

/** Back and Forward return to where the page was scrolled (once its content is tall enough again);
 * a new page starts at the top. The position is kept per history entry, in the tab's session storage. */
export function useScrollMemory(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  // The position as last scrolled: by the time a history entry is left, the next page (or its
  // loading spinner) is already in the document and window.scrollY has been cut down to its height.
  const position = useRef(0);

  useEffect(() => {
    const record = () => {
      position.current = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    let timer: number | undefined;
    if (navigation === 'POP') {
      const target = savedPosition(key);
      const started = Date.now();
      const restore = () => {
        const reachable = document.documentElement.scrollHeight - window.innerHeight;
        if (reachable >= target || Date.now() - started > RESTORE_WAIT_MS) {
          window.scrollTo(0, Math.min(target, Math.max(reachable, 0)));
          return;
        }
        timer = window.setTimeout(restore, RESTORE_POLL_MS);
      };
      if (target > 0) restore();
    } else if (!(location.state as Partial<KeepScrollState> | null)?.keepScroll) {
      window.scrollTo(0, 0);
      position.current = 0;
    }
    return () => {
      window.clearTimeout(timer);
      save(key, position.current);
    };
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per history entry
}
