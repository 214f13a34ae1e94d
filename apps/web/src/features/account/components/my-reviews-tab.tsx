import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router';
import { outageMessage } from '@snap/api-client';
import { REVIEW_MESSAGES } from '@snap/domain';
import { PageLoading } from '../../../components/layouts/app-layout';
import { intlLocale } from '../../../lib/i18n/i18n';
import { useToast } from '../../../lib/toast';
import { useDeleteMyReview, useMyModeratedContent, useMyReviews } from '../api/my-reviews';
import { profileDomainText } from '../utils/profile-messages';

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

/** The user's reviews with store name, city and state, rating, text, date and a delete action. */
export function MyReviewsTab() {
  const toast = useToast();
  const reviews = useMyReviews();
  const remove = useDeleteMyReview();
  const { t } = useLingui();

  if (reviews.isPending) return <PageLoading />;
  if (reviews.isError)
    return (
      <Alert severity="error">
        {outageMessage(reviews.error) ?? profileDomainText(REVIEW_MESSAGES.listFailed)}
      </Alert>
    );
  if (reviews.data.length === 0) {
    return (
      <Box>
        <Typography gutterBottom>
          <Trans>You have not reviewed any stores yet.</Trans>
        </Typography>
        <Link component={RouterLink} to="/search">
          <Trans>Find a store to review</Trans>
        </Link>
        <TakenDownTipsAndPhotos />
      </Box>
    );
  }
  return (
    <>
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t`My reviews`}
      >
        {reviews.data.map((review) => (
          <Card component="li" key={review.id} variant="outlined">
            <CardContent sx={{ display: 'flex', gap: 1, '&:last-child': { pb: 2 } }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                {review.store ? (
                  <Link
                    component={RouterLink}
                    to={`/store/${encodeURIComponent(review.store.id)}`}
                    sx={{ fontWeight: 600 }}
                  >
                    {review.store.Store_Name}
                  </Link>
                ) : (
                  <Typography sx={{ fontWeight: 600 }}>
                    <Trans>Store no longer listed</Trans>
                  </Typography>
                )}
                {review.store && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                  >{`${review.store.City}, ${review.store.State}`}</Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                  <Rating
                    value={review.rating}
                    readOnly
                    size="small"
                    aria-label={t`${review.rating} out of 5 stars`}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {shortDate(review.created_at)}
                  </Typography>
                </Stack>
                {review.review_text && (
                  <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                    {review.review_text}
                  </Typography>
                )}
                {review.moderation_notice && (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {review.moderation_notice}
                  </Alert>
                )}
              </Box>
              <IconButton
                aria-label={
                  review.store
                    ? t`Delete your review of ${review.store.Store_Name}`
                    : t`Delete your review of this store`
                }
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(review.id, {
                    onSuccess: () => toast(profileDomainText(REVIEW_MESSAGES.deleted)),
                    onError: () =>
                      toast({
                        title: profileDomainText(REVIEW_MESSAGES.deleteFailedTitle),
                        description: profileDomainText(REVIEW_MESSAGES.deleteFailed),
                        variant: 'error',
                      }),
                  })
                }
                sx={{ alignSelf: 'flex-start' }}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <TakenDownTipsAndPhotos />
    </>
  );
}

/** Tips and photos a moderator took down (reviews show their notice in the list above). */
function TakenDownTipsAndPhotos() {
  const moderated = useMyModeratedContent();
  const { t } = useLingui();
  const items = (moderated.data ?? []).filter((item) => item.itemType !== 'review');
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="taken-down-title" sx={{ mt: 3 }}>
      <Typography id="taken-down-title" component="h3" variant="subtitle1" gutterBottom>
        <Trans>Tips and photos taken down</Trans>
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Card component="li" key={`${item.itemType}:${item.itemId}`} variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Link
                component={RouterLink}
                to={`/store/${encodeURIComponent(item.storeId)}`}
                sx={{ fontWeight: 600 }}
              >
                {item.storeName ?? t`Store`}
              </Link>
              <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                {item.itemType === 'tip'
                  ? t`Tip: ${item.excerpt ?? ''}`
                  : t`Photo: ${item.excerpt ?? ''}`}
              </Typography>
              <Alert severity="warning" sx={{ mt: 1 }}>
                {item.notice}
              </Alert>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
