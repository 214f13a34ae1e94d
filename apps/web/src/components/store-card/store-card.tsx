import { Trans, useLingui } from '@lingui/react/macro';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth';
import { recordStoreClick } from '../../lib/store-clicks';
import { isDelisted, listedOnText } from '../../lib/usda-dates';
import { closedCardText } from './closed-store-texts';
import { LazySignInPrompt } from '../dialogs/lazy-sign-in-prompt';
import { CardIcon } from './card-icons';
import { FavoriteButton } from './favorite-button';
import { RatingSummary } from './rating-summary';
import {
  directionsUrl,
  formatDistance,
  fullAddress,
  openStatus,
  openStatusText,
  storeTypeColor,
  storeUrl,
  type CardStore,
} from './store-card-utils';
import { StoreImage } from './store-image';
import { useShareLink } from './use-share-link';
import { storeTypeName } from '../store-types/store-type-names';
import { IncentiveNote } from '../programs/incentive-note';

interface Props {
  store: CardStore;
  /** Grid view shows the same card narrower. */
  compact?: boolean;
}

/** One store in a list: plain markup with the classes of store-card-styles.tsx (a page repeats it up
 * to 50 times; MUI's per-component styling was most of a search page's render time). */
export function StoreCard({ store, compact = false }: Props) {
  const theme = useTheme();
  const { user } = useAuth();
  const { t } = useLingui();
  const [claimPrompt, setClaimPrompt] = useState(false);
  const title = store.Store_Name;
  const shareLink = useShareLink(storeUrl(store.id), title);
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
  const statusClass = status === 'Open Now' ? ' sc-good' : status === 'Closed' ? ' sc-bad' : '';

  return (
    <article className="sc" aria-labelledby={`store-${store.id}-name`}>
      <div className={compact ? 'sc-body' : 'sc-body sc-wide'}>
        <div className="sc-pic">
          <StoreImage storeType={store.Store_Type} name={store.Store_Name} />
        </div>
        <div className="sc-main">
          <div className="sc-head">
            <h3 id={`store-${store.id}-name`} className="sc-name">
              {/* A store's name is a name: translators and translation tools leave it as written. */}
              <RouterLink
                translate="no"
                to={detailPath}
                onClick={user ? () => recordStoreClick(store) : undefined}
              >
                {store.Store_Name}
              </RouterLink>
            </h3>
            <FavoriteButton storeId={store.id} />
          </div>
          <RatingSummary rating={averageRating} count={reviewCount} />
          <div className="sc-chips">
            <span
              className="sc-chip"
              style={{ background: typeColor, color: theme.palette.getContrastText(typeColor) }}
            >
              {storeTypeName(store.Store_Type)}
            </span>
            {delisted ? (
              <span className="sc-chip sc-outlined sc-bad">{closedCardText(store)}</span>
            ) : (
              <span className="sc-chip sc-ebt">{t`EBT Accepted`}</span>
            )}
            <span className={`sc-chip sc-outlined${statusClass}`}>{openStatusText(status)}</span>
          </div>
          {store.restaurantMeals && (
            <p role="note" className="sc-meals">
              <Trans>Restaurant Meals Program: hot meals can be bought with EBT here.</Trans>
            </p>
          )}
          {store.produceIncentive && !delisted && (
            <IncentiveNote
              program={store.produceIncentive}
              grantee={store.Grantee_Name}
              state={store.State}
            />
          )}
          <p className="sc-text">
            {fullAddress(store)}
            {distance && <span className="sc-strong">{` · ${distance}`}</span>}
          </p>
          <p className="sc-text sc-muted sc-gap">
            {store.phone ? (
              <a className="sc-link" href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>
                {store.phone}
              </a>
            ) : (
              t`Phone coming soon`
            )}
            {store.website && (
              <>
                {' · '}
                <a
                  className="sc-link"
                  href={store.website}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Website</Trans>
                </a>
              </>
            )}
          </p>
          {listed && <p className="sc-caption">{listed}</p>}
          {latestComment && (
            <blockquote className="sc-quote">
              “{latestComment.comment_text}” — {latestComment.user_name}
            </blockquote>
          )}
          <div className="sc-actions">
            <button
              type="button"
              className="sc-action"
              onClick={shareLink.share}
              aria-label={t`Share ${title}`}
            >
              <CardIcon name="share" />
              {shareLink.label}
            </button>
            <a
              className="sc-action"
              href={directionsUrl(store)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <CardIcon name="directions" />
              <Trans>Directions</Trans>
            </a>
            {user ? (
              <RouterLink className="sc-text-action" to={`${detailPath}?action=claim`}>
                <Trans>Claim this Business</Trans>
              </RouterLink>
            ) : (
              <button type="button" className="sc-text-action" onClick={() => setClaimPrompt(true)}>
                <Trans>Claim this Business</Trans>
              </button>
            )}
            <RouterLink className="sc-text-action sc-muted" to={`${detailPath}?action=report`}>
              <Trans>Report a Problem</Trans>
            </RouterLink>
          </div>
        </div>
      </div>
      <LazySignInPrompt
        open={claimPrompt}
        onClose={() => setClaimPrompt(false)}
        action={t`claim this business`}
      />
    </article>
  );
}
