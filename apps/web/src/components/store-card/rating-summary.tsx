import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CardIcon } from './card-icons';
import { formatRating } from './store-card-utils';

/** Stars 1 to 5 with the average to one decimal, or 'No reviews yet' (plain markup styled by the card's
 * classes, store-card-styles.tsx: it is on every card). */
export function RatingSummary({
  rating,
  count,
}: {
  rating: number | null | undefined;
  count: number;
}) {
  if (rating == null || count === 0) {
    return (
      <p className="sc-text sc-muted">
        <Trans>No reviews yet</Trans>
      </p>
    );
  }
  const rounded = Math.round(rating * 2) / 2;
  const rated = formatRating(rating);
  return (
    <div
      className="sc-stars"
      aria-label={t`Rated ${rated} out of 5 from ${count} reviews`}
      role="img"
    >
      <span className="sc-star-row" aria-hidden>
        {[1, 2, 3, 4, 5].map((star) => (
          <CardIcon
            key={star}
            name={rounded >= star ? 'star' : rounded >= star - 0.5 ? 'starHalf' : 'starBorder'}
          />
        ))}
      </span>
      <span className="sc-text" aria-hidden>
        {rated} ({count})
      </span>
    </div>
  );
}
