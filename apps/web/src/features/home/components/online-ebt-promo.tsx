import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The home page's way to "Order online with EBT" (the page itself is its own lazy route). */
export function OnlineEbtPromo() {
  return (
    <Box
      component="section"
      aria-labelledby="online-ebt-promo"
      sx={{ mt: 3, p: 3, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      <Typography id="online-ebt-promo" component="h2" variant="h5" gutterBottom>
        <Trans>Order groceries online with EBT</Trans>
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Trans>
          See which retailers take SNAP online in your state, what SNAP cannot pay for, and how to
          pay at checkout.
        </Trans>
      </Typography>
      <Button component={RouterLink} to="/online-ebt" variant="outlined">
        <Trans>Order Online With EBT</Trans>
      </Button>
    </Box>
  );
}
