import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PhoneIcon from '@mui/icons-material/Phone';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { DirectionsButton } from '../../../components/store-card/directions-button';
import { FavoriteButton } from '../../../components/store-card/favorite-button';
import { RatingSummary } from '../../../components/store-card/rating-summary';
import { ShareButton } from '../../../components/store-card/share-button';
import { isDelisted, listedOnText } from '../../../lib/usda-dates';
import { PriceLevel } from './store-enrichment-cards';
import {
  fullAddress,
  openStatus,
  openStatusText,
  storeTypeColor,
  storeUrl,
  type CardStore,
} from '../../../components/store-card/store-card-utils';
import { storeTypeName } from '../../../components/store-types/store-type-names';

interface Props {
  store: CardStore;
  /** The provider's price level 1-4, once the store is enriched. */
  priceLevel?: number | null;
  onClaim: () => void;
  onReport: () => void;
}

/** Name, type, address, open state (only with hours data), rating, favorite, share, call, website,
 * directions (a maps search by name and address, as on the cards) and the 'Claim Business' / 'Report
 * Issue' menu. */
export function StoreSummaryCard({ store, priceLevel, onClaim, onReport }: Props) {
  const theme = useTheme();
  const { t } = useLingui();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const typeColor = theme.palette.storeType[storeTypeColor(store.Store_Type)];
  const status = openStatus(store);
  const hasHours = store.openNow != null || Boolean(store.weeklyHours?.length);
  // A store that left USDA's list is never shown as taking EBT (the page says since when, above).
  const delisted = isDelisted(store);
  const listed = delisted ? null : listedOnText(store.listed_on);
  const menuId = `store-${store.id}-menu`;
  const pick = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };

  return (
    <Card variant="outlined" component="section" aria-label={t`Store summary`}>
      <CardContent>
        {/* Wraps on a narrow phone: the favorite and ⋮ buttons go below the badges, inside the card. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={storeTypeName(store.Store_Type)}
              sx={{ bgcolor: typeColor, color: theme.palette.getContrastText(typeColor) }}
            />
            {!delisted && (
              <Chip
                size="small"
                label={t`EBT Accepted`}
                sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}
              />
            )}
            {hasHours && status !== 'Hours coming soon' && (
              <Chip
                size="small"
                variant="outlined"
                label={openStatusText(status)}
                sx={
                  status === 'Open Now'
                    ? { borderColor: 'success.main', color: 'success.dark' }
                    : { borderColor: 'error.main', color: 'error.dark' }
                }
              />
            )}
          </Stack>
          <Box sx={{ display: 'flex', flexShrink: 0, ml: 'auto' }}>
            <FavoriteButton storeId={store.id} variant="button" />
            <IconButton
              aria-label={t`More actions`}
              aria-controls={menuAnchor ? menuId : undefined}
              aria-haspopup="true"
              aria-expanded={Boolean(menuAnchor)}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu
              id={menuId}
              anchorEl={menuAnchor}
              open={Boolean(menuAnchor)}
              onClose={() => setMenuAnchor(null)}
            >
              <MenuItem onClick={pick(onClaim)}>
                <Trans>Claim Business</Trans>
              </MenuItem>
              <MenuItem onClick={pick(onReport)}>
                <Trans>Report Issue</Trans>
              </MenuItem>
            </Menu>
          </Box>
        </Stack>
        <Typography sx={{ mt: 1 }}>{fullAddress(store)}</Typography>
        {listed && (
          <Typography variant="caption" component="p" color="text.secondary">
            {listed}
          </Typography>
        )}
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <RatingSummary rating={store.average_rating} count={store.review_count} />
          <PriceLevel level={priceLevel} />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          {store.phone && (
            <Button
              variant="contained"
              startIcon={<PhoneIcon />}
              href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
            >
              <Trans>Call Now</Trans>
            </Button>
          )}
          {store.website && (
            <Button
              variant="outlined"
              startIcon={<LanguageIcon />}
              href={store.website}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>Website</Trans>
            </Button>
          )}
          <DirectionsButton store={store} variant="outlined" />
          <ShareButton url={storeUrl(store.id)} title={store.Store_Name} />
        </Stack>
      </CardContent>
    </Card>
  );
}
