// Service worker of the public site: a returning visitor on a data cap downloads only data.
// - /assets/* are fingerprinted and never change: served from this cache once fetched (cache first).
// - Pages (navigations): the network first, so a new release shows at once; the cached shell when the
//   network fails, so the site opens offline and on a dropping connection.
// - Data (/graphql, /api, /health) is never cached here: store details must be current.
// v3: drops any shell an earlier version kept from a page that was not the app (see isAppShell).
// v4: one home page and one shell per language (English, and Spanish under /es).
// v5: pages are rendered by the server with their data: only the home page's answer is kept (as the
//     offline home page); a deep link's answer is its own page, never the offline shell of others.
const VERSION = 'snap-shell-v5';
// Two pages per language: its home page ('/', '/es') with the first screen pre-rendered; every other
// route is answered with the language's plain shell, so offline, too, a deep link never shows the home
// page first, and a page never opens in the other language.
const SPANISH = /^\/es(\/|$)/;
const isHome = (url) => url.pathname === '/' || url.pathname === '/es' || url.pathname === '/es/';
const pageFor = (url) => {
  const prefix = SPANISH.test(url.pathname) ? '/es' : '';
  return isHome(url) ? `${prefix}/` : `${prefix}/index.html`;
};
// Pre-cached: the shells only. The home pages are kept when visited (an address such as '/' may be
// sent on to '/es' by the language choice, and a redirected answer is never kept).
const SHELLS = ['/index.html', '/es/index.html'];
// Server routes a visitor may open as a page (JSON, GraphiQL, metrics): never the offline site.
const SERVER_ROUTES = /^\/(graphql|api|health|metrics|admin)(\/|$)/i;

/** The app's own HTML (the built index page with its #root), not whatever same-origin page answered
 * a navigation: only that may become the offline shell. */
async function isAppShell(url, response) {
  if (!response.ok || response.redirected || response.type !== 'basic') return false;
  if (SERVER_ROUTES.test(url.pathname)) return false;
  if (!/^text\/html\b/i.test(response.headers.get('Content-Type') ?? '')) return false;
  const page = await response.clone().text();
  return /<div id="root"/.test(page) && /<script[^>]+type="module"[^>]+src="\/assets\//.test(page);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELLS.map((page) => new Request(page, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(VERSION).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }
  if (request.mode === 'navigate' && !SERVER_ROUTES.test(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          event.waitUntil(
            // (A home page with a query, such as /?zip=, is that search's page: not kept either.)
            isAppShell(url, copy).then((shell) =>
              shell && isHome(url) && !url.search
                ? caches.open(VERSION).then((cache) => cache.put(pageFor(url), copy))
                : undefined,
            ),
          );
          return response;
        })
        .catch(async () => {
          // The home page not kept yet: the language's shell renders it too.
          const shell = `${SPANISH.test(url.pathname) ? '/es' : ''}/index.html`;
          return (
            (await caches.match(pageFor(url))) ?? (await caches.match(shell)) ?? Response.error()
          );
        }),
    );
  }
});
