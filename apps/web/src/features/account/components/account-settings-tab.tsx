import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ACCOUNT_LIMITS, isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from '@snap/domain';
import { accessTokenStore } from '../../../lib/api-client';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { SessionsSection } from './sessions-section';
import { TwoStepSection } from './two-step-section';
import { useAccountLanguage, useUpdateAccountLanguage } from '../api/account-language';
import { useDeleteAccount } from '../api/delete-account';
import { passwordChangeProblem, PROFILE_MESSAGES } from '../utils/profile-messages';

/** Each language names itself, in its own language (so never translated). */
// eslint-disable-next-line lingui/no-unlocalized-strings
const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', es: 'Español' };

/** Change password (two fields), e-mail changes through support, the e-mails' language, two-step
 * verification, the signed-in sessions, and account deletion. */
export function AccountSettingsTab({ user }: { user: AuthUser }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ChangePasswordForm />
      <Divider />
      <Box>
        <Typography component="h3" variant="h6" gutterBottom>
          <Trans>Email Address</Trans>
        </Typography>
        <Typography variant="body2">{user.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans>
            To change your email address, please{' '}
            <Link component={RouterLink} to="/support">
              contact support
            </Link>
            .
          </Trans>
        </Typography>
      </Box>
      <Divider />
      <EmailLanguageSection userId={user.id} />
      <Divider />
      <TwoStepSection user={user} />
      <Divider />
      <SessionsSection />
      <Divider />
      <DeleteAccountSection />
    </Box>
  );
}

/** The language of the member's e-mails (chosen at sign-up from the page's language), saved as soon
 * as it is picked. */
function EmailLanguageSection({ userId }: { userId: string }) {
  const toast = useToast();
  const { t } = useLingui();
  const saved = useAccountLanguage(userId);
  const update = useUpdateAccountLanguage(userId);
  const shown = update.isPending ? update.variables : saved.data;
  const names: Record<SiteLanguage, string> = { en: t`English`, es: t`Spanish` };

  const choose = (value: string) => {
    if (!isSiteLanguage(value) || value === saved.data) return;
    update.mutate(value, {
      onSuccess: (language) => {
        const name = isSiteLanguage(language) ? names[language] : language;
        toast({
          title: PROFILE_MESSAGES.languageSaved,
          description: t`We will send your e-mails in ${name}.`,
        });
      },
      onError: (error) =>
        toast({
          title: PROFILE_MESSAGES.languageFailed,
          description: error.message || PROFILE_MESSAGES.tryLater,
          variant: 'error',
        }),
    });
  };

  return (
    <FormControl component="fieldset" disabled={saved.isPending || update.isPending}>
      <FormLabel component="legend" id="email-language-title">
        <Typography component="h3" variant="h6" color="text.primary">
          <Trans>Email Language</Trans>
        </Typography>
      </FormLabel>
      <RadioGroup
        aria-labelledby="email-language-title"
        aria-describedby="email-language-help"
        value={shown ?? ''}
        onChange={(_event, value) => choose(value)}
      >
        {SITE_LANGUAGES.map((language) => (
          <FormControlLabel
            key={language}
            value={language}
            control={<Radio />}
            label={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
          />
        ))}
      </RadioGroup>
      <FormHelperText id="email-language-help" sx={{ mx: 0 }}>
        <Trans>
          The language of the e-mails we send you: confirming your address, resetting your password
          and other account messages. It does not change the language of this site.
        </Trans>
      </FormHelperText>
      {saved.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {saved.error.message || PROFILE_MESSAGES.tryLater}
        </Alert>
      )}
    </FormControl>
  );
}

export function ChangePasswordForm() {
  const toast = useToast();
  const { t } = useLingui();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(password, confirmPassword);
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
        <Trans>Change Password</Trans>
      </Typography>
      <TextField
        label={t`Current Password`}
        type="password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        autoComplete="current-password"
        slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
      />
      <TextField
        label={t`New Password`}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="new-password"
        slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax } }}
      />
      <TextField
        label={t`Confirm New Password`}
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
        {change.isPending ? t`Updating...` : t`Update Password`}
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
  const { t } = useLingui();

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
        <Trans>Delete Account</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>
          Deleting your account removes your favorites and points. Your reviews and tips stay on
          store pages without your name.
        </Trans>
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        <Trans>Delete Account</Trans>
      </Button>
      <Dialog
        open={open}
        onClose={() => !remove.isPending && setOpen(false)}
        aria-labelledby="delete-account-title"
        maxWidth="xs"
        fullWidth
      >
        <Box component="form" onSubmit={confirm} noValidate>
          <DialogTitle id="delete-account-title">
            <Trans>Delete your account?</Trans>
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              <Trans>This cannot be undone. Enter your password to confirm.</Trans>
            </DialogContentText>
            {remove.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {remove.error.message}
              </Alert>
            )}
            <TextField
              label={t`Password`}
              type="password"
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={remove.isPending || password.length === 0}
            >
              {remove.isPending ? t`Deleting...` : t`Delete Account`}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
