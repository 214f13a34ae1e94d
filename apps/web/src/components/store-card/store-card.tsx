import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth';
import { recordStoreClick } from '../../lib/store-clicks';
import { isDelisted, listedOnText } from '../../lib/usda-dates';
import { closedCardText } from './closed-store-texts';
import { LazySignInPrompt } from '../dialogs/lazy-sign-in-prompt';
import { FavoriteButton } from './favorite-button';
import { RatingSummary } from './rating-summary';
import { DirectionsButton } from './directions-button';
import { ShareButton } from './share-button';
import {
  formatDistance,
  fullAddress,
  openStatus,
  openStatusText,
  storeTypeColor,
  storeUrl,
  type CardStore,
} from './store-card-utils';
import { StoreImage } from './store-image';
import { storeTypeName } from '../store-types/store-type-names';
import { IncentiveNote } from '../programs/incentive-note';

interface Props {
  store: CardStore;
  /** Grid view shows the same card narrower. */
  compact?: boolean;
}

/** Text links among the card's actions are touch targets of at least 24 px (WCAG 2.2 target size): when
 * a narrow card wraps them under the buttons, a 20 px line of text would sit too close to its neighbours. */
const TEXT_ACTION_SX = { minHeight: 24, display: 'inline-flex', alignItems: 'center' } as const;

export function StoreCard({ store, compact = false }: Props) {
  const theme = useTheme();
  const { user } = useAuth();
  const { t } = useLingui();
  const [claimPrompt, setClaimPrompt] = useState(false);
  const distance = formatDistance(store.distance_miles);
  const status = openStatus(store);
  const typeColor = theme.palette.storeType[storeTypeColor(store.Store_Type)];
  const detailPath = `/store/${encodeURIComponent(store.id)}`;
  // Review stats come with the search record and the newest tip is joined by the gateway for the whole
  // page in the same request, so a page of cards costs no extra call.
  const { average_rating: averageRating, review_count: reviewCount, latestComment } = store;
  // Only favorites hold a store that left USDA's list: it stays, marked, and is not shown as taking EBT.
  const delisted = isDelisted(store);
  const listed = delisted ? null : listedOnText(store.listed_on);

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`store-${store.id}-name`}
      sx={{ height: '100%' }}
    >
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: compact ? 'column' : { xs: 'column', sm: 'row' },
          gap: 2,
          '&:last-child': { pb: 2 },
        }}
      >
        <Box sx={{ width: compact ? '100%' : { xs: '100%', sm: 120 }, flexShrink: 0 }}>
          <StoreImage storeType={store.Store_Type} name={store.Store_Name} />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
          >
            <Typography
              id={`store-${store.id}-name`}
              component="h3"
              variant="h6"
              sx={{ fontSize: 18, lineHeight: 1.3, wordBreak: 'break-word' }}
            >
              <Link
                component={RouterLink}
                to={detailPath}
                underline="hover"
                color="text.primary"
                onClick={user ? () => recordStoreClick(store) : undefined}
              >
                {store.Store_Name}
              </Link>
            </Typography>
            <FavoriteButton storeId={store.id} />
          </Stack>
          <RatingSummary rating={averageRating} count={reviewCount} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
            <Chip
              size="small"
              label={storeTypeName(store.Store_Type)}
              sx={{ bgcolor: typeColor, color: theme.palette.getContrastText(typeColor) }}
            />
            {delisted ? (
              <Chip
                size="small"
                variant="outlined"
                label={closedCardText(store)}
                sx={{ borderColor: 'error.main', color: 'error.dark', maxWidth: '100%' }}
              />
            ) : (
              <Chip
                size="small"
                label={t`EBT Accepted`}
                sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}
              />
            )}
            <Chip
              size="small"
              variant="outlined"
              label={openStatusText(status)}
              sx={
                status === 'Open Now'
                  ? { borderColor: 'success.main', color: 'success.dark' }
                  : status === 'Closed'
                    ? { borderColor: 'error.main', color: 'error.dark' }
                    : undefined
              }
            />
          </Stack>
          {store.restaurantMeals && (
            <Box
              role="note"
              sx={{
                p: 1,
                mb: 1,
                borderRadius: 1,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                <Trans>Restaurant Meals Program: hot meals can be bought with EBT here.</Trans>
              </Typography>
            </Box>
          )}
          {store.produceIncentive && !delisted && (
            <IncentiveNote
              program={store.produceIncentive}
              grantee={store.Grantee_Name}
              state={store.State}
            />
          )}
          <Typography variant="body2">
            {fullAddress(store)}
            {distance && <Box component="span" sx={{ fontWeight: 600 }}>{` · ${distance}`}</Box>}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {store.phone ? (
              <Link href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</Link>
            ) : (
              t`Phone coming soon`
            )}
            {store.website && (
              <>
                {' · '}
                <Link href={store.website} target="_blank" rel="noopener noreferrer">
                  <Trans>Website</Trans>
                </Link>
              </>
            )}
          </Typography>
          {listed && (
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
              {listed}
            </Typography>
          )}
          {latestComment && (
            <Typography
              variant="body2"
              component="blockquote"
              sx={{
                m: 0,
                mt: 1,
                pl: 1,
                borderLeft: 3,
                borderColor: 'divider',
                fontStyle: 'italic',
                wordBreak: 'break-word',
              }}
            >
              “{latestComment.comment_text}” — {latestComment.user_name}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
          >
            <ShareButton url={storeUrl(store.id)} title={store.Store_Name} />
            <DirectionsButton store={store} size="small" />
            {user ? (
              <Link
                component={RouterLink}
                to={`${detailPath}?action=claim`}
                variant="body2"
                sx={TEXT_ACTION_SX}
              >
                <Trans>Claim this Business</Trans>
              </Link>
            ) : (
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() => setClaimPrompt(true)}
                sx={TEXT_ACTION_SX}
              >
                <Trans>Claim this Business</Trans>
              </Link>
            )}
            <Link
              component={RouterLink}
              to={`${detailPath}?action=report`}
              variant="body2"
              color="text.secondary"
              sx={TEXT_ACTION_SX}
            >
              <Trans>Report a Problem</Trans>
            </Link>
          </Stack>
        </Box>
      </CardContent>
      <LazySignInPrompt
        open={claimPrompt}
        onClose={() => setClaimPrompt(false)}
        action={t`claim this business`}
      />
    </Card>
  );
}
