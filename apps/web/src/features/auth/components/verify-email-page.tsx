import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { GraphQLRequestError } from '@snap/api-client';
import { ACCOUNT_LIMITS } from '@snap/domain';
import { PageLoading } from '../../../components/layouts/app-layout';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useLinkToken } from '../hooks/use-link-token';
import {
  useVerifyEmail,
  useVerifyEmailWithPassword,
  VERIFY_LINK_INVALID,
} from '../api/verify-email';

/** Where the link in the confirmation e-mail leads. The link proves the mailbox; the account is
 * confirmed for its own signed-in session or with the password it was made with, so whoever opens
 * a link for an account someone else made is sent to 'Forgot password?' instead of confirming it. */
export function VerifyEmailPage() {
  const token = useLinkToken();
  const verification = useVerifyEmail(token);
  const withPassword = useVerifyEmailWithPassword();
  const [password, setPassword] = useState('');
  const { t, i18n } = useLingui();
  usePageMeta({
    title: t`Confirm your e-mail | SNAP/EBT Store Finder`,
    canonicalPath: '/auth/verify',
  });
  if (token && verification.isPending) return <PageLoading />;
  const confirmed =
    verification.data?.emailConfirmedAt ?? withPassword.data?.emailConfirmedAt ?? null;
  const failure = withPassword.error ?? verification.error;
  const problem = failure?.message;
  // Only the server's 'password-needed' reason asks for the password; any other failure (a spent or
  // old link) ends here, whatever language the message is in.
  const linkSpent =
    !token ||
    !problem ||
    !(failure instanceof GraphQLRequestError && failure.reasons.includes('password-needed'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token && password) withPassword.mutate({ token, password });
  };

  if (confirmed)
    return (
      <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          <Trans>Your e-mail is confirmed</Trans>
        </Typography>
        <Typography sx={{ mb: 3 }}>
          <Trans>Thank you! Your e-mail address is verified. You can sign in now.</Trans>
        </Typography>
        <Button component={RouterLink} to="/auth" variant="contained" fullWidth>
          <Trans>Sign in</Trans>
        </Button>
      </Paper>
    );

  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {linkSpent ? t`We could not confirm your e-mail` : t`Confirm your e-mail`}
      </Typography>
      <Alert severity={linkSpent ? 'error' : 'info'} sx={{ mb: 3 }}>
        {problem ?? i18n._(VERIFY_LINK_INVALID)}
      </Alert>
      {linkSpent ? (
        <Button component={RouterLink} to="/auth" variant="contained" fullWidth>
          <Trans>Sign in</Trans>
        </Button>
      ) : (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          aria-label={t`Confirm your e-mail`}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            label={t`Password`}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={withPassword.isPending || !password}
          >
            {withPassword.isPending ? t`Processing...` : t`Confirm`}
          </Button>
          <Link component={RouterLink} to="/auth/forgot-password" variant="body2">
            <Trans>Forgot password?</Trans>
          </Link>
        </Box>
      )}
    </Paper>
  );
}
