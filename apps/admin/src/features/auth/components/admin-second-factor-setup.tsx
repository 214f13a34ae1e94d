import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { graphql, GraphQLRequestError } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';
import { useAdminSession } from '../admin-session';

const AdminBeginSecondFactor = graphql(`
  mutation AdminBeginSecondFactor($password: String) {
    beginSecondFactor(password: $password) {
      secret
      qrCode
    }
  }
`);

const AdminConfirmSecondFactor = graphql(`
  mutation AdminConfirmSecondFactor($code: String!) {
    confirmSecondFactor(code: $code)
  }
`);

type Step =
  | { name: 'start'; askPassword: boolean }
  | { name: 'scan'; secret: string; qrCode: string }
  | { name: 'codes'; codes: string[] };

/** Admins and moderators work in the back-office only with two-step verification on (the server
 * refuses every staff operation before): shown after their sign-in until it is. */
export function AdminSecondFactorSetup() {
  const { reload, signOut } = useAdminSession();
  const [step, setStep] = useState<Step>({ name: 'start', askPassword: false });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const begin = useMutation({
    mutationFn: async () =>
      (await request(AdminBeginSecondFactor, { password: password || null })).beginSecondFactor,
  });
  const confirm = useMutation({
    mutationFn: async () =>
      (await request(AdminConfirmSecondFactor, { code: code.trim() })).confirmSecondFactor,
  });

  const start = (event: FormEvent) => {
    event.preventDefault();
    begin.mutate(undefined, {
      onSuccess: (started) => setStep({ name: 'scan', ...started }),
      onError: (error) => {
        if (error instanceof GraphQLRequestError && error.reasons.includes('reauthenticate'))
          setStep({ name: 'start', askPassword: true });
      },
    });
  };
  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(undefined, { onSuccess: (codes) => setStep({ name: 'codes', codes }) });
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography component="h1" variant="h5">
          Turn on two-step verification
        </Typography>
        {step.name === 'codes' ? (
          <>
            <Alert severity="success">Two-step verification is on.</Alert>
            <Typography component="h2" variant="h6">
              Your recovery codes
            </Typography>
            <Typography variant="body2">
              Write these codes down or print them, and keep them somewhere safe. If you lose your
              phone, each code lets you sign in once. They will not be shown again.
            </Typography>
            <Box
              component="ul"
              aria-label="Recovery codes"
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
              onClick={() => void reload()}
              sx={{ alignSelf: 'flex-start' }}
            >
              I saved my recovery codes
            </Button>
          </>
        ) : step.name === 'scan' ? (
          <Box
            component="form"
            onSubmit={turnOn}
            noValidate
            aria-label="Confirm two-step verification"
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <Typography variant="body2">
              Scan this QR code with an authenticator app, then enter the 6-digit code it shows.
            </Typography>
            <Box
              component="img"
              src={step.qrCode}
              alt="QR code for your authenticator app"
              sx={{ width: 200, height: 200, bgcolor: 'common.white' }}
            />
            <Typography variant="body2">
              Can&apos;t scan it? Type this key into the app:{' '}
              <Box
                component="code"
                data-testid="second-factor-secret"
                sx={{ wordBreak: 'break-all' }}
              >
                {step.secret}
              </Box>
            </Typography>
            {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
            <TextField
              label="6-digit code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={confirm.isPending || code.trim().length !== 6}
              sx={{ alignSelf: 'flex-start' }}
            >
              {confirm.isPending ? 'Checking...' : 'Turn On'}
            </Button>
          </Box>
        ) : (
          <Box
            component="form"
            onSubmit={start}
            noValidate
            aria-label="Set up two-step verification"
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <Typography color="text.secondary">
              Your account has a staff role. Staff sign in with a code from an authenticator app as
              well as the password: the back-office opens once two-step verification is on.
            </Typography>
            {begin.isError && <Alert severity="error">{begin.error.message}</Alert>}
            {step.askPassword && (
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={begin.isPending || (step.askPassword && !password)}
              >
                {begin.isPending ? 'Processing...' : 'Set Up Two-Step Verification'}
              </Button>
              <Button onClick={() => void signOut()}>Sign out</Button>
            </Box>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
