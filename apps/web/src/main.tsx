// The app: started by boot.ts (the page's first script) when the page is touched or needs it at once.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_CATEGORY, SEARCH_LIMITS, splitPathLanguage } from '@snap/domain';
import { App } from './app/app';
import { preloadHomeRoute, preloadPageAt } from './app/router';
import { readServerData } from './lib/server-data';
import { loadLanguage, loadPageMessages } from './lib/i18n/i18n';
import { askPositionEarly } from './lib/geolocation';
import { createQueryClient } from './lib/query-client';
import { nearbyStoresQueryOptions } from './features/home/api/get-nearby-stores';
import { preloadStoreCard } from './components/store-card/lazy-store-card';

const queryClient = createQueryClient();
// The page's language is in its path (/es/...): the server chose it, and its catalog (preloaded by the
// page) is activated before React renders, so no text appears in another language first.
const { language, path: pagePath } = splitPathLanguage(window.location.pathname);
const languageLoaded = loadLanguage(language);
// The pages that open on nearby stores: their position is asked before React starts (never prompts).
if (/^\/(search)?$/.test(pagePath)) {
  const early = askPositionEarly(navigator.geolocation, navigator.permissions);
  // The home page's first list is known as soon as the position is: ask for it while React still
  // starts. Same key as the page's own query, so the page takes this answer and asks nothing twice.
  if (pagePath === '/')
    void early?.then((state) => {
      if (state?.status !== 'success') return;
      // The list's code and its cards' too: without this they would be asked for only once the page is
      // hydrated, one more wait on a slow phone before the first card. (Once the page's language is
      // active: the cards wait for the other pages' messages, of the active language.)
      void languageLoaded.then(() => {
        void import('./features/home/components/nearby-stores');
        preloadStoreCard();
      });
      void queryClient.prefetchInfiniteQuery(
        nearbyStoresQueryOptions({
          lat: state.coords.lat,
          lng: state.coords.lng,
          radiusMiles: SEARCH_LIMITS.defaultRadiusMiles,
          category: DEFAULT_CATEGORY,
          produceIncentiveOnly: false,
        }),
      );
    });
}
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Every public page arrives with its first screen already in #root: rendered by the server with its data
// (the data itself in a JSON block, which the query cache starts from, so nothing is fetched twice), or
// the home page pre-rendered at build time (the offline copy the service worker keeps). React adopts that
// HTML instead of replacing it, so nothing flashes or moves. The page's code is loaded first (the route
// preloader has it on the wire already) so it hydrates in one pass.
// Both the hydration and a first render are transitions: React yields to the browser every few
// milliseconds instead of holding a slow phone's main thread for the whole page (no long task to wait
// behind for a tap; the page is already painted, by the HTML or by nothing yet).
const serverData = readServerData();
if (container.firstElementChild) {
  const hydrateNow = () => startTransition(() => void hydrateRoot(container, app));
  // (react-query's hydration comes in its own small chunk, beside the page's: the home page's offline
  // copy has no data and never downloads it.)
  const cacheFilled = serverData
    ? import('./lib/hydrate-query-cache').then((module) =>
        module.hydrateQueryCache(queryClient, serverData),
      )
    : undefined;
  void Promise.all([
    cacheFilled,
    languageLoaded.then(() => (pagePath === '/' ? preloadHomeRoute() : preloadPageAt(pagePath))),
  ]).then(hydrateNow, hydrateNow);
} else {
  const render = () => startTransition(() => createRoot(container).render(app));
  languageLoaded.then(render, render);
}
// The other pages' messages, once the first screen's are in (the home page's first screen needs none).
void languageLoaded.then(loadPageMessages);
