import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import { formatRating } from './store-card-utils';

/** Stars 1 to 5 with the average to one decimal, or 'No reviews yet'. */
export function RatingSummary({
  rating,
  count,
}: {
  rating: number | null | undefined;
  count: number;
}) {
  if (rating == null || count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        <Trans>No reviews yet</Trans>
      </Typography>
    );
  }
  const rounded = Math.round(rating * 2) / 2;
  const rated = formatRating(rating);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      aria-label={t`Rated ${rated} out of 5 from ${count} reviews`}
      role="img"
    >
      <Box sx={{ display: 'flex', color: 'warning.main' }} aria-hidden>
        {[1, 2, 3, 4, 5].map((star) =>
          rounded >= star ? (
            <StarIcon key={star} fontSize="small" />
          ) : rounded >= star - 0.5 ? (
            <StarHalfIcon key={star} fontSize="small" />
          ) : (
            <StarBorderIcon key={star} fontSize="small" />
          ),
        )}
      </Box>
      <Typography variant="body2" aria-hidden>
        {formatRating(rating)} ({count})
      </Typography>
    </Box>
  );
}
