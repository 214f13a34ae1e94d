import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DEFAULT_CATEGORY, SEARCH_LIMITS, type CategoryId } from '@snap/domain';
import { Spinner } from '../../../components/feedback/light-feedback';
import { CategoryBar } from '../../../components/category-bar/category-bar';
import { preloadStoreCard } from '../../../components/store-card/lazy-store-card';
import { canonicalUrl, usePageMeta } from '../../../hooks/use-page-meta';
import { useGeolocation } from '../../../hooks/use-geolocation';
import { useViewport } from '../../../hooks/use-is-mobile';
import { useCatalogCoverage } from '../../../lib/catalog-coverage';
import { loadPageMessages } from '../../../lib/i18n/i18n';
import { HERO_TEXT, heroFigureText, homeDescription } from '../../../lib/coverage-text';
import { HOME_KEYWORDS, HOME_TITLE, homeStructuredData } from '../utils/home-content';
import { CoverageFigure as CoverageFigureEachRender } from './coverage-figure';
import { FaqSection as FaqSectionEachRender } from './faq-section';
import { LocationPrompt } from './location-prompt';
import { OnlineEbtPromo as OnlineEbtPromoEachRender } from './online-ebt-promo';
import { SnapTipsPromo as SnapTipsPromoEachRender } from './snap-tips-promo';
import { ZipSearchForm } from './zip-search-form';

// The lists appear only once a position or a ZIP is known, never on the pre-rendered first screen: their
// code is fetched as soon as the page has started (while the position is asked), not with it.
// (They show store cards, whose messages are in the other pages' catalog: they wait for it.)
const loadZipResults = () =>
  Promise.all([import('./zip-results'), loadPageMessages()]).then(([module]) => module);
const ZipResults = lazy(() => loadZipResults().then((module) => ({ default: module.ZipResults })));
const loadNearbyStores = () =>
  Promise.all([import('./nearby-stores'), loadPageMessages()]).then(([module]) => module);
const NearbyStores = lazy(() =>
  loadNearbyStores().then((module) => ({ default: module.NearbyStores })),
);

// The page re-renders as the position, the figures and the width arrive, right after hydration on a slow
// phone: the sections whose props did not change are not rendered again.
const CoverageFigure = memo(CoverageFigureEachRender);
const FaqSection = memo(FaqSectionEachRender);
const OnlineEbtPromo = memo(OnlineEbtPromoEachRender);
const SnapTipsPromo = memo(SnapTipsPromoEachRender);

/** The nearby list's place while the position is asked. Until the app runs the page (it waits for the
 * first touch when the browser would ask the visitor first, lib/app-start.ts), the page's CSS shows how
 * to get the list instead (index.html: html[data-start="touch"]). */
function GettingLocation() {
  return (
    <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center', py: 3 }}>
      <Spinner className="location-asking" />
      <Typography>
        <span className="location-asking">
          <Trans>Getting your location...</Trans>
        </span>
        <span className="location-waiting">
          <Trans>
            Enter a ZIP code, or tap “Search near your current location”, to see the stores that
            accept EBT near you.
          </Trans>
        </span>
      </Typography>
    </Stack>
  );
}

export function HomePage() {
  const { i18n } = useLingui();
  const { state: location, retry } = useGeolocation();
  // The ZIP searched is in the address (/?zip=30303), so Back from a store shows its results again. It
  // is read after hydration: the pre-rendered page is the same for every address of '/'.
  const [params, setParams] = useSearchParams();
  const zipInAddress = /^\d{5}$/.test(params.get('zip') ?? '') ? params.get('zip') : null;
  // useViewport is undefined exactly while the pre-rendered page hydrates.
  const zip = useViewport() !== undefined ? zipInAddress : null;
  const setZip = (next: string | null) => setParams(next ? { zip: next } : {});
  const [category, setCategory] = useState<CategoryId>(DEFAULT_CATEGORY);
  const [radius, setRadius] = useState<number>(SEARCH_LIMITS.defaultRadiusMiles);

  // Store cards are not on the first paint; fetch them while the location is being asked for.
  useEffect(() => {
    preloadStoreCard();
    void loadNearbyStores();
    void loadZipResults();
  }, []);

  // The figures arrive after the first paint (the page is pre-rendered before any catalog exists).
  const coverage = useCatalogCoverage();
  usePageMeta({
    title: i18n._(HOME_TITLE),
    description: homeDescription(coverage.data),
    keywords: HOME_KEYWORDS.map((keyword) => i18n._(keyword)),
    canonicalPath: '/',
    structuredData: homeStructuredData(canonicalUrl(''), coverage.data),
  });

  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 2,
          p: { xs: 2, md: 4 },
          mb: 2,
        }}
      >
        <Typography
          id="hero-title"
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: 26, md: 36 } }}
        >
          <Trans>Find Stores That Accept EBT Near You</Trans>
        </Typography>
        <Typography sx={{ mt: 1.5, opacity: 0.95 }}>{i18n._(HERO_TEXT)}</Typography>
        <CoverageFigure text={heroFigureText(coverage.data)} />
        <Box sx={{ maxWidth: 480 }}>
          <ZipSearchForm onSearch={setZip} />
        </Box>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<MyLocationIcon />}
          onClick={() => {
            setZip(null);
            if (location.status !== 'success') retry();
          }}
        >
          <Trans>Search near your current location</Trans>
        </Button>
      </Box>

      <CategoryBar
        place={{ zip, coords: location.status === 'success' ? location.coords : null }}
        selected={category}
        onSelect={(selection, chosen) => {
          setCategory(selection.id);
          // Changing category resets the radius to that category's default.
          setRadius(chosen.defaultRadiusMiles ?? SEARCH_LIMITS.defaultRadiusMiles);
        }}
      />

      {/* As tall as the location prompt, which often replaces the pre-rendered "Getting your
          location...": the tips and questions below do not jump when it appears. */}
      <Box sx={{ minHeight: { xs: 342, sm: 246 } }}>
        {zip ? (
          <Suspense
            fallback={
              <Stack role="status" direction="row" spacing={1} sx={{ py: 3 }}>
                <Spinner />
              </Stack>
            }
          >
            <ZipResults zip={zip} category={category} onClear={() => setZip(null)} />
          </Suspense>
        ) : location.status === 'loading' ? (
          <GettingLocation />
        ) : location.status === 'error' ? (
          <LocationPrompt error={location} />
        ) : (
          <Suspense fallback={<GettingLocation />}>
            <NearbyStores
              key={category}
              coords={location.coords}
              category={category}
              radiusMiles={radius}
              onRadiusChange={setRadius}
            />
          </Suspense>
        )}
      </Box>

      <SnapTipsPromo />
      <OnlineEbtPromo />
      <FaqSection coverage={coverage.data} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        <Trans>
          Know a store that takes EBT and is missing?{' '}
          <Link component={RouterLink} to="/add-store">
            Add a store
          </Link>{' '}
          or{' '}
          <Link component={RouterLink} to="/report">
            report a problem
          </Link>
          .
        </Trans>
      </Typography>
    </>
  );
}
