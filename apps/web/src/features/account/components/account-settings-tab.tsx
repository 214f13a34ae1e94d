import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ACCOUNT_LIMITS, validatePasswordChange } from '@snap/domain';
import { accessTokenStore } from '../../../lib/api-client';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useChangePassword, useSignOutEverywhere } from '../api/change-password';
import { useDeleteAccount } from '../api/delete-account';
import { PROFILE_MESSAGES } from '../utils/profile-messages';

/** Change password (two fields), e-mail changes through support, and account deletion. */
export function AccountSettingsTab({ user }: { user: AuthUser }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ChangePasswordForm />
      <Divider />
      <Box>
        <Typography component="h3" variant="h6" gutterBottom>
          Email Address
        </Typography>
        <Typography variant="body2">{user.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          To change your email address, please{' '}
          <Link component={RouterLink} to="/support">
            contact support
          </Link>
          .
        </Typography>
      </Box>
      <Divider />
      <SignOutEverywhereSection />
      <Divider />
      <DeleteAccountSection />
    </Box>
  );
}

export function ChangePasswordForm() {
  const toast = useToast();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(password, confirmPassword);
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: 'error' });
      return;
    }
    change.mutate(
      { currentPassword, password, confirmPassword },
      {
        onSuccess: () => {
          toast({
            title: PROFILE_MESSAGES.passwordUpdated,
            description: PROFILE_MESSAGES.passwordUpdatedDescription,
          });
          setCurrentPassword('');
          setPassword('');
          setConfirmPassword('');
        },
        onError: (error) =>
          toast({
            title: PROFILE_MESSAGES.passwordFailed,
            description: error.message || PROFILE_MESSAGES.tryLater,
            variant: 'error',
          }),
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="change-password-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}
    >
      <Typography id="change-password-title" component="h3" variant="h6">
        Change Password
      </Typography>
      <TextField
        label="Current Password"
        type="password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        autoComplete="current-password"
        slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
      />
      <TextField
        label="New Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="new-password"
        slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        autoComplete="new-password"
        slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={change.isPending || !currentPassword || !password || !confirmPassword}
        sx={{ alignSelf: 'flex-start' }}
      >
        {change.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </Box>
  );
}

/** Ends every session of this account, on every device, this one included. */
function SignOutEverywhereSection() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  const everywhere = useSignOutEverywhere();

  const run = () =>
    everywhere.mutate(undefined, {
      onSuccess: async () => {
        accessTokenStore.set(null);
        await signOut().catch(() => undefined);
        queryClient.clear();
        toast({
          title: 'Signed out everywhere',
          description: 'Every session of your account has ended, on every device.',
        });
        navigate('/');
      },
      onError: (error) =>
        toast({
          title: 'Error signing out',
          description: error.message || 'Please try again.',
          variant: 'error',
        }),
    });

  return (
    <Box>
      <Typography component="h3" variant="h6" gutterBottom>
        Sessions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Lost a phone or signed in on a shared computer? End every session of your account, this one
        included.
      </Typography>
      <Button variant="outlined" onClick={run} disabled={everywhere.isPending}>
        {everywhere.isPending ? 'Signing out...' : 'Sign Out Everywhere'}
      </Button>
    </Box>
  );
}

function DeleteAccountSection() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password, {
      onSuccess: async () => {
        setOpen(false);
        // The server already ended the session; drop what this tab still holds.
        accessTokenStore.set(null);
        await signOut().catch(() => undefined);
        queryClient.clear();
        toast({
          title: PROFILE_MESSAGES.accountDeleted,
          description: PROFILE_MESSAGES.accountDeletedDescription,
        });
        navigate('/');
      },
    });
  };

  return (
    <Box>
      <Typography component="h3" variant="h6" gutterBottom>
        Delete Account
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Deleting your account removes your favorites and points. Your reviews and tips stay on store
        pages without your name.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog
        open={open}
        onClose={() => !remove.isPending && setOpen(false)}
        aria-labelledby="delete-account-title"
        maxWidth="xs"
        fullWidth
      >
        <Box component="form" onSubmit={confirm} noValidate>
          <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              This cannot be undone. Enter your password to confirm.
            </DialogContentText>
            {remove.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {remove.error.message}
              </Alert>
            )}
            <TextField
              label="Password"
              type="password"
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={remove.isPending || password.length === 0}
            >
              {remove.isPending ? 'Deleting...' : 'Delete Account'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
