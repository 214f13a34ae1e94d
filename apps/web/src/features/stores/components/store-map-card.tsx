import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/Map';
import { useState } from 'react';
import { LazyStoreMap } from '../../../components/map/lazy-store-map';
import type { MapStore } from '../../../components/map/map-config';

/** A small map of the store, downloaded only when the visitor asks for it (phones on data caps). */
export function StoreMapCard({ store }: { store: MapStore & { approximateLocation?: boolean } }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const storeName = store.Store_Name;
  return (
    <Card variant="outlined" component="section" aria-labelledby="store-map-title">
      <CardContent>
        <Typography id="store-map-title" component="h2" variant="h6" gutterBottom>
          <Trans>Map</Trans>
        </Typography>
        {open ? (
          <LazyStoreMap
            stores={[store]}
            selectedId={store.id}
            label={t`Map of ${storeName}`}
            height={220}
          />
        ) : (
          <Button variant="outlined" startIcon={<MapIcon />} onClick={() => setOpen(true)}>
            <Trans>Show map</Trans>
          </Button>
        )}
        {store.approximateLocation && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans>The position is approximate (the centre of the ZIP code).</Trans>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
