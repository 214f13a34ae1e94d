import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accessTokenStore } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useToast } from '../../../lib/toast';
import { useSignOutEverywhere } from '../api/change-password';
import { useEndSession, useMySessions } from '../api/sessions';
import { PROFILE_MESSAGES } from '../utils/profile-messages';

/** Where the account is signed in (browser and device, when last used), with 'Sign out' on each
 * session and 'Sign Out Everywhere'. */
export function SessionsSection() {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  const sessions = useMySessions();
  const end = useEndSession();
  const everywhere = useSignOutEverywhere();
  const when = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const leave = async (title: string, description: string) => {
    accessTokenStore.set(null);
    await signOut().catch(() => undefined);
    queryClient.clear();
    toast({ title, description });
    navigate('/');
  };

  const endOne = (id: string, current: boolean) =>
    end.mutate(id, {
      onSuccess: () =>
        current
          ? leave(t`Signed out`, t`This session has ended.`)
          : toast({ title: t`Signed out`, description: t`That session has ended.` }),
      onError: (error) =>
        toast({
          title: PROFILE_MESSAGES.signOutFailed,
          description: error.message,
          variant: 'error',
        }),
    });

  const endAll = () =>
    everywhere.mutate(undefined, {
      onSuccess: () =>
        leave(
          t`Signed out everywhere`,
          t`Every session of your account has ended, on every device.`,
        ),
      onError: (error) =>
        toast({
          title: PROFILE_MESSAGES.signOutFailed,
          description: error.message || PROFILE_MESSAGES.signOutFailedDescription,
          variant: 'error',
        }),
    });

  return (
    <Box>
      <Typography id="sessions-title" component="h3" variant="h6" gutterBottom>
        <Trans>Sessions</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>
          Where your account is signed in. Lost a phone or signed in on a shared computer? Sign that
          session out, or every session of your account, this one included.
        </Trans>
      </Typography>
      {sessions.isError && <Alert severity="error">{sessions.error.message}</Alert>}
      <List aria-labelledby="sessions-title" dense>
        {(sessions.data ?? []).map((session) => {
          const browser = session.browser ?? t`Unknown browser`;
          const device = session.os ?? t`unknown device`;
          const lastUsed = when.format(new Date(session.lastUsedAt));
          return (
            <ListItem
              key={session.id}
              divider
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => endOne(session.id, session.current)}
                  disabled={end.isPending}
                  aria-label={t`Sign out ${browser} on ${device}`}
                >
                  <Trans>Sign out</Trans>
                </Button>
              }
            >
              <ListItemText
                primary={
                  <>
                    {t`${browser} on ${device}`}{' '}
                    {session.current && <Chip size="small" label={t`This device`} />}
                  </>
                }
                secondary={t`Last used ${lastUsed}`}
              />
            </ListItem>
          );
        })}
      </List>
      <Button variant="outlined" onClick={endAll} disabled={everywhere.isPending} sx={{ mt: 1 }}>
        {everywhere.isPending ? t`Signing out...` : t`Sign Out Everywhere`}
      </Button>
    </Box>
  );
}
