import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Spinner } from '../feedback/light-feedback';
import { MAP_TEXTS } from './map-config';
import type { StoreMapProps } from './store-map-view';

// Leaflet (about 40 KB gzipped with its styles) downloads only when someone opens a map.
const StoreMapView = lazy(() => import('./store-map-view'));

export function LazyStoreMap(props: StoreMapProps) {
  const { i18n } = useLingui();
  return (
    <Suspense
      fallback={
        <Box
          role="status"
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            height: props.height ?? 360,
            justifyContent: 'center',
            bgcolor: 'grey.100',
            borderRadius: 2,
          }}
        >
          <Spinner /> <Typography>{i18n._(MAP_TEXTS.loading)}</Typography>
        </Box>
      }
    >
      <StoreMapView {...props} />
    </Suspense>
  );
}
