import { lazy, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
import { AppLayout } from '../components/layouts/app-layout';
import { currentLanguage, loadPageMessages, routerBasename } from '../lib/i18n/i18n';
import { NotFoundRoute } from './routes/not-found';

type RouteModule = { default: ComponentType };

/** React.lazy whose module can be loaded before React starts: once preload() has settled, the page
 * renders at once instead of suspending. main.tsx uses it to hydrate the pre-rendered home page in one
 * pass: a page left dehydrated until its chunk arrives would be thrown away by React (for the spinner)
 * as soon as an update above it came first, such as the session check answering. */
function preloadableLazy(load: () => Promise<RouteModule>) {
  let loaded: RouteModule | undefined;
  // A thenable that answers synchronously: React.lazy then takes the module without suspending.
  const Page = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: RouteModule) => void) => resolve(loaded as RouteModule),
        } as Promise<RouteModule>)
      : load(),
  );
  const preload = () =>
    load().then((module) => {
      loaded = module;
    });
  return { Page, preload };
}

/** A page's code and the catalog of every page but the home page's first screen, before it renders;
 * preloadable like the home page, so a page the server rendered hydrates in one pass. */
function lazyPage(load: () => Promise<RouteModule>) {
  return preloadableLazy(() =>
    Promise.all([load(), loadPageMessages()]).then(([module]) => module),
  );
}

type LazyRoute = ReturnType<typeof preloadableLazy>;

// Every page is its own chunk (React.lazy): the home page downloads only what it shows.
const home = preloadableLazy(() => import('./routes/home'));
/** Loads the home page's code (main.tsx, before hydrating the pre-rendered home page). */
export const preloadHomeRoute = home.preload;

/** The public site's pages, in the order the router matches them. */
const PAGE_ROUTES: Array<{ path: string; page: LazyRoute }> = [
  { path: 'search', page: lazyPage(() => import('./routes/search')) },
  { path: 'store/:id', page: lazyPage(() => import('./routes/store')) },
  { path: 'blog', page: lazyPage(() => import('./routes/blog')) },
  { path: 'blog/:slug', page: lazyPage(() => import('./routes/blog-post')) },
  { path: 'mission', page: lazyPage(() => import('./routes/mission')) },
  { path: 'snap-tips', page: lazyPage(() => import('./routes/snap-tips')) },
  { path: 'snap-rules', page: lazyPage(() => import('./routes/snap-rules')) },
  { path: 'support', page: lazyPage(() => import('./routes/support')) },
  { path: 'privacy-policy', page: lazyPage(() => import('./routes/privacy-policy')) },
  { path: 'ebt-chip-card', page: lazyPage(() => import('./routes/ebt-chip-card')) },
  { path: 'auth', page: lazyPage(() => import('./routes/auth')) },
  { path: 'auth/verify', page: lazyPage(() => import('./routes/verify-email')) },
  { path: 'auth/forgot-password', page: lazyPage(() => import('./routes/forgot-password')) },
  { path: 'auth/reset-password', page: lazyPage(() => import('./routes/reset-password')) },
  { path: 'profile', page: lazyPage(() => import('./routes/profile')) },
  { path: 'favorites', page: lazyPage(() => import('./routes/favorites')) },
  { path: 'add-store', page: lazyPage(() => import('./routes/add-store')) },
  { path: 'report', page: lazyPage(() => import('./routes/report')) },
  { path: 'status', page: lazyPage(() => import('./routes/status')) },
  { path: 'online-ebt', page: lazyPage(() => import('./routes/online-ebt')) },
  { path: 'city', page: lazyPage(() => import('./routes/cities')) },
  { path: 'city/:city', page: lazyPage(() => import('./routes/city')) },
  // The catch-all city slug: unknown slugs say 'City Not Found'.
  { path: ':citySlug', page: lazyPage(() => import('./routes/city')) },
];

/** The paths the router has a page for (besides '/'); the server's APP_ROUTE_PATHS must be the same. */
export const PAGE_ROUTE_PATHS = PAGE_ROUTES.map(({ path }) => path);

/** Loads the code (and catalog) of the page at a path inside the router's basename, so that a page
 * the server rendered hydrates at once (main.tsx) and the server renders it whole (entry-server). */
export function preloadPageAt(pathname: string): Promise<void> {
  if (pathname === '/' || pathname === '') return preloadHomeRoute();
  const route = PAGE_ROUTES.find(({ path }) => matchPath(`/${path}`, pathname));
  return route ? route.page.preload() : Promise.resolve();
}

/** Every page's code (the server loads them all once, before its first render). */
export function preloadEveryPage(): Promise<void> {
  return Promise.all([home.preload(), ...PAGE_ROUTES.map(({ page }) => page.preload())]).then(
    () => undefined,
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<home.Page />} />
        {PAGE_ROUTES.map(({ path, page: { Page } }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  // Spanish pages live under /es: every link and navigation inside stays in the page's language.
  return (
    <BrowserRouter basename={routerBasename(currentLanguage())}>
      <AppRoutes />
    </BrowserRouter>
  );
}
