import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Suspense, useState } from 'react';
import type { CategoryId } from '@snap/domain';
import { CoverageNotice } from '../../../components/coverage/coverage-notice';
import { StateNotices } from '../../state-rules/components/benefit-notices';
import { StateRuleLines } from '../../state-rules/components/state-rule-lines';
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
import { usePlaceState } from '../../../lib/place-state';
import { AROUND_ZIP_COUNT, useStoresAroundZip } from '../api/get-stores-around-zip';
import { useZipStores } from '../api/get-zip-stores';

export const ZIP_NO_RESULTS = msg`No EBT-accepting locations found in that ZIP code. Try another nearby.`;

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <Spinner />
    </Box>
  );
}

export function ZipResults({
  zip,
  category,
  onClear,
}: {
  zip: string;
  category: CategoryId;
  onClear: () => void;
}) {
  const { t, i18n } = useLingui();
  const [produceIncentiveOnly, setProduceIncentiveOnly] = useState(false);
  // Files without USDA's incentive field: the filter says the data is missing, not "0 stores".
  const incentiveDataMissing = useIncentiveDataMissing();
  const noIncentiveData = produceIncentiveOnly && incentiveDataMissing;
  const query = useZipStores(zip, category, produceIncentiveOnly);
  const placeState = usePlaceState(zip);
  const count = query.data?.length ?? 0;
  const resultStates = [placeState.data, ...(query.data ?? []).map((store) => store.State)];
  // Under the ZIP's own list (product rule "ZIP search"), the nearest stores around it: a market a mile away counts.
  const around = useStoresAroundZip(zip, category, produceIncentiveOnly, query.isSuccess);
  const inZip = new Set(query.data?.map((store) => store.id));
  const nearby = (around.data ?? [])
    .filter((store) => !inZip.has(store.id))
    .slice(0, AROUND_ZIP_COUNT);
  const [view, setView] = useState<'list' | 'map'>('list');
  const { selectedId, setSelectedId, selectFromMap } = useMapSelection();
  return (
    <Box component="section" aria-labelledby="zip-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography id="zip-heading" component="h2" variant="h5">
            {t`EBT Stores in ZIP ${zip}`}
          </Typography>
          {query.isSuccess && !noIncentiveData && (
            <Typography color="text.secondary" aria-live="polite">
              {plural(count, { one: '# store found', other: '# stores found' })}
            </Typography>
          )}
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <ListMapToggle view={view} onChange={setView} />
          <ProduceIncentiveFilter
            checked={produceIncentiveOnly}
            onChange={setProduceIncentiveOnly}
          />
          <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={onClear}>
            <Trans>Use My Location Instead</Trans>
          </Button>
        </Stack>
      </Stack>
      <CoverageNotice state={placeState.data} />
      <StateNotices states={resultStates} />
      {query.isSuccess && <StateRuleLines states={resultStates} />}
      {query.isPending && <Loading />}
      {query.isError && (
        <Notice severity="error">{t`Error loading stores. Please try again.`}</Notice>
      )}
      {noIncentiveData && <IncentiveDataMissing />}
      {query.isSuccess && count === 0 && !noIncentiveData && (
        <Notice severity="info">{i18n._(ZIP_NO_RESULTS)}</Notice>
      )}
      {view === 'map' && query.isSuccess && count > 0 && (
        <Box sx={{ mb: 2 }}>
          <LazyStoreMap
            stores={query.data}
            selectedId={selectedId}
            onSelect={selectFromMap}
            label={t`Map of the stores in ZIP ${zip}`}
          />
        </Box>
      )}
      {/* The cards' chunk is usually in by now (the home page preloads it); until then, the spinner. */}
      <Suspense fallback={<Loading />}>
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t`Stores in ZIP ${zip}`}
        >
          {query.data?.map((store, index) =>
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
        {nearby.length > 0 && (
          <Box component="section" aria-labelledby="around-zip-heading" sx={{ mt: 3 }}>
            <Typography id="around-zip-heading" component="h3" variant="h6">
              {t`Nearest stores around ZIP ${zip}`}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              <Trans>Outside the ZIP code, nearest first, with the distance from its centre.</Trans>
            </Typography>
            <Stack
              component="ul"
              spacing={2}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t`Stores around ZIP ${zip}`}
            >
              {nearby.map((store) => (
                <li key={store.id}>
                  <LazyStoreCard store={store} />
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Suspense>
    </Box>
  );
}
