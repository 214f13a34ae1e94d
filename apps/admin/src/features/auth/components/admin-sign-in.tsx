import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { GraphQLRequestError } from '@snap/api-client/admin';
import { useAdminSession } from '../admin-session';

export const ADMIN_SIGN_IN_MESSAGES = {
  notAdmin: 'This account does not have access to the back-office.',
  missing: 'Please enter both email and password.',
} as const;

export function AdminSignIn() {
  const { notice, signIn, signOut } = useAdminSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Staff accounts have two-step verification: the same form then asks for a code from the app.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(ADMIN_SIGN_IN_MESSAGES.missing);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const user = await signIn(email.trim(), password, askCode ? code.trim() : undefined);
      // Staff without two-step verification stay signed in: the next screen sets it up.
      if (!user.isAdmin && !user.isModerator && !user.secondFactorRequired) {
        await signOut();
        setError(ADMIN_SIGN_IN_MESSAGES.notAdmin);
      }
    } catch (failure) {
      if (
        failure instanceof GraphQLRequestError &&
        failure.reasons.includes('second-factor-required') &&
        !askCode
      ) {
        setAskCode(true);
        return;
      }
      setError(
        failure instanceof Error
          ? failure.message
          : 'An unexpected error occurred. Please try again.',
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 420, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label="Back-office sign in"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography component="h1" variant="h5">
          Back-office Sign In
        </Typography>
        {notice && !error && <Alert severity="info">{notice}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {askCode && (
          <TextField
            label="Authentication code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            helperText="The 6-digit code from your authenticator app, or one of your recovery codes"
            autoFocus
            slotProps={{ htmlInput: { maxLength: 20 } }}
          />
        )}
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? 'Processing...' : 'Sign In'}
        </Button>
      </Box>
    </Paper>
  );
}
