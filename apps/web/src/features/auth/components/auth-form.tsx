import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { GraphQLRequestError } from '@snap/api-client';
import { useAuth } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import {
  AUTH_INPUT_LIMITS,
  AUTH_MESSAGES,
  authErrorMessage,
  PASSWORD_MIN,
  PROFILE_FORM_MESSAGES,
  profileFormFailure,
  validateAuthForm,
} from '../utils/auth-validation';

/** Sign in / sign up with a toggle; sign-up adds Full Name and ends on 'Check your email'. The profile
 * area's copy asks for both fields first ('Missing information') and names the failed action
 * ('Sign in failed' / 'Sign up failed'), one toast at a time. */
export function AuthForm({
  onSignedIn,
  area = 'auth-page',
}: {
  onSignedIn?: () => void;
  area?: 'auth-page' | 'profile';
}) {
  const { signIn, signUp } = useAuth();
  const { t } = useLingui();
  const toast = useToast();
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [values, setValues] = useState({ email: '', password: '', fullName: '' });
  const [submitting, setSubmitting] = useState(false);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  // The account has two-step verification: the same form asks for a code from the app.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (area === 'profile' && (!values.email.trim() || !values.password)) {
      toast({
        title: PROFILE_FORM_MESSAGES.missingTitle,
        description: PROFILE_FORM_MESSAGES.missingDescription,
        variant: 'error',
        system: 'first',
      });
      return;
    }
    const errors = validateAuthForm(mode, values);
    if (errors.length > 0) {
      toast({
        title: errors.join(', '),
        variant: 'error',
        system: area === 'profile' ? 'first' : 'second',
      });
      return;
    }
    setSubmitting(true);
    try {
      if (mode === 'signin') {
        await signIn(values.email.trim(), values.password, askCode ? code : undefined);
        toast(AUTH_MESSAGES.welcomeBack);
        onSignedIn?.();
      } else {
        await signUp(values.email.trim(), values.password, values.fullName.trim());
        toast(AUTH_MESSAGES.accountCreated);
        setCheckEmail(values.email.trim());
      }
    } catch (error) {
      if (
        error instanceof GraphQLRequestError &&
        error.reasons.includes('second-factor-required') &&
        !askCode
      ) {
        // The password was right; now the code (no error toast: this is the next step).
        setAskCode(true);
        return;
      }
      if (area === 'profile')
        toast({ ...profileFormFailure(mode, error), variant: 'error', system: 'first' });
      else toast({ title: authErrorMessage(error), variant: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  if (checkEmail) {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
        <Typography component="h2" variant="h5" gutterBottom>
          <Trans>Check your email</Trans>
        </Typography>
        <Typography color="text.secondary">{t`We sent a confirmation link to ${checkEmail}. Open it to verify your account, then sign in.`}</Typography>
        <Button
          sx={{ mt: 2 }}
          onClick={() => {
            setCheckEmail(null);
            setMode('signin');
          }}
        >
          <Trans>Back to sign in</Trans>
        </Button>
      </Box>
    );
  }

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={mode === 'signin' ? t`Sign in` : t`Create account`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography component="h1" variant="h5">
        {mode === 'signin' ? t`Sign In` : t`Create Account`}
      </Typography>
      {mode === 'signup' && (
        <TextField
          label={t`Full Name`}
          value={values.fullName}
          onChange={set('fullName')}
          autoComplete="name"
          required
          slotProps={{ htmlInput: { maxLength: AUTH_INPUT_LIMITS.fullNameMax } }}
        />
      )}
      <TextField
        label={t`Email`}
        type="email"
        value={values.email}
        onChange={set('email')}
        autoComplete="email"
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: AUTH_INPUT_LIMITS.emailMax } }}
      />
      <TextField
        label={t`Password`}
        type="password"
        value={values.password}
        onChange={set('password')}
        autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
        required
        slotProps={{
          htmlInput: { minLength: PASSWORD_MIN, maxLength: AUTH_INPUT_LIMITS.passwordMax },
        }}
        helperText={mode === 'signup' ? t`At least 8 characters` : undefined}
      />
      {mode === 'signin' && askCode && (
        <TextField
          label={t`Authentication code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          autoFocus
          required
          helperText={t`The 6-digit code from your authenticator app, or one of your recovery codes`}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
      )}
      {mode === 'signin' && (
        <Link
          component={RouterLink}
          to="/auth/forgot-password"
          variant="body2"
          sx={{ alignSelf: 'flex-end' }}
        >
          <Trans>Forgot password?</Trans>
        </Link>
      )}
      <Button type="submit" variant="contained" disabled={submitting} size="large">
        {submitting ? t`Processing...` : mode === 'signin' ? t`Sign In` : t`Sign Up`}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {mode === 'signin' ? t`Don't have an account?` : t`Already have an account?`}{' '}
        <Link
          component="button"
          type="button"
          onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}
        >
          {mode === 'signin' ? t`Sign up` : t`Sign in`}
        </Link>
      </Typography>
    </Box>
  );
}
