import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_LIMITS } from '@snap/domain';
import { SecondFactorSetup } from '../../../components/second-factor/second-factor-setup';
import type { AuthUser } from '../../../lib/auth';
import { useRemoveSecondFactor, useSecondFactorStatus } from '../../../lib/second-factor';
import { useToast } from '../../../lib/toast';

/** Two-step verification: members may turn it on; staff must (their role works only with it). Turning
 * it off asks for the password or a code again. */
export function TwoStepSection({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const toast = useToast();
  const status = useSecondFactorStatus();
  const remove = useRemoveSecondFactor();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [proof, setProof] = useState('');

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    const value = proof.trim();
    // Six digits are a code from the app; anything else is the password.
    const given = /^\d{6}$/.test(value) ? { code: value } : { password: proof };
    remove.mutate(given, {
      onSuccess: () => {
        setTurningOff(false);
        setProof('');
        toast({ title: t`Two-step verification is off` });
      },
    });
  };

  const enabled = status.data?.enabled ?? user.secondFactorEnabled;
  const left = status.data?.recoveryCodesLeft;
  return (
    <Box>
      <Typography component="h3" variant="h6" gutterBottom>
        <Trans>Two-Step Verification</Trans>
      </Typography>
      {user.secondFactorRequired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Trans>Your account has a staff role. It works once two-step verification is on.</Trans>
        </Alert>
      )}
      {enabled ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <Trans>On: signing in asks for a code from your authenticator app.</Trans>{' '}
            {left !== undefined && <Trans>Recovery codes left: {left}</Trans>}
          </Typography>
          {turningOff ? (
            <Box
              component="form"
              onSubmit={turnOff}
              noValidate
              aria-label={t`Turn off two-step verification`}
              sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}
            >
              {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
              <TextField
                label={t`Password or code from your app`}
                type="password"
                value={proof}
                onChange={(event) => setProof(event.target.value)}
                autoComplete="current-password"
                slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  type="submit"
                  color="error"
                  variant="contained"
                  disabled={remove.isPending || !proof}
                >
                  <Trans>Turn Off</Trans>
                </Button>
                <Button onClick={() => setTurningOff(false)} disabled={remove.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
              </Box>
            </Box>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
              <Trans>Turn Off Two-Step Verification</Trans>
            </Button>
          )}
        </>
      ) : settingUp ? (
        <SecondFactorSetup onDone={() => setSettingUp(false)} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <Trans>
              Add a second step to signing in: a code from an authenticator app on your phone, so a
              stolen password alone cannot open your account.
            </Trans>
          </Typography>
          <Button variant="outlined" onClick={() => setSettingUp(true)}>
            <Trans>Turn On Two-Step Verification</Trans>
          </Button>
        </>
      )}
    </Box>
  );
}
