import { useScrollMemory } from '../../hooks/use-scroll-memory';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/Article';
import HomeIcon from '@mui/icons-material/Home';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactElement } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { NationalNotices } from '../../features/state-rules/components/benefit-notices';
import { ErrorBoundary } from '@snap/ui';
import { MOBILE_MEDIA, useViewport } from '../../hooks/use-is-mobile';
import { useAuth } from '../../lib/auth';
import { loadPageMessages } from '../../lib/i18n/i18n';
import { Spinner } from '../feedback/light-feedback';
import { IdentityArea } from './identity-area';
import { LanguageSwitch } from './language-switch';
import { NavigationStyles } from './navigation-styles';
import {
  activeTab,
  DESKTOP_TABS,
  MOBILE_TABS,
  NAV_ROUTES,
  visibleTabs,
  BOTTOM_BAR_HEIGHT,
} from './navigation';
import { APP_NEEDED_ATTRIBUTE } from '../../lib/app-start';
import { PageReadyMark } from './page-ready-mark';
import { usePageViews } from './use-page-views';
import { errorScreenTexts } from '../feedback/error-screen-texts';

// The footer is in the page the server sends (a declared departure, product rule "Pages rendered on the server", from a footer added 1.5 s
// after load: without scripts, its privacy and support links must be there). Its code is still its own
// chunk: React keeps the server's footer until the chunk arrives, then adopts it.
// Its messages are in the other pages' catalog (lingui.config.ts), which it waits for.
const Footer = lazy(() =>
  Promise.all([import('./footer'), loadPageMessages()]).then(([module]) => module),
);

const MOBILE_ICONS: Record<string, ReactElement> = {
  home: <HomeIcon />,
  search: <SearchIcon />,
  'online-ebt': <ShoppingCartIcon />,
  blog: <ArticleIcon />,
  'snap-tips': <LightbulbIcon />,
  profile: <PersonIcon />,
};

export function PageLoading() {
  const { t } = useLingui();
  return (
    <Box
      role="status"
      aria-label={t`Loading`}
      // Served in place of a page's content: the page's first script starts the app at once.
      {...{ [APP_NEEDED_ATTRIBUTE]: 'true' }}
      sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
    >
      <Spinner size={36} />
    </Box>
  );
}

/** While hydrating the pre-rendered home page the width is unknown (see useViewport): both navigations
 * are rendered and CSS shows the one that fits, so the first paint is already the right layout. */
const ONLY_DESKTOP = { [MOBILE_MEDIA]: { display: 'none' } };
const ONLY_MOBILE = { display: 'none', [MOBILE_MEDIA]: { display: 'block' } };

export function AppLayout() {
  const viewport = useViewport();
  const widthKnown = viewport !== undefined;
  const isMobile = viewport === 'mobile';
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  const location = useLocation();
  const current = activeTab(location.pathname);
  usePageViews();
  // A new page opens at its top; Back and Forward return to where the page was scrolled.
  useScrollMemory();

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        pb: isMobile ? `${BOTTOM_BAR_HEIGHT}px` : 0,
        ...(!widthKnown && { [MOBILE_MEDIA]: { pb: `${BOTTOM_BAR_HEIGHT}px` } }),
      }}
    >
      <NavigationStyles />
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56 } }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 700,
              // On a narrow phone the title gives way first (ellipsis), so the switch and the
              // identity area stay on the screen.
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontSize: { xs: 17, md: 20 },
            }}
          >
            <Trans>SNAP/EBT Finder</Trans>
          </Typography>
          {!isMobile && (
            <Box
              component="nav"
              aria-label={t`Main`}
              sx={{
                display: 'flex',
                gap: 0.5,
                ml: 2,
                flexGrow: 1,
                ...(!widthKnown && ONLY_DESKTOP),
              }}
            >
              {visibleTabs(DESKTOP_TABS, Boolean(user)).map((tab) => (
                <RouterLink
                  key={tab.id}
                  to={NAV_ROUTES[tab.id]}
                  className="nav-tab"
                  aria-current={current === tab.id ? 'page' : undefined}
                >
                  {i18n._(tab.label)}
                </RouterLink>
              ))}
            </Box>
          )}
          <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
            <LanguageSwitch />
            <IdentityArea />
          </Box>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id="main"
        maxWidth="lg"
        sx={{ flexGrow: 1, py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 2 } }}
      >
        <NationalNotices />
        <ErrorBoundary key={location.pathname} texts={errorScreenTexts}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <PageReadyMark />
          </Suspense>
        </ErrorBoundary>
      </Container>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {viewport !== 'desktop' && (
        <Paper
          component="nav"
          aria-label={t`Main`}
          elevation={8}
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: (theme) => theme.zIndex.appBar,
            ...(!widthKnown && ONLY_MOBILE),
          }}
        >
          <div className="nav-bottom">
            {visibleTabs(MOBILE_TABS, Boolean(user)).map((tab) => (
              <RouterLink
                key={tab.id}
                to={NAV_ROUTES[tab.id]}
                className="nav-bottom-tab"
                aria-current={current === tab.id ? 'page' : undefined}
              >
                {MOBILE_ICONS[tab.id]}
                <span>{i18n._(tab.shortLabel ?? tab.label)}</span>
              </RouterLink>
            ))}
          </div>
        </Paper>
      )}
    </Box>
  );
}
