import { loadPageMessages } from '../../lib/i18n/i18n';
import { lazy } from 'react';

// Cards show only after a location fix or a ZIP search, never on the home page's first paint: the card,
// its image, favorites (a mutation), share and claim pieces come in their own chunks. preloadStoreCard()
// starts that download early (the home page calls it on mount, while the location is asked for).
// Its messages are in the other pages' catalog (lingui.config.ts), which it waits for.
const loadStoreCard = () =>
  Promise.all([import('./store-card'), loadPageMessages()]).then(([module]) => module);

export function preloadStoreCard(): void {
  void loadStoreCard();
}

export const LazyStoreCard = lazy(() =>
  loadStoreCard().then((module) => ({ default: module.StoreCard })),
);
