import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SecondFactorSetup } from '../../../components/second-factor/second-factor-setup';

/** After the sign-in of an admin or moderator without two-step verification: their role works only
 * once it is on (the server refuses every staff operation before), so this is the next screen. */
export function StaffEnrolment({ onDone }: { onDone: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h1" variant="h5">
        <Trans>Turn on two-step verification</Trans>
      </Typography>
      <Typography color="text.secondary">
        <Trans>
          Your account has a staff role. Staff sign in with a code from an authenticator app as well
          as the password: your role works once two-step verification is on.
        </Trans>
      </Typography>
      <SecondFactorSetup onDone={onDone} />
    </Box>
  );
}
