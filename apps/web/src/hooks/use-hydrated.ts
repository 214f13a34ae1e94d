import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/** False while React hydrates a pre-rendered page (its first render must match the HTML), true after
 * and on every page rendered in the browser alone. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
