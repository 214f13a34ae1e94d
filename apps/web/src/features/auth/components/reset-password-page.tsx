import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ACCOUNT_LIMITS } from '@snap/domain';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useLinkToken } from '../hooks/use-link-token';
import { useToast } from '../../../lib/toast';
import { useResetPassword } from '../api/password-reset';
import { passwordChangeProblem } from '../utils/auth-validation';
import { RESET_SCREEN_MESSAGES as M } from '../utils/password-reset-messages';

/** Where the link in the reset e-mail leads: a new password (the rules and messages of product rule "Forgot password"). */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { t } = useLingui();
  usePageMeta({
    title: t`Choose a new password | SNAP/EBT Store Finder`,
    canonicalPath: '/auth/reset-password',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(password, confirmPassword);
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: 'error' });
      return;
    }
    reset.mutate(
      { token: token as string, password, confirmPassword },
      {
        onSuccess: () => {
          toast({ title: M.resetDoneTitle, description: M.resetDone });
          navigate('/auth', { replace: true });
        },
        onError: (error) =>
          toast({
            title: M.resetFailedTitle,
            description: error.message || M.tryLater,
            variant: 'error',
          }),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      {!token ? (
        <>
          <Typography component="h1" variant="h5" gutterBottom>
            {M.resetTitle}
          </Typography>
          <Alert severity="error" sx={{ mb: 3 }}>
            {M.missingToken}
          </Alert>
          <Button component={RouterLink} to="/auth/forgot-password" variant="contained" fullWidth>
            {M.askAgain}
          </Button>
        </>
      ) : (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          aria-labelledby="reset-password-title"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography id="reset-password-title" component="h1" variant="h5">
            {M.resetTitle}
          </Typography>
          <Typography color="text.secondary">{M.resetIntro}</Typography>
          {reset.isError && (
            <Alert severity="error">
              {reset.error.message || M.tryLater}{' '}
              <RouterLink to="/auth/forgot-password">{M.askAgain}</RouterLink>
            </Alert>
          )}
          <TextField
            label={t`New Password`}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="new-password"
            autoFocus
            required
            helperText={t`At least 8 characters`}
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
          />
          <TextField
            label={t`Confirm New Password`}
            type="password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            autoComplete="new-password"
            required
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
            {reset.isPending ? t`Processing...` : M.resetButton}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
