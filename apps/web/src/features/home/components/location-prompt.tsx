import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import type { GeolocationState } from '../../../lib/geolocation';

type ErrorState = Extract<GeolocationState, { status: 'error' }>;

/** No position: explains why and offers to try again (the button reloads the page). */
export function LocationPrompt({ error }: { error: ErrorState }) {
  const { t } = useLingui();
  const denied = error.code === 1 || error.code === 'overall-timeout';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="location-prompt-title"
      sx={{ p: 3, textAlign: 'center' }}
    >
      <LocationOnIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Typography id="location-prompt-title" component="h2" variant="h5" gutterBottom>
        {denied ? t`Location Required` : t`Find Stores Near You`}
      </Typography>
      <Typography role="alert" sx={{ mb: 1 }}>
        {error.message}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Turn on location to see EBT stores around you, or search by ZIP code above.</Trans>
      </Typography>
      <Box>
        <Button
          variant="contained"
          startIcon={<LocationOnIcon />}
          onClick={() => window.location.reload()}
        >
          <Trans>Enable Location</Trans>
        </Button>
      </Box>
    </Paper>
  );
}
