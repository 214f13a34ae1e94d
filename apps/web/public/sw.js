// Service worker of the public site: a returning visitor on a data cap downloads only data.
// - /assets/* are fingerprinted and never change: served from this cache once fetched (cache first).
// - Pages (navigations): the network first, so a new release shows at once; the cached shell when the
//   network fails, so the site opens offline and on a dropping connection.
// - Data (/graphql, /api, /health) is never cached here: store details must be current.
// v3: drops any shell an earlier version kept from a page that was not the app (see isAppShell).
const VERSION = 'snap-shell-v3';
// Two pages: '/' is the home page with its first screen pre-rendered; every other route is answered with
// the plain shell (index.html), so offline, too, a deep link never shows the home page first.
const HOME = '/';
const SHELL = '/index.html';
const pageFor = (url) => (url.pathname === HOME ? HOME : SHELL);
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
      .then((cache) =>
        cache.addAll([HOME, SHELL].map((page) => new Request(page, { cache: 'reload' }))),
      )
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
            isAppShell(url, copy).then((shell) =>
              shell
                ? caches.open(VERSION).then((cache) => cache.put(pageFor(url), copy))
                : undefined,
            ),
          );
          return response;
        })
        .catch(() => caches.match(pageFor(url)).then((cached) => cached ?? Response.error())),
    );
  }
});
