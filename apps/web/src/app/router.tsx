import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
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

/** A page's code and the catalog of every page but the home page's first screen, before it renders. */
function lazyPage(load: () => Promise<RouteModule>) {
  return lazy(() => Promise.all([load(), loadPageMessages()]).then(([module]) => module));
}

// Every page is its own chunk (React.lazy): the home page downloads only what it shows.
const home = preloadableLazy(() => import('./routes/home'));
const Home = home.Page;
/** Loads the home page's code (main.tsx, before hydrating the pre-rendered home page). */
export const preloadHomeRoute = home.preload;
const Search = lazyPage(() => import('./routes/search'));
const Store = lazyPage(() => import('./routes/store'));
const Blog = lazyPage(() => import('./routes/blog'));
const BlogPost = lazyPage(() => import('./routes/blog-post'));
const Mission = lazyPage(() => import('./routes/mission'));
const SnapTips = lazyPage(() => import('./routes/snap-tips'));
const Support = lazyPage(() => import('./routes/support'));
const PrivacyPolicy = lazyPage(() => import('./routes/privacy-policy'));
const EbtChipCard = lazyPage(() => import('./routes/ebt-chip-card'));
const Auth = lazyPage(() => import('./routes/auth'));
const VerifyEmail = lazyPage(() => import('./routes/verify-email'));
const ForgotPassword = lazyPage(() => import('./routes/forgot-password'));
const ResetPassword = lazyPage(() => import('./routes/reset-password'));
const Profile = lazyPage(() => import('./routes/profile'));
const Favorites = lazyPage(() => import('./routes/favorites'));
const AddStore = lazyPage(() => import('./routes/add-store'));
const Report = lazyPage(() => import('./routes/report'));
const Status = lazyPage(() => import('./routes/status'));
const City = lazyPage(() => import('./routes/city'));
const Cities = lazyPage(() => import('./routes/cities'));
const OnlineEbt = lazyPage(() => import('./routes/online-ebt'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Home />} />
        <Route path="search" element={<Search />} />
        <Route path="store/:id" element={<Store />} />
        <Route path="blog" element={<Blog />} />
        <Route path="blog/:slug" element={<BlogPost />} />
        <Route path="mission" element={<Mission />} />
        <Route path="snap-tips" element={<SnapTips />} />
        <Route path="support" element={<Support />} />
        <Route path="privacy-policy" element={<PrivacyPolicy />} />
        <Route path="ebt-chip-card" element={<EbtChipCard />} />
        <Route path="auth" element={<Auth />} />
        <Route path="auth/verify" element={<VerifyEmail />} />
        <Route path="auth/forgot-password" element={<ForgotPassword />} />
        <Route path="auth/reset-password" element={<ResetPassword />} />
        <Route path="profile" element={<Profile />} />
        <Route path="favorites" element={<Favorites />} />
        <Route path="add-store" element={<AddStore />} />
        <Route path="report" element={<Report />} />
        <Route path="status" element={<Status />} />
        <Route path="online-ebt" element={<OnlineEbt />} />
        <Route path="city" element={<Cities />} />
        <Route path="city/:city" element={<City />} />
        {/* The catch-all city slug: unknown slugs say 'City Not Found'. */}
        <Route path=":citySlug" element={<City />} />
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
