import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState } from 'react';
import { outageMessage } from '@snap/api-client';
import { SEARCH_LIMITS, type CategoryId } from '@snap/domain';
import { NativeSelectField } from '../../../components/form/light-fields';
import { Notice, Spinner } from '../../../components/feedback/light-feedback';
import { LazyStoreMap } from '../../../components/map/lazy-store-map';
import { MapListItem, useMapSelection } from '../../../components/map/map-list';
import { ListMapToggle } from '../../../components/map/view-toggle';
import {
  IncentiveDataMissing,
  useIncentiveDataMissing,
} from '../../../components/programs/incentive-data-missing';
import { ProduceIncentiveFilter } from '../../../components/programs/produce-incentive-filter';
import { LazyStoreCard } from '../../../components/store-card/lazy-store-card';
import { useIntersectionSentinel } from '../../../hooks/use-intersection-sentinel';
import type { Coordinates } from '../../../lib/geolocation';
import { useNearbyStores } from '../api/get-nearby-stores';
import { StateNotices } from '../../state-rules/components/benefit-notices';
import { StateRuleLines } from '../../state-rules/components/state-rule-lines';
import {
  defaultNearbySort,
  NEARBY_SORT_OPTIONS,
  sortNearby,
  trendingNote,
  type NearbySort,
} from '../utils/nearby-sort';

interface Props {
  coords: Coordinates;
  category: CategoryId;
  radiusMiles: number;
  onRadiusChange: (radius: number) => void;
}

function LoadingLine() {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 3 }}>
      <Spinner />{' '}
      <Typography>
        <Trans>Loading stores...</Trans>
      </Typography>
    </Box>
  );
}

export function NearbyStores({ coords, category, radiusMiles, onRadiusChange }: Props) {
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState<NearbySort>(defaultNearbySort(category));
  const [view, setView] = useState<'list' | 'map'>('list');
  const [produceIncentiveOnly, setProduceIncentiveOnly] = useState(false);
  const incentiveDataMissing = useIncentiveDataMissing();
  const { selectedId, setSelectedId, selectFromMap } = useMapSelection();
  const query = useNearbyStores({
    lat: coords.lat,
    lng: coords.lng,
    radiusMiles,
    category,
    produceIncentiveOnly,
  });
  const stores = useMemo(
    () => sortNearby(query.data?.pages.flat() ?? [], sort),
    [query.data, sort],
  );
  const sentinel = useIntersectionSentinel<HTMLDivElement>(
    () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    Boolean(query.hasNextPage) && !query.isFetchingNextPage,
    query.data?.pages.length ?? 0,
  );

  return (
    <Box component="section" aria-labelledby="nearby-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id="nearby-heading" component="h2" variant="h5">
          <Trans>EBT Stores Near You</Trans>
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}
        >
          <ListMapToggle view={view} onChange={setView} />
          <ProduceIncentiveFilter
            checked={produceIncentiveOnly}
            onChange={setProduceIncentiveOnly}
          />
          <NativeSelectField
            label={t`Sort by`}
            value={sort}
            options={NEARBY_SORT_OPTIONS.map((option) => ({
              value: option.value,
              label: i18n._(option.label),
            }))}
            onChange={(value) => setSort(value as NearbySort)}
            sx={{ minWidth: 140 }}
          />
          <NativeSelectField
            label={t`Radius`}
            value={radiusMiles}
            options={SEARCH_LIMITS.radiusChoices.map((radius) => ({
              value: radius,
              label: t`${radius} miles`,
            }))}
            onChange={(value) => onRadiusChange(Number(value))}
            sx={{ minWidth: 110 }}
          />
        </Stack>
      </Stack>
      {category === 'trending' && query.isSuccess && stores.length > 0 && (
        <Typography color="text.secondary" role="note" sx={{ mb: 1 }}>
          {trendingNote(stores)}
        </Typography>
      )}
      <StateNotices states={stores.map((store) => store.State)} />
      {query.isSuccess && <StateRuleLines states={stores.map((store) => store.State)} />}
      {query.isPending && <LoadingLine />}
      {query.isError && (
        <Notice severity="error">
          {outageMessage(query.error) ?? t`Error loading stores. Please try again.`}
        </Notice>
      )}
      {query.isSuccess && stores.length === 0 && produceIncentiveOnly && incentiveDataMissing && (
        <IncentiveDataMissing />
      )}
      {query.isSuccess &&
        stores.length === 0 &&
        !(produceIncentiveOnly && incentiveDataMissing) && (
          <Notice severity="info">
            {produceIncentiveOnly
              ? t`No stores with extra for fruits & vegetables within ${radiusMiles} miles.`
              : t`No stores found within ${radiusMiles} miles.`}
          </Notice>
        )}
      {view === 'map' && query.isSuccess && stores.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <LazyStoreMap
            stores={stores}
            origin={coords}
            selectedId={selectedId}
            onSelect={selectFromMap}
            label={t`Map of nearby stores`}
          />
        </Box>
      )}
      {/* The cards' chunk is usually in by now (the home page preloads it); until then, the loading line. */}
      <Suspense fallback={<LoadingLine />}>
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t`Nearby stores`}
        >
          {stores.map((store, index) =>
            view === 'map' ? (
              <MapListItem
                key={store.id}
                id={store.id}
                position={index + 1}
                selected={store.id === selectedId}
                onSelect={setSelectedId}
              >
                <LazyStoreCard store={store} />
              </MapListItem>
            ) : (
              <li key={store.id}>
                <LazyStoreCard store={store} />
              </li>
            ),
          )}
        </Stack>
      </Suspense>
      <div ref={sentinel} data-testid="nearby-sentinel" style={{ height: 1 }} />
      {query.isFetchingNextPage && (
        <Box
          role="status"
          aria-label={t`Loading more stores`}
          sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
        >
          <Spinner />
        </Box>
      )}
      {query.isSuccess && stores.length > 0 && !query.hasNextPage && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
          <Trans>You've reached the end of the results</Trans>
        </Typography>
      )}
    </Box>
  );
}
