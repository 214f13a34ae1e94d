import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layouts/app-layout';
import { NotFoundRoute, RouteErrorScreen } from './routes/not-found';

/** Every page is its own chunk: the home page downloads only what it shows. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A failed chunk download or a layout crash still ends on the spec's error screen.
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.default })) },
      { path: 'search', lazy: () => import('./routes/search').then((m) => ({ Component: m.default })) },
      { path: 'store/:id', lazy: () => import('./routes/store').then((m) => ({ Component: m.default })) },
      { path: 'blog', lazy: () => import('./routes/blog').then((m) => ({ Component: m.default })) },
      { path: 'blog/:slug', lazy: () => import('./routes/blog-post').then((m) => ({ Component: m.default })) },
      { path: 'mission', lazy: () => import('./routes/mission').then((m) => ({ Component: m.default })) },
      { path: 'snap-tips', lazy: () => import('./routes/snap-tips').then((m) => ({ Component: m.default })) },
      { path: 'support', lazy: () => import('./routes/support').then((m) => ({ Component: m.default })) },
      { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy').then((m) => ({ Component: m.default })) },
      { path: 'ebt-chip-card', lazy: () => import('./routes/ebt-chip-card').then((m) => ({ Component: m.default })) },
      { path: 'auth', lazy: () => import('./routes/auth').then((m) => ({ Component: m.default })) },
      { path: 'profile', lazy: () => import('./routes/profile').then((m) => ({ Component: m.default })) },
      { path: 'favorites', lazy: () => import('./routes/favorites').then((m) => ({ Component: m.default })) },
      { path: 'add-store', lazy: () => import('./routes/add-store').then((m) => ({ Component: m.default })) },
      { path: 'report', lazy: () => import('./routes/report').then((m) => ({ Component: m.default })) },
      { path: 'status', lazy: () => import('./routes/status').then((m) => ({ Component: m.default })) },
      { path: 'city/:city', lazy: () => import('./routes/city').then((m) => ({ Component: m.default })) },
      // The catch-all city slug: unknown slugs say 'City Not Found'.
      { path: ':citySlug', lazy: () => import('./routes/city').then((m) => ({ Component: m.default })) },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const router = createBrowserRouter(routes);
