import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CATEGORIES,
  clipForDisplay,
  findCategory,
  pathInLanguage,
  SEARCH_INPUT_LIMITS,
  SEARCH_LIMITS,
  type CategoryId,
} from '@snap/domain';
import { CategoryBar } from '../../../components/category-bar/category-bar';
import { HotMealsWarning } from '../../../components/programs/hot-meals-warning';
import { CoverageNotice } from '../../../components/coverage/coverage-notice';
import { StateNotices } from '../../state-rules/components/benefit-notices';
import { StateRuleLines } from '../../state-rules/components/state-rule-lines';
import { useGeolocation } from '../../../hooks/use-geolocation';
import { useAppliedValue } from '../../../hooks/use-applied-value';
import { MOBILE_MEDIA, useViewport } from '../../../hooks/use-is-mobile';
import { categoryName as categoryNameOf } from '../../../lib/domain-texts';
import { currentLanguage, i18n } from '../../../lib/i18n/i18n';
import { usePlacesBudget } from '../api/get-places-budget';
import { useGeocode, useReverseGeocode } from '../api/geocode';
import { LIMITED_SEARCH_NOTE, useSearchStores } from '../api/search-stores';
import { useSearchHistory } from '../hooks/use-search-history';
import {
  buildSearchVariables,
  canSearch,
  paramsFromSearch,
  type Point,
} from '../utils/search-variables';
import { POPULAR_SEARCH_CHIPS } from '../utils/suggestions';
import { ResultsList, type ResultsPaging } from './results-list';
import { SearchForm } from './search-form';

/** Where a search sent without scripts lands: the top of its results. */
const RESULTS_ANCHOR = 'results';

const ONLY_DESKTOP = { [MOBILE_MEDIA]: { display: 'none' } };
const ONLY_MOBILE = { display: 'none', [MOBILE_MEDIA]: { display: 'block' } };

export const QUERY_DEBOUNCE_MS = 300;
export const LOCATION_DEBOUNCE_MS = 500;
export const MOBILE_PREVIEW_COUNT = 3;
export const LIMITED_DATA_BANNER = msg`Limited Data Available: Enhanced store details (phone numbers, hours, ratings) are temporarily limited due to API usage.`;

/** Said when the typo-tolerant search found nothing and the contains-search answered instead. */
export function directSearchNote(query: string): string {
  const text = clipForDisplay(query);
  return i18n._(
    msg`No close matches, so these are stores whose name, city, ZIP or state contains "${text}", A to Z.`,
  );
}

export interface SearchScreenProps {
  initialQuery?: string;
  initialCategory?: CategoryId;
  initialLocation?: string;
  /** Known coordinates of the initial location (city pages), so no geocoding round trip is needed. */
  initialPoint?: Point;
  /** The two-letter state of the initial location (city pages), for the not-covered notice. */
  initialState?: string;
  initialRadius?: number;
  /** Told each search the screen runs, so the page can keep it in the address (Back, sharing, reload). */
  onSearchChange?: (search: AppliedSearch) => void;
  /** The results' paging kept in the address (the search page's `shown=`). */
  paging?: ResultsPaging;
}

export interface AppliedSearch {
  query: string;
  location: string;
  category: CategoryId;
  radius: number;
}

export function SearchScreen({
  initialQuery = '',
  initialCategory = 'trending',
  initialLocation = '',
  initialPoint,
  initialState,
  initialRadius = SEARCH_LIMITS.defaultRadiusMiles,
  onSearchChange,
  paging,
}: SearchScreenProps) {
  // Unknown on the server and while the served page hydrates: both layouts' parts are then rendered and
  // CSS shows the one that fits, so a phone's first paint is already its layout (nothing moves after).
  const viewport = useViewport();
  const widthKnown = viewport !== undefined;
  const isMobile = viewport === 'mobile';
  const { t } = useLingui();
  const { state: geo } = useGeolocation();
  const deviceCoords = geo.status === 'success' ? geo.coords : null;
  const { history, remember } = useSearchHistory();

  // An address can carry any length; the inputs hold what the API accepts.
  const [queryInput, setQueryInput] = useState(() =>
    initialQuery.slice(0, SEARCH_INPUT_LIMITS.queryMax),
  );
  const [locationInput, setLocationInput] = useState(() =>
    initialLocation.slice(0, SEARCH_INPUT_LIMITS.locationMax),
  );
  const [appliedQuery, setAppliedQuery] = useAppliedValue(queryInput, QUERY_DEBOUNCE_MS);
  const [appliedLocation, setAppliedLocation] = useAppliedValue(
    locationInput,
    LOCATION_DEBOUNCE_MS,
  );
  const [useCurrentLocation, setUseCurrentLocation] = useState(!initialLocation);
  const [category, setCategory] = useState<CategoryId>(initialCategory);
  const [radius, setRadius] = useState<number>(initialRadius);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);

  const knownPoint =
    initialPoint && appliedLocation.trim() === initialLocation.trim() ? initialPoint : null;
  const geocode = useGeocode(knownPoint ? '' : appliedLocation.trim());
  const geocoded = knownPoint ?? geocode.data ?? null;
  const waitingForGeocode = Boolean(appliedLocation.trim()) && !knownPoint && geocode.isPending;

  const variables = useMemo(
    () =>
      waitingForGeocode
        ? null
        : buildSearchVariables({
            query: appliedQuery,
            location: appliedLocation,
            useCurrentLocation,
            deviceCoords,
            geocoded,
            radiusMiles: radius,
            category,
          }),
    [
      waitingForGeocode,
      appliedQuery,
      appliedLocation,
      useCurrentLocation,
      deviceCoords,
      geocoded,
      radius,
      category,
    ],
  );
  const search = useSearchStores(variables);
  useEffect(() => {
    onSearchChange?.({ query: appliedQuery, location: appliedLocation, category, radius });
  }, [appliedQuery, appliedLocation, category, radius, onSearchChange]);
  const budget = usePlacesBudget();
  const nearMe = useCurrentLocation && !appliedLocation.trim() && deviceCoords !== null;
  const detected = useReverseGeocode(nearMe ? deviceCoords : null);
  // The state of the searched place, from the geocode the search already has.
  const detectedZip = detected.data?.zip;
  const placeState = knownPoint
    ? initialState
    : appliedLocation.trim()
      ? geocode.data?.state
      : nearMe
        ? detected.data?.state
        : null;

  // On a phone the results start well below the Search button: a search the person ran brings its
  // results into view once they are in.
  const revealResults = useRef(false);
  const resultsTop = useRef<HTMLDivElement>(null);

  const runNow = (next?: { query?: string; location?: string }) => {
    revealResults.current = true;
    const query = next?.query ?? queryInput;
    const location = next?.location ?? locationInput;
    setQueryInput(query);
    setLocationInput(location);
    setAppliedQuery(query);
    setAppliedLocation(location);
    if (location.trim()) setUseCurrentLocation(false);
    remember({ query, location });
    setSheetOpen(false);
  };

  const useMyLocation = () => {
    // Restores device coordinates and clears typed location, ZIP and city/state.
    setUseCurrentLocation(true);
    setLocationInput('');
    setAppliedLocation('');
  };

  const clear = () => {
    setQueryInput('');
    setAppliedQuery('');
    setRadius(SEARCH_LIMITS.defaultRadiusMiles);
  };

  const changeCategory = (id: CategoryId) => {
    setCategory(id);
    setRadius(findCategory(id)?.defaultRadiusMiles ?? SEARCH_LIMITS.defaultRadiusMiles);
    // Clears the text query unless the category is trending.
    if (id !== 'trending') {
      setQueryInput('');
      setAppliedQuery('');
    }
  };

  const ready = canSearch({
    query: appliedQuery,
    location: appliedLocation,
    useCurrentLocation,
    deviceCoords,
  });
  const status: 'idle' | 'loading' | 'error' | 'success' = !ready
    ? 'idle'
    : waitingForGeocode || search.isPending || (search.isFetching && search.isPlaceholderData)
      ? 'loading'
      : search.isError
        ? 'error'
        : 'success';

  useEffect(() => {
    if (!revealResults.current || !isMobile || (status !== 'success' && status !== 'error')) return;
    revealResults.current = false;
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
  }, [status, isMobile]);

  // Without scripts the form and the categories are a GET of the search page, filters kept in the address.
  const filterFields = Object.fromEntries(
    paramsFromSearch({ query: '', location: '', category, radius }),
  );
  const categoryHref = (id: CategoryId) => {
    const params = paramsFromSearch({
      query: id === 'trending' ? appliedQuery : '',
      location: appliedLocation,
      category: id,
      radius: findCategory(id)?.defaultRadiusMiles ?? SEARCH_LIMITS.defaultRadiusMiles,
    }).toString();
    return pathInLanguage(`/search${params ? `?${params}` : ''}`, currentLanguage());
  };
  const form = (
    <SearchForm
      // Sent before scripts run (a slow phone), the browser itself lands on the results.
      action={`${pathInLanguage('/search', currentLanguage())}#${RESULTS_ANCHOR}`}
      hiddenFields={filterFields}
      query={queryInput}
      location={locationInput}
      hasDeviceCoords={deviceCoords !== null}
      history={history}
      onQueryChange={setQueryInput}
      onLocationChange={(value) => {
        setLocationInput(value);
        if (value.trim()) setUseCurrentLocation(false);
      }}
      onUseMyLocation={useMyLocation}
      onSubmit={runNow}
      canSubmitWithCoords={deviceCoords !== null}
    />
  );

  const shownQuery = clipForDisplay(appliedQuery.trim());
  // The place's state and every state the results reach: their notices and purchase rules, once each.
  const resultStates = [placeState, ...(search.data?.stores ?? []).map((store) => store.State)];
  const notes = (
    <Box aria-live="polite" sx={{ my: 1 }}>
      {nearMe && (
        <Typography variant="body2" color="text.secondary">
          {detectedZip
            ? t`Results near your current location (${detectedZip})`
            : t`Results near your current location`}
        </Typography>
      )}
      {appliedQuery.trim() && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t`Search results for: "${shownQuery}"`}
        </Typography>
      )}
      {status === 'success' && search.data?.limited && (
        <Alert severity="info" sx={{ my: 1 }}>
          {i18n._(LIMITED_SEARCH_NOTE)}
        </Alert>
      )}
      {status === 'success' && search.data?.via === 'direct' && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {directSearchNote(appliedQuery.trim())}
        </Typography>
      )}
      {ready && <CoverageNotice state={placeState} />}
      {ready && <StateNotices states={resultStates} />}
      {status === 'success' && <StateRuleLines states={resultStates} />}
      {!ready && geo.status === 'error' && (
        <Typography variant="body2" color="text.secondary">
          <Trans>Enter a store name, a city or a ZIP code to search.</Trans>
        </Typography>
      )}
    </Box>
  );

  const banner = budget.data?.exceeded ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {i18n._(LIMITED_DATA_BANNER)}
    </Alert>
  ) : null;

  const results = (
    <Box ref={resultsTop} id={RESULTS_ANCHOR} sx={{ scrollMarginTop: 64 }}>
      <ResultsList
        stores={search.data?.stores}
        status={status}
        error={search.error}
        radiusMiles={radius}
        onRadiusChange={setRadius}
        paging={paging}
        limit={isMobile && !showAll ? MOBILE_PREVIEW_COUNT : undefined}
        footer={
          isMobile && !showAll && (search.data?.stores.length ?? 0) > MOBILE_PREVIEW_COUNT ? (
            <Button fullWidth variant="outlined" sx={{ mt: 2 }} onClick={() => setShowAll(true)}>
              <Trans>View All</Trans>
            </Button>
          ) : null
        }
      />
    </Box>
  );

  const categoryBar = (
    <CategoryBar
      selected={category}
      hrefFor={categoryHref}
      onSelect={(selection) => changeCategory(selection.id)}
      place={{ zip: null, coords: null, state: placeState ?? null }}
    />
  );
  if (viewport === 'desktop') {
    return (
      <>
        {form}
        {categoryBar}
        {notes}
        {banner}
        {results}
      </>
    );
  }

  // Trending is an order, not a filter: the summary says so, and names a real category as a filter.
  const chosen = category === 'trending' ? undefined : findCategory(category);
  const chosenName = chosen ? categoryNameOf(chosen.id) : '';
  const categoryName = chosen ? t`Only ${chosenName}` : t`Most opened nearby first`;
  const typedLocation = appliedLocation.trim();
  // The active filters as chips, each with its one-tap clear (what is at its default has none).
  const activeFilters: Array<{ key: string; label: string; clear?: () => void }> = [
    shownQuery
      ? {
          key: 'query',
          label: shownQuery,
          clear: () => {
            setQueryInput('');
            setAppliedQuery('');
          },
        }
      : { key: 'query', label: t`All stores` },
    ...(typedLocation
      ? [{ key: 'location', label: clipForDisplay(typedLocation), clear: useMyLocation }]
      : nearMe
        ? [{ key: 'location', label: t`Near you` }]
        : []),
    chosen
      ? { key: 'category', label: categoryName, clear: () => changeCategory('trending') }
      : { key: 'category', label: categoryName },
    radius !== SEARCH_LIMITS.defaultRadiusMiles
      ? {
          key: 'radius',
          label: plural(radius, { one: '# mile', other: '# miles' }),
          clear: () => setRadius(SEARCH_LIMITS.defaultRadiusMiles),
        }
      : { key: 'radius', label: plural(radius, { one: '# mile', other: '# miles' }) },
  ];
  return (
    <>
      {form}
      {!widthKnown && <Box sx={ONLY_DESKTOP}>{categoryBar}</Box>}
      <Box sx={widthKnown ? undefined : ONLY_MOBILE}>
        <Button startIcon={<TuneIcon />} onClick={() => setSheetOpen(true)} sx={{ mt: 1 }}>
          <Trans>Advanced Search</Trans>
        </Button>
        <Box
          role="group"
          aria-label={t`Popular searches`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1.5 }}
        >
          {/* Search words as USDA's list spells the stores' names (suggestions.ts): English on every page. */}
          {POPULAR_SEARCH_CHIPS.map((chip) => (
            <Chip
              key={chip}
              lang="en"
              label={chip}
              onClick={() => runNow({ query: chip })}
              variant="outlined"
            />
          ))}
        </Box>
        {ready && (
          <Card variant="outlined" sx={{ mb: 2 }} aria-label={t`Active Search`}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                <Trans>Active Search</Trans>
              </Typography>
              <Box
                component="ul"
                aria-label={t`Active filters`}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  mt: 1,
                }}
              >
                {activeFilters.map((filter) => (
                  <li key={filter.key}>
                    {filter.clear ? (
                      // One tap on a filter's chip clears that filter.
                      <Chip
                        size="small"
                        label={filter.label}
                        onClick={filter.clear}
                        onDelete={filter.clear}
                        aria-label={t`Clear ${filter.label}`}
                      />
                    ) : (
                      <Chip size="small" variant="outlined" label={filter.label} />
                    )}
                  </li>
                ))}
              </Box>
              <Button size="small" onClick={clear} sx={{ mt: 1, px: 0 }}>
                <Trans>Clear</Trans>
              </Button>
            </CardContent>
          </Card>
        )}
        {findCategory(category)?.showsStateWarning && (
          <HotMealsWarning place={{ zip: null, coords: null, state: placeState ?? null }} />
        )}
      </Box>
      {notes}
      {banner}
      {results}
      <Drawer
        anchor="bottom"
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        slotProps={{
          paper: {
            sx: { height: '90%', borderTopLeftRadius: 16, borderTopRightRadius: 16, p: 2 },
            'aria-label': t`Advanced search`,
          },
        }}
      >
        <Typography component="h2" variant="h6" gutterBottom>
          <Trans>Advanced Search</Trans>
        </Typography>
        {form}
        <TextField
          select
          fullWidth
          size="small"
          label={t`Category`}
          value={category}
          onChange={(event) => changeCategory(event.target.value as CategoryId)}
          sx={{ mt: 2 }}
        >
          {CATEGORIES.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {categoryNameOf(option.id)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          size="small"
          label={t`Radius`}
          value={radius}
          onChange={(event) => setRadius(Number(event.target.value))}
          sx={{ mt: 2 }}
        >
          {SEARCH_LIMITS.radiusChoices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {plural(choice, { one: '# mile', other: '# miles' })}
            </MenuItem>
          ))}
        </TextField>
        <Button fullWidth variant="contained" sx={{ mt: 3 }} onClick={() => runNow()}>
          <Trans>Search Stores</Trans>
        </Button>
      </Drawer>
    </>
  );
}
