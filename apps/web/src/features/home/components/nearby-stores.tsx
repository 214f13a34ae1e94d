import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { SEARCH_LIMITS, type CategoryId } from '@snap/domain';
import { StoreCard } from '../../../components/store-card/store-card';
import { useIntersectionSentinel } from '../../../hooks/use-intersection-sentinel';
import type { Coordinates } from '../../../lib/geolocation';
import { useNearbyStores } from '../api/get-nearby-stores';
import { NEARBY_SORT_OPTIONS, sortNearby, type NearbySort } from '../utils/nearby-sort';

interface Props {
  coords: Coordinates;
  category: CategoryId;
  radiusMiles: number;
  onRadiusChange: (radius: number) => void;
}

export function NearbyStores({ coords, category, radiusMiles, onRadiusChange }: Props) {
  const [sort, setSort] = useState<NearbySort>('nearest');
  const query = useNearbyStores({ lat: coords.lat, lng: coords.lng, radiusMiles, category });
  const stores = useMemo(() => sortNearby(query.data?.pages.flat() ?? [], sort), [query.data, sort]);
  const sentinel = useIntersectionSentinel<HTMLDivElement>(() => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }, Boolean(query.hasNextPage));

  return (
    <Box component="section" aria-labelledby="nearby-heading">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Typography id="nearby-heading" component="h2" variant="h5">
          EBT Stores Near You
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField select size="small" label="Sort by" value={sort} onChange={(event) => setSort(event.target.value as NearbySort)} sx={{ minWidth: 140 }}>
            {NEARBY_SORT_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Radius" value={radiusMiles} onChange={(event) => onRadiusChange(Number(event.target.value))} sx={{ minWidth: 110 }}>
            {SEARCH_LIMITS.radiusChoices.map((radius) => (
              <MenuItem key={radius} value={radius}>
                {radius} miles
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      {query.isPending && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 3 }}>
          <CircularProgress size={24} aria-hidden /> <Typography>Loading stores...</Typography>
        </Box>
      )}
      {query.isError && <Alert severity="error">Error loading stores. Please try again.</Alert>}
      {query.isSuccess && stores.length === 0 && <Alert severity="info">{`No stores found within ${radiusMiles} miles.`}</Alert>}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Nearby stores">
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} />
          </li>
        ))}
      </Stack>
      <div ref={sentinel} data-testid="nearby-sentinel" style={{ height: 1 }} />
      {query.isFetchingNextPage && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label="Loading more stores" />
        </Box>
      )}
      {query.isSuccess && stores.length > 0 && !query.hasNextPage && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
          You've reached the end of the results
        </Typography>
      )}
    </Box>
  );
}
