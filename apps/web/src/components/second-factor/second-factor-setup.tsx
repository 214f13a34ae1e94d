import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { GraphQLRequestError } from '@snap/api-client';
import { ACCOUNT_LIMITS } from '@snap/domain';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../lib/auth';
import {
  secondFactorStatusKey,
  useBeginSecondFactor,
  useConfirmSecondFactor,
} from '../../lib/second-factor';

type Step =
  | { name: 'start'; askPassword: boolean }
  | { name: 'scan'; secret: string; qrCode: string }
  | { name: 'codes'; codes: string[] };

/** Turning on two-step verification: scan the QR code (or type the key) into an authenticator app,
 * confirm with a code from it, then keep the ten recovery codes, shown this once. */
export function SecondFactorSetup({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const begin = useBeginSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [step, setStep] = useState<Step>({ name: 'start', askPassword: false });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const start = (event: FormEvent) => {
    event.preventDefault();
    begin.mutate(password, {
      onSuccess: (started) => setStep({ name: 'scan', ...started }),
      onError: (error) => {
        // The sign-in is older than 5 minutes: the server asks for the password again.
        if (error instanceof GraphQLRequestError && error.reasons.includes('reauthenticate'))
          setStep({ name: 'start', askPassword: true });
      },
    });
  };

  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: (codes) => setStep({ name: 'codes', codes }) });
  };

  if (step.name === 'codes')
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="success">
          <Trans>Two-step verification is on.</Trans>
        </Alert>
        <Typography component="h3" variant="h6">
          <Trans>Your recovery codes</Trans>
        </Typography>
        <Typography variant="body2">
          <Trans>
            Write these codes down or print them, and keep them somewhere safe. If you lose your
            phone, each code lets you sign in once. We will not show them again.
          </Trans>
        </Typography>
        <Box
          component="ul"
          aria-label={t`Recovery codes`}
          sx={{
            fontFamily: 'monospace',
            fontSize: '1.1rem',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 0.5,
            m: 0,
            pl: 3,
          }}
        >
          {step.codes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </Box>
        <Button
          variant="contained"
          onClick={() => {
            // Read again only now: the account (its roles) changes once the codes were seen.
            void queryClient.invalidateQueries({ queryKey: meQueryKey });
            void queryClient.invalidateQueries({ queryKey: secondFactorStatusKey });
            onDone();
          }}
          sx={{ alignSelf: 'flex-start' }}
        >
          <Trans>I saved my recovery codes</Trans>
        </Button>
      </Box>
    );

  if (step.name === 'scan')
    return (
      <Box
        component="form"
        onSubmit={turnOn}
        noValidate
        aria-label={t`Confirm two-step verification`}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}
      >
        <Typography variant="body2">
          <Trans>
            Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft
            Authenticator or 2FAS), then enter the 6-digit code it shows.
          </Trans>
        </Typography>
        <Box
          component="img"
          src={step.qrCode}
          alt={t`QR code for your authenticator app`}
          sx={{ width: 200, height: 200, bgcolor: 'common.white' }}
        />
        <Typography variant="body2">
          <Trans>Can't scan it? Type this key into the app:</Trans>{' '}
          <Box component="code" data-testid="second-factor-secret" sx={{ wordBreak: 'break-all' }}>
            {step.secret}
          </Box>
        </Typography>
        {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
        <TextField
          label={t`6-digit code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          required
        />
        <Button
          type="submit"
          variant="contained"
          disabled={confirm.isPending || code.trim().length !== 6}
          sx={{ alignSelf: 'flex-start' }}
        >
          {confirm.isPending ? t`Checking...` : t`Turn On`}
        </Button>
      </Box>
    );

  return (
    <Box
      component="form"
      onSubmit={start}
      noValidate
      aria-label={t`Set up two-step verification`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}
    >
      {begin.isError && <Alert severity="error">{begin.error.message}</Alert>}
      {step.askPassword && (
        <TextField
          label={t`Password`}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={begin.isPending || (step.askPassword && !password)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {begin.isPending ? t`Processing...` : t`Set Up Two-Step Verification`}
      </Button>
    </Box>
  );
}
