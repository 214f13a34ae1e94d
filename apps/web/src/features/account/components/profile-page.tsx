import { Trans, useLingui } from '@lingui/react/macro';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useAuth, type AuthUser } from '../../../lib/auth';
import { intlLocale } from '../../../lib/i18n/i18n';
import { useFavoriteIds } from '../../../lib/favorites';
import { useToast } from '../../../lib/toast';
import { useMyStats } from '../api/points';
import {
  compactPoints,
  PROFILE_MESSAGES,
  PROFILE_TABS,
  type ProfileTab,
} from '../utils/profile-messages';
import { AccountSettingsTab } from './account-settings-tab';
import { AppPreferencesTab } from './app-preferences-tab';
import { HelpSupportTab } from './help-support-tab';
import { MyReviewsTab } from './my-reviews-tab';
import { PointsBadgesTab } from './points-badges-tab';
import { ProfileInfoTab } from './profile-info-tab';

/** Signed-in profile: a header with favorites and points, then six tabs (Profile Info first). */
export function ProfilePage({ user }: { user: AuthUser }) {
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<ProfileTab>('info');
  const { t, i18n } = useLingui();
  const current = PROFILE_TABS.find((entry) => entry.value === tab) ?? PROFILE_TABS[0];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ProfileHeader user={user} />
      <Paper
        variant="outlined"
        sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', overflow: 'hidden' }}
      >
        <Tabs
          orientation={isMobile ? 'horizontal' : 'vertical'}
          variant={isMobile ? 'scrollable' : 'standard'}
          allowScrollButtonsMobile
          value={tab}
          onChange={(_event, value: ProfileTab) => setTab(value)}
          aria-label={t`Profile sections`}
          sx={{
            borderRight: isMobile ? 0 : 1,
            borderBottom: isMobile ? 1 : 0,
            borderColor: 'divider',
            minWidth: isMobile ? undefined : 200,
            flexShrink: 0,
          }}
        >
          {PROFILE_TABS.map((entry) => (
            <Tab
              key={entry.value}
              value={entry.value}
              label={i18n._(entry.label)}
              id={`profile-tab-${entry.value}`}
              aria-controls={`profile-panel-${entry.value}`}
              sx={{ alignItems: isMobile ? 'center' : 'flex-start' }}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`profile-panel-${tab}`}
          aria-labelledby={`profile-tab-${tab}`}
          sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1, minWidth: 0 }}
        >
          <Typography component="h2" variant="h5" gutterBottom>
            {i18n._(current.label)}
          </Typography>
          {tab === 'info' && <ProfileInfoTab user={user} />}
          {tab === 'points' && <PointsBadgesTab />}
          {tab === 'reviews' && <MyReviewsTab />}
          {tab === 'settings' && <AccountSettingsTab user={user} />}
          {tab === 'preferences' && <AppPreferencesTab />}
          {tab === 'help' && <HelpSupportTab />}
        </Box>
      </Paper>
    </Box>
  );
}

/** E-mail initial, favorites count, compact points, 'View Favorites' and 'Sign Out'. */
function ProfileHeader({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const toast = useToast();
  const favorites = useFavoriteIds();
  const stats = useMyStats();
  const { t } = useLingui();
  const counts: Array<[string, string]> = [
    [t`Favorites`, favorites.data ? favorites.data.size.toLocaleString(intlLocale()) : '–'],
    [t`Points`, stats.data ? compactPoints(stats.data.total_points) : '–'],
  ];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <Avatar sx={{ bgcolor: 'secondary.main', width: 56, height: 56 }} aria-hidden>
        {user.email.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography component="h1" variant="h5" noWrap>
          {user.fullName || user.email}
        </Typography>
        <Typography color="text.secondary" noWrap>
          {user.email}
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0 }}>
        {counts.map(([label, value]) => (
          <Box key={label} sx={{ textAlign: 'center' }}>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/favorites" variant="contained">
          <Trans>View Favorites</Trans>
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            signOut().catch(() =>
              toast({
                title: PROFILE_MESSAGES.signOutFailed,
                description: PROFILE_MESSAGES.signOutFailedDescription,
                variant: 'error',
              }),
            )
          }
        >
          <Trans>Sign Out</Trans>
        </Button>
      </Box>
    </Paper>
  );
}
