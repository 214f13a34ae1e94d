import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export function HelpSupportTab() {
  return (
    <Box>
      <Typography component="h3" variant="h6" gutterBottom>
        <Trans>Need help?</Trans>
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Trans>
          Questions about your account, a store or your SNAP/EBT benefits? Our support page has
          answers and a way to reach us.
        </Trans>
      </Typography>
      <Button component={RouterLink} to="/support" variant="contained">
        <Trans>Visit Support</Trans>
      </Button>
    </Box>
  );
}
