import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../components/layouts/app-layout';
import { intlLocale } from '../../../lib/i18n/i18n';
import { useBadges, useMyBadges, useMyStats } from '../api/points';
import { USER_STORE_REASONS, useUserStores } from '../api/user-stores';
import { CONTRIBUTION_CARDS_SHOWN, splitShown } from '../utils/profile-messages';
import { BadgeCard } from './badge-card';
import { badgeName } from '../utils/badge-texts';

/** Totals from the user's stats, earned badges, every badge with progress, and the stores they helped. */
export function PointsBadgesTab() {
  const stats = useMyStats();
  const myBadges = useMyBadges();
  const badges = useBadges();
  const stores = useUserStores();
  const { t, i18n } = useLingui();

  if (stats.isPending || badges.isPending) return <PageLoading />;
  if (stats.isError || badges.isError)
    return (
      <Alert severity="error">
        <Trans>Error loading your points. Please try again later.</Trans>
      </Alert>
    );

  const totals: Array<[string, number]> = [
    [t`Total Points`, stats.data.total_points],
    [t`Contributions`, stats.data.total_contributions],
    [t`Stores Helped`, stats.data.stores_contributed_to],
    [t`Verified Contributions`, stats.data.verified_contributions],
  ];
  const earned = myBadges.data ?? [];
  const earnedAt = new Map(earned.map((entry) => [entry.badge.id, entry.earned_at]));
  const { shown, more } = splitShown(stores.data ?? [], CONTRIBUTION_CARDS_SHOWN);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1.5,
          m: 0,
        }}
      >
        {totals.map(([label, value]) => (
          <Card key={label} variant="outlined">
            <CardContent sx={{ textAlign: 'center', '&:last-child': { pb: 2 } }}>
              <Typography
                component="dd"
                variant="h5"
                sx={{ m: 0, fontWeight: 700, color: 'primary.main' }}
              >
                {value.toLocaleString(intlLocale())}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>

      <Box component="section" aria-labelledby="earned-badges-title">
        <Typography id="earned-badges-title" component="h3" variant="h6" gutterBottom>
          <Trans>Earned Badges</Trans>
        </Typography>
        {earned.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>
              No badges yet. Review stores, add photos, phone numbers or hours to earn your first
              one.
            </Trans>
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {earned.map((entry) => (
              <Box
                component="li"
                key={entry.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  px: 1.5,
                  py: 0.5,
                  borderRadius: 4,
                  bgcolor: 'success.main',
                  color: 'success.contrastText',
                }}
              >
                <span aria-hidden>{entry.badge.icon}</span>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {badgeName(entry.badge)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="all-badges-title">
        <Typography id="all-badges-title" component="h3" variant="h6" gutterBottom>
          <Trans>All Badges</Trans>
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
            gap: 1.5,
          }}
        >
          {badges.data.map((badge) => (
            <BadgeCard
              key={badge.id}
              badge={{
                id: badge.id,
                name: badge.name,
                description: badge.description,
                icon: badge.icon,
                contributionsRequired: badge.contributions_required,
              }}
              contributions={stats.data.total_contributions}
              earnedAt={earnedAt.get(badge.id) ?? (badge.earned ? badge.earned_at : null)}
            />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="contributions-title">
        <Typography id="contributions-title" component="h3" variant="h6" gutterBottom>
          <Trans>Your Stores</Trans>
        </Typography>
        {shown.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>Stores you save or review show up here.</Trans>
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 1.5,
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {shown.map((store) => (
              <Card component="li" key={store.id} variant="outlined">
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <Link
                    component={RouterLink}
                    to={`/store/${encodeURIComponent(store.id)}`}
                    sx={{ fontWeight: 600 }}
                  >
                    {store.name}
                  </Link>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                  >{`${store.city}, ${store.state}`}</Typography>
                  <Typography variant="caption">
                    {store.reasons.map((reason) => i18n._(USER_STORE_REASONS[reason])).join(' · ')}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
        {more > 0 && (
          <Typography sx={{ mt: 1 }}>
            {plural(more, { one: 'And # more store', other: 'And # more stores' })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
