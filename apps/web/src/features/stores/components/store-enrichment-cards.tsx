import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ENRICHMENT_MESSAGES, priceLevelSigns } from '@snap/domain';
import { RatingSummary } from '../../../components/store-card/rating-summary';
import { intlLocale } from '../../../lib/i18n/i18n';
import type { useStoreEnrichment } from '../api/get-store-enrichment';
import { showingReviewsText, storeText } from '../utils/store-texts';

export type StoreEnrichmentData = NonNullable<ReturnType<typeof useStoreEnrichment>['data']>;
type Place = NonNullable<StoreEnrichmentData['place']>;
type OpenMap = NonNullable<StoreEnrichmentData['openMap']>;

/** Price level 1-4 as dollar signs, read out in words. */
export function PriceLevel({ level }: { level: number | null | undefined }) {
  const { t } = useLingui();
  const signs = priceLevelSigns(level);
  if (!signs) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      aria-label={t`Price level ${level} of 4`}
      sx={{ fontWeight: 700, color: 'success.dark' }}
    >
      {signs}
    </Typography>
  );
}

/** The budget banner (product rule "Fixed labels"), on the store page too: enhanced details are limited today. */
export function LimitedDataBanner() {
  // The title is the text before the first colon, in either language.
  const [title, ...rest] = storeText(ENRICHMENT_MESSAGES.limitedData).split(': ');
  return (
    <Alert severity="info" role="status">
      <strong>{title}:</strong> {rest.join(': ')}
    </Alert>
  );
}

/** Reviews from the places provider: the first 5, with 'Showing 5 of N reviews'. */
export function ExternalReviews({ place }: { place: Place }) {
  const { t } = useLingui();
  const ratedLabel = (rating: number) => t`Rated ${rating} out of 5`;
  if (place.reviews.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="external-reviews-title">
      <CardContent>
        <Typography id="external-reviews-title" component="h2" variant="h6" gutterBottom>
          <Trans>Reviews from around the web</Trans>
        </Typography>
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {place.reviews.map((review, i) => (
            <Box component="li" key={`${review.author_name}-${i}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {review.author_url ? (
                    <Link
                      href={review.author_url}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                    >
                      {review.author_name}
                    </Link>
                  ) : (
                    review.author_name
                  )}
                </Typography>
                {review.rating != null && (
                  <Typography
                    component="span"
                    role="img"
                    aria-label={ratedLabel(review.rating)}
                    sx={{ color: 'warning.main', letterSpacing: 1 }}
                  >
                    {'★'.repeat(Math.round(review.rating))}
                    {'☆'.repeat(5 - Math.round(review.rating))}
                  </Typography>
                )}
                {review.relative_time_description && (
                  <Typography variant="body2" color="text.secondary">
                    {review.relative_time_description}
                  </Typography>
                )}
              </Stack>
              {review.text && (
                <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{review.text}</Typography>
              )}
            </Box>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {showingReviewsText(place.reviews.length, place.reviews_total)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ pl: 0, verticalAlign: 'top' }}>
        {label}
      </TableCell>
      <TableCell sx={{ pr: 0, wordBreak: 'break-word' }}>{children}</TableCell>
    </TableRow>
  );
}

const STATUS_WORDS: Record<string, MessageDescriptor> = {
  OPERATIONAL: msg`Open for business`,
  CLOSED_TEMPORARILY: msg`Temporarily closed`,
  CLOSED_PERMANENTLY: msg`Permanently closed`,
};

/** The provider's business info: up to 6 categories (never 'establishment' or 'point_of_interest'). */
export function BusinessInfo({ place }: { place: Place }) {
  const { t, i18n } = useLingui();
  const statusWords = place.business_status ? STATUS_WORDS[place.business_status] : undefined;
  return (
    <Card variant="outlined" component="section" aria-labelledby="business-info-title">
      <CardContent>
        <Typography id="business-info-title" component="h2" variant="h6" gutterBottom>
          <Trans>Business info</Trans>
        </Typography>
        {place.categories.length > 0 && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', mb: 1 }}
            aria-label={t`Categories`}
            role="list"
          >
            {place.categories.map((category) => (
              <Chip
                key={category}
                size="small"
                variant="outlined"
                label={category}
                role="listitem"
              />
            ))}
          </Stack>
        )}
        <Table size="small" aria-labelledby="business-info-title">
          <TableBody>
            {place.business_status && (
              <Row label={t`Status`}>
                {statusWords ? i18n._(statusWords) : place.business_status}
              </Row>
            )}
            {place.rating != null && (
              <Row label={t`Rating`}>
                <RatingSummary rating={place.rating} count={place.user_ratings_total ?? 0} />
              </Row>
            )}
            {priceLevelSigns(place.price_level) && (
              <Row label={t`Price level`}>
                <PriceLevel level={place.price_level} />
              </Row>
            )}
            {place.formatted_phone_number && (
              <Row label={t`Phone`}>{place.formatted_phone_number}</Row>
            )}
            {place.website && (
              <Row label={t`Website`}>
                <Link href={place.website} target="_blank" rel="noopener noreferrer">
                  {hostOf(place.website)}
                </Link>
              </Row>
            )}
            {place.weekday_text.length > 0 && (
              <Row label={t`Hours`}>
                {place.weekday_text.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Row>
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** The open-map match, or the no-data text of product rule "Fixed labels". */
export function OpenMapCard({ match }: { match: OpenMap | null }) {
  const { t } = useLingui();
  return (
    <Card variant="outlined" component="section" aria-labelledby="open-map-title">
      <CardContent>
        <Typography id="open-map-title" component="h2" variant="h6" gutterBottom>
          <Trans>OpenStreetMap data</Trans>
        </Typography>
        {match ? (
          <Table size="small" aria-labelledby="open-map-title">
            <TableBody>
              {match.shop_type && <Row label={t`Kind`}>{match.shop_type.replace(/_/g, ' ')}</Row>}
              {match.brand && <Row label={t`Brand`}>{match.brand}</Row>}
              {match.operator && <Row label={t`Operator`}>{match.operator}</Row>}
              {match.full_address && <Row label={t`Address`}>{match.full_address}</Row>}
              {match.phone && <Row label={t`Phone`}>{match.phone}</Row>}
              {match.opening_hours && <Row label={t`Hours`}>{match.opening_hours}</Row>}
              {match.website && (
                <Row label={t`Website`}>
                  <Link href={match.website} target="_blank" rel="noopener noreferrer">
                    {hostOf(match.website)}
                  </Link>
                </Row>
              )}
              <Row label={t`Match`}>
                {`${new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(match.confidence_score)} (${match.osm_id})`}
              </Row>
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">
            {storeText(ENRICHMENT_MESSAGES.noOpenMapData)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
