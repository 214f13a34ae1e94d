import { intlLocale } from '../../../lib/i18n/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../components/layouts/app-layout';
import { useBadges, useMyBadges, useMyStats } from '../api/points';
import { useUserStores } from '../api/user-stores';
import { CONTRIBUTION_CARDS_SHOWN, splitShown } from '../utils/profile-messages';
import { BadgeCard } from './badge-card';

/** Totals from the user's stats, earned badges, every badge with progress, and the stores they helped. */
export function PointsBadgesTab() {
  const stats = useMyStats();
  const myBadges = useMyBadges();
  const badges = useBadges();
  const stores = useUserStores();

  if (stats.isPending || badges.isPending) return <PageLoading />;
  if (stats.isError || badges.isError)
    return <Alert severity="error">Error loading your points. Please try again later.</Alert>;

  const totals: Array<[string, number]> = [
    ['Total Points', stats.data.total_points],
    ['Contributions', stats.data.total_contributions],
    ['Stores Helped', stats.data.stores_contributed_to],
    ['Verified Contributions', stats.data.verified_contributions],
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
          Earned Badges
        </Typography>
        {earned.length === 0 ? (
          <Typography color="text.secondary">
            No badges yet. Review stores, add photos, phone numbers or hours to earn your first one.
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
                  {entry.badge.name}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="all-badges-title">
        <Typography id="all-badges-title" component="h3" variant="h6" gutterBottom>
          All Badges
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
          Your Stores
        </Typography>
        {shown.length === 0 ? (
          <Typography color="text.secondary">Stores you save or review show up here.</Typography>
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
                  <Typography variant="caption">{store.reasons.join(' · ')}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
        {more > 0 && <Typography sx={{ mt: 1 }}>{`And ${more} more stores`}</Typography>}
      </Box>
    </Box>
  );
}
