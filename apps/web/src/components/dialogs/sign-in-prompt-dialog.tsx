import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';

interface Props {
  open: boolean;
  onClose: () => void;
  /** What needs an account: 'save favorites' (default), 'leave a review', 'upload photos'. */
  action?: string;
}

/** The sign-in prompt: 'Sign in to {action}' with 'Maybe later' and 'Sign in' (to /auth). */
export function SignInPromptDialog({ open, onClose, action: given }: Props) {
  const { t } = useLingui();
  // The action is worded by the caller in the page's language ('leave a review').
  const action = given ?? t`save favorites`;
  const navigate = useNavigate();
  const { endGuestMode } = useAuth();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="sign-in-prompt-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="sign-in-prompt-title">{t`Sign in to ${action}`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          <Trans>Create a free account or sign in to {action}. It only takes a minute.</Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Maybe later</Trans>
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            // A guest who chooses to sign in leaves guest mode, or /auth would send them home.
            endGuestMode();
            navigate('/auth');
          }}
        >
          <Trans>Sign in</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
