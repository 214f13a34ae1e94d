// The page's only script until someone uses it (issue 41): a page the server rendered works as plain
// HTML, so the app (main.tsx) is downloaded and adopts it at the first touch, or at once where the page
// needs it (lib/app-start.ts says which). What this file does for every page: the first page view, the
// analytics tag, and the service worker that keeps the site for return visits and offline.
import { reportFirstPageView } from './lib/first-page-view';
import {
  APP_READY_EVENT,
  APP_STARTED_EVENT,
  READY_AFTER_START_AT_MOST_MS,
  holdEarlyUse,
  replayTap,
  servedComplete,
  positionAllowed,
  SESSION_HINT_KEY,
  startOnFirstTouch,
  WAITING_FOR_TOUCH,
  whenToStart,
} from './lib/app-start';
import { storage } from './lib/storage';

declare global {
  interface Window {
    /** Written into the page by the build (tools/vite/route-preload.ts): asks for the opened page's code
     * and its language's catalogs, so they download beside the app's own chunk. */
    snapPreloadPage?: () => void;
  }
}

const root = document.getElementById('root');
const earlyUse = holdEarlyUse(document);
let handedOver = false;
function handOver(): void {
  if (handedOver) return;
  handedOver = true;
  const tap = earlyUse.handTypedTextToApp();
  // After the app's first redraw (it knows the screen's width only once it runs).
  window.setTimeout(() => replayTap(document, tap), 0);
}
window.addEventListener(APP_READY_EVENT, handOver, { once: true });
window.addEventListener(
  APP_STARTED_EVENT,
  () => window.setTimeout(handOver, READY_AFTER_START_AT_MOST_MS),
  { once: true },
);

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  delete document.documentElement.dataset['start'];
  window.snapPreloadPage?.();
  void import('./main');
}
function startAtFirstTouch(): void {
  if (started) return;
  document.documentElement.dataset['start'] = WAITING_FOR_TOUCH;
  startOnFirstTouch(window, startApp);
}

const when = whenToStart({
  pathname: window.location.pathname,
  search: window.location.search,
  served: servedComplete(root),
  signedIn: storage.get(SESSION_HINT_KEY) !== null,
});
if (when === 'at-once') startApp();
else if (when === 'at-first-touch') startAtFirstTouch();
else
  void positionAllowed(navigator.permissions).then((allowed) =>
    allowed ? startApp() : startAtFirstTouch(),
  );

reportFirstPageView();
// After the first paint: the tag (when configured) must not delay the page.
window.setTimeout(() => void import('./lib/analytics').then((module) => module.initGoogleTag()), 0);
// Production only: the service worker keeps the shell and the fingerprinted assets for return visits.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
