import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth';

/** Opens the sign-in form; a guest's press ends guest mode first (else /auth would send them home). */
export function SignInButton() {
  const { endGuestMode } = useAuth();
  return (
    <Button
      component={RouterLink}
      to="/auth"
      onClick={endGuestMode}
      variant="contained"
      color="secondary"
      size="small"
    >
      <Trans>Sign In</Trans>
    </Button>
  );
}
