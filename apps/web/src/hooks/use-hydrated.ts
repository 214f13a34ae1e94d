import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while React adopts the server's HTML; true once scripts run the page. What
 * only works with scripts (a disabled button that a script enables) waits for it, so the page as sent
 * works without them. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
