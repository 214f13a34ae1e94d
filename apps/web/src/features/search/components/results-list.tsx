import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridViewIcon from '@mui/icons-material/GridView';
import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { KEEP_SCROLL } from '../../../hooks/use-scroll-memory';
import { GraphQLRequestError, outageMessage } from '@snap/api-client';
import { clipForDisplay, SEARCH_LIMITS } from '@snap/domain';
import { LazyStoreMap } from '../../../components/map/lazy-store-map';
import { MapListItem, useMapSelection } from '../../../components/map/map-list';
import { produceFilterLabel } from '../../../components/programs/produce-incentive-filter';
import {
  IncentiveDataMissing,
  useIncentiveDataMissing,
} from '../../../components/programs/incentive-data-missing';
import { StoreCard } from '../../../components/store-card/store-card';
import type { CardStore } from '../../../components/store-card/store-card-utils';
import {
  filterByTypes,
  filterOpenNow,
  RESULT_SORT_OPTIONS,
  SHOWING_FIRST_LIMIT,
  sortResults,
  topStoreTypes,
  type ResultSort,
} from '../utils/sort-results';
import { StoreTypeGuide } from '../../../components/store-types/store-type-guide';
import { storeTypeName } from '../../../components/store-types/store-type-names';

export const SEARCH_ERROR_TITLE = msg`Search Error`;
export const SEARCH_ERROR_TEXT = msg`Unable to search for stores. Please try again.`;
/** A request the API refused as invalid: retrying cannot fix it, so its own words say what to change. */
export const INVALID_SEARCH_TITLE = msg`Please change your search`;

/** The API's validation message for a refused request, or null for failures worth retrying. */
export function invalidSearchMessage(error: unknown): string | null {
  if (!(error instanceof GraphQLRequestError) || !error.isClientError) return null;
  return clipForDisplay(error.message, 300);
}

export interface ResultsPaging {
  shown: number;
  hrefFor: (count: number) => string;
}

interface Props {
  stores: CardStore[] | undefined;
  status: 'idle' | 'loading' | 'error' | 'success';
  /** The failure when status is 'error'. */
  error?: unknown;
  radiusMiles: number;
  onRadiusChange: (radius: number) => void;
  /** Mobile shows only the first few with a 'View All' action. */
  limit?: number;
  footer?: React.ReactNode;
  /** How many results the address asks to show (`shown=`), and the address that shows `count` of
   * them: "Show more" is then a link, so the next page works without scripts and a reload keeps it. */
  paging?: ResultsPaging;
}

export function ResultsList({
  stores,
  status,
  error,
  radiusMiles,
  onRadiusChange,
  limit,
  footer,
  paging,
}: Props) {
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState<ResultSort>('relevance');
  const [view, setView] = useState<'list' | 'grid' | 'map'>('list');
  const { selectedId, setSelectedId, selectFromMap } = useMapSelection();
  const [selectedTypes, setSelectedTypes] = useState<Set<string>>(new Set());
  const [openNowOnly, setOpenNowOnly] = useState(false);
  // 'Extra for fruits & vegetables' over the results (each carries its produce incentive).
  const [produceOnly, setProduceOnly] = useState(false);
  const all = useMemo(() => stores ?? [], [stores]);
  const types = useMemo(() => topStoreTypes(all), [all]);
  const matched = useMemo(
    () =>
      sortResults(
        filterOpenNow(filterByTypes(all, selectedTypes), openNowOnly).filter(
          (store) => !produceOnly || Boolean(store.produceIncentive),
        ),
        sort,
      ),
    [all, selectedTypes, openNowOnly, produceOnly, sort],
  );
  // The first 50, then 50 more a press: the count says how many matched, and every one can be reached.
  // A new answer or another filter starts again at 50.
  const [extended, setExtended] = useState({
    for: matched,
    count: paging?.shown ?? SHOWING_FIRST_LIMIT,
  });
  const shownCount = extended.for === matched ? extended.count : SHOWING_FIRST_LIMIT;
  const shown = matched.slice(0, shownCount);
  const visible = limit ? shown.slice(0, limit) : shown;
  const shownTotal = shown.length;
  const nextCount = Math.min(SHOWING_FIRST_LIMIT, matched.length - shown.length);
  const produceLabel = produceFilterLabel();
  // Files without USDA's incentive field: the filter cannot find anything, and says why.
  const incentiveDataMissing = useIncentiveDataMissing();

  const toggleType = (type: string) =>
    setSelectedTypes((current) => {
      const next = new Set(current);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  return (
    <Box component="section" aria-label={t`Search results`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t`Sort by`}
          value={sort}
          onChange={(event) => setSort(event.target.value as ResultSort)}
          sx={{ minWidth: 170 }}
        >
          {RESULT_SORT_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {i18n._(option.label)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t`Radius`}
          value={radiusMiles}
          onChange={(event) => onRadiusChange(Number(event.target.value))}
          sx={{ minWidth: 110 }}
        >
          {SEARCH_LIMITS.radiusChoices.map((radius) => (
            <MenuItem key={radius} value={radius}>
              {plural(radius, { one: '# mile', other: '# miles' })}
            </MenuItem>
          ))}
        </TextField>
        <Chip
          label={t`Open now`}
          onClick={() => setOpenNowOnly((value) => !value)}
          color={openNowOnly ? 'success' : 'default'}
          variant={openNowOnly ? 'filled' : 'outlined'}
          aria-pressed={openNowOnly}
        />
        <Chip
          label={produceLabel}
          onClick={() => setProduceOnly((value) => !value)}
          color={produceOnly ? 'success' : 'default'}
          variant={produceOnly ? 'filled' : 'outlined'}
          aria-pressed={produceOnly}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, value: 'list' | 'grid' | 'map' | null) => value && setView(value)}
          aria-label={t`Result view`}
          sx={{ ml: 'auto' }}
        >
          <ToggleButton value="list" aria-label={t`List view`}>
            <ViewListIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={t`Grid view`}>
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="map" aria-label={t`Map view`}>
            <MapIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {types.length > 1 && (
        <Box
          role="group"
          aria-label={t`Filter by store type`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          {types.map(({ type, count }) => (
            <Chip
              key={type}
              label={`${storeTypeName(type)} (${count})`}
              onClick={() => toggleType(type)}
              color={selectedTypes.has(type) ? 'primary' : 'default'}
              variant={selectedTypes.has(type) ? 'filled' : 'outlined'}
              aria-pressed={selectedTypes.has(type)}
            />
          ))}
        </Box>
      )}
      {types.length > 1 && <StoreTypeGuide types={types.map(({ type }) => type)} />}
      {status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 3 }}>
          <CircularProgress size={24} aria-hidden />{' '}
          <Typography>
            <Trans>Searching stores...</Trans>
          </Typography>
        </Box>
      )}
      {status === 'error' && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          <AlertTitle>
            {i18n._(invalidSearchMessage(error) ? INVALID_SEARCH_TITLE : SEARCH_ERROR_TITLE)}
          </AlertTitle>
          {invalidSearchMessage(error) ?? outageMessage(error) ?? i18n._(SEARCH_ERROR_TEXT)}
        </Alert>
      )}
      {status === 'success' && all.length === 0 && (
        <Alert severity="info">
          <AlertTitle>
            <Trans>No stores found</Trans>
          </AlertTitle>
          <Trans>Try these tips:</Trans>
          <ul style={{ margin: 0 }}>
            <li>
              <Trans>Expand the search radius</Trans>
            </li>
            <li>
              <Trans>Try store names, a city or a ZIP code</Trans>
            </li>
            <li>
              <Trans>Change categories</Trans>
            </li>
          </ul>
        </Alert>
      )}
      {status === 'success' && produceOnly && incentiveDataMissing && <IncentiveDataMissing />}
      {status === 'success' &&
        all.length > 0 &&
        shown.length === 0 &&
        produceOnly &&
        !incentiveDataMissing && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t`None of these stores has an incentive for fruits and vegetables. Turn off "${produceLabel}" to see them all.`}
          </Alert>
        )}
      {status === 'success' && all.length > 0 && shown.length === 0 && openNowOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>
            None of these stores is known to be open now. Turn off "Open now" to see them all.
          </Trans>
        </Alert>
      )}
      {status === 'success' && all.length > 0 && !(produceOnly && incentiveDataMissing) && (
        <Typography color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
          {plural(matched.length, { one: '# store found', other: '# stores found' })}
        </Typography>
      )}
      {status === 'success' && matched.length >= SHOWING_FIRST_LIMIT && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t`Showing first ${shownTotal} results`}
        </Alert>
      )}
      {view === 'map' && status === 'success' && visible.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <LazyStoreMap
            stores={visible}
            selectedId={selectedId}
            onSelect={selectFromMap}
            label={t`Map of the search results`}
          />
        </Box>
      )}
      <Box
        component="ul"
        aria-label={t`Stores`}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns:
            view === 'grid' ? { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } : '1fr',
        }}
      >
        {visible.map((store, index) =>
          view === 'map' ? (
            <MapListItem
              key={store.id}
              id={store.id}
              position={index + 1}
              selected={store.id === selectedId}
              onSelect={setSelectedId}
            >
              <StoreCard store={store} />
            </MapListItem>
          ) : (
            <li key={store.id}>
              <StoreCard store={store} compact={view === 'grid'} />
            </li>
          ),
        )}
      </Box>
      {status === 'success' && !limit && shown.length < matched.length && (
        <Button
          fullWidth
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => setExtended({ for: matched, count: shownCount + SHOWING_FIRST_LIMIT })}
          {...(paging
            ? {
                component: RouterLink,
                to: paging.hrefFor(shownCount + SHOWING_FIRST_LIMIT),
                replace: true,
                state: KEEP_SCROLL,
              }
            : {})}
        >
          {t`Show ${nextCount} more`}
        </Button>
      )}
      {footer}
    </Box>
  );
}
