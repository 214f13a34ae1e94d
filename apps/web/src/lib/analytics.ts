import { env } from '../config/env';

export const PAGE_VIEWS_ENDPOINT = '/api/page-views';

/** Reports a page view to the product's own endpoint; sendBeacon survives navigation and never blocks. */
export function reportPageView(path: string, referrer: string): void {
  const body = JSON.stringify({ path, referrer: referrer || undefined });
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(PAGE_VIEWS_ENDPOINT, new Blob([body], { type: 'application/json' })))
        return;
    }
    void fetch(PAGE_VIEWS_ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Analytics must never break the page.
  }
  sendGooglePageView(path);
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let googleTagState: 'idle' | 'loaded' | 'skipped' = 'idle';

/** The Google tag loads only with a valid G- id; anything else is logged and skipped. */
export function initGoogleTag(): void {
  if (googleTagState !== 'idle') return;
  if (!env.gaId) {
    googleTagState = 'skipped';
    if (env.gaIdRaw)
      console.warn(
        `Analytics id "${env.gaIdRaw}" is not a valid G- measurement id; Google tag not loaded.`,
      );
    else console.info('No analytics id configured (VITE_GA_ID); Google tag not loaded.');
    return;
  }
  googleTagState = 'loaded';
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', env.gaId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(env.gaId)}`;
  document.head.appendChild(script);
}

/** The page named by its path alone: the Google tag would otherwise report the whole address, query
 * (an e-mailed link's token) included, as the page's location. */
function sendGooglePageView(path: string): void {
  if (googleTagState === 'loaded')
    window.gtag?.('event', 'page_view', {
      page_path: path,
      page_location: `${window.location.origin}${path}`,
    });
}
