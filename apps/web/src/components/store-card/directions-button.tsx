import { Trans } from '@lingui/react/macro';
import Button, { type ButtonProps } from '@mui/material/Button';
import DirectionsIcon from '@mui/icons-material/Directions';
import { directionsUrl, type CardStore } from './store-card-utils';

/** A maps search for the store by name and address, in a new tab (cards and the store page). */
export function DirectionsButton({
  store,
  ...button
}: { store: CardStore } & Pick<ButtonProps, 'size' | 'variant'>) {
  return (
    <Button
      {...button}
      startIcon={<DirectionsIcon />}
      href={directionsUrl(store)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Trans>Directions</Trans>
    </Button>
  );
}
