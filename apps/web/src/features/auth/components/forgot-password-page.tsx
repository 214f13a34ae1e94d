import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_LIMITS, isEmailAddress } from '@snap/domain';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useToast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/password-reset';
import { AUTH_MESSAGES } from '../utils/auth-validation';
import { RESET_SCREEN_MESSAGES as M } from '../utils/password-reset-messages';

/** 'Forgot password?': asks for the address and always answers the same way. */
export function ForgotPasswordPage() {
  const toast = useToast();
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useLingui();
  usePageMeta({
    title: t`Forgot password | SNAP/EBT Store Finder`,
    canonicalPath: '/auth/forgot-password',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address.toLowerCase())) {
      toast({ title: AUTH_MESSAGES.invalidEmail, variant: 'error' });
      return;
    }
    requestReset.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (error) => toast({ title: error.message || M.tryLater, variant: 'error' }),
    });
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      {sentTo ? (
        <Box role="status">
          <Typography component="h1" variant="h5" gutterBottom>
            {M.sentTitle}
          </Typography>
          <Typography sx={{ mb: 1 }}>{M.sent}</Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {M.sentNote}
          </Typography>
          <Button component={RouterLink} to="/auth" variant="contained" fullWidth>
            {M.backToSignIn}
          </Button>
        </Box>
      ) : (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          aria-labelledby="forgot-password-title"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography id="forgot-password-title" component="h1" variant="h5">
            {M.requestTitle}
          </Typography>
          <Typography color="text.secondary">{M.requestIntro}</Typography>
          <TextField
            label={t`Email`}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.emailMax } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={requestReset.isPending}>
            {requestReset.isPending ? t`Processing...` : M.requestButton}
          </Button>
          <Button component={RouterLink} to="/auth">
            {M.backToSignIn}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
