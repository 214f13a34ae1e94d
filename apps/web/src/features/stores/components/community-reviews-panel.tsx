import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { useState } from 'react';
import { REVIEW_MESSAGES } from '@snap/domain';
import { LazySignInPrompt } from '../../../components/dialogs/lazy-sign-in-prompt';
import { PageLoading } from '../../../components/layouts/app-layout';
import { useAuth } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useCreateReview, useDeleteReview, useStoreReviews } from '../api/store-reviews';
import { shortDate } from '../utils/dates';
import { storeText } from '../utils/store-texts';
import { FlagButton } from './flag-button';
import { ReviewForm } from './review-form';

/** The list of community reviews and, on demand, the form; back to the list after a review is saved.
 * Without `canWrite` (a store that left USDA's list) the list only. */
export function CommunityReviewsPanel({
  storeId,
  canWrite = true,
}: {
  storeId: string;
  canWrite?: boolean;
}) {
  const { user, status } = useAuth();
  const { t } = useLingui();
  const starsLabel = (rating: number) => t`${rating} out of 5 stars`;
  const toast = useToast();
  const reviews = useStoreReviews(storeId);
  const create = useCreateReview(storeId);
  const remove = useDeleteReview();
  const [mode, setMode] = useState<'list' | 'form'>('list');
  const [prompt, setPrompt] = useState(false);

  // A tap while the session is still being read waits for it: a signed-in member must not be asked to
  // sign in. The wait ends in the render that sees the session (state adjusted while rendering).
  const [wantsToWrite, setWantsToWrite] = useState(false);
  const open = () => (user ? setMode('form') : setPrompt(true));
  if (wantsToWrite && status !== 'loading') {
    setWantsToWrite(false);
    open();
  }
  const write = () => (status === 'loading' ? setWantsToWrite(true) : open());
  const deleteReview = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast(storeText(REVIEW_MESSAGES.deleted)),
      onError: () =>
        toast({
          title: storeText(REVIEW_MESSAGES.deleteFailedTitle),
          description: storeText(REVIEW_MESSAGES.deleteFailed),
          variant: 'error',
        }),
    });

  return (
    <Card variant="outlined" component="section" aria-labelledby="community-reviews-title">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography id="community-reviews-title" component="h2" variant="h6">
            <Trans>Community Reviews</Trans>
          </Typography>
          {mode === 'list' && canWrite && (
            <Button variant="contained" size="small" startIcon={<RateReviewIcon />} onClick={write}>
              <Trans>Write a Review</Trans>
            </Button>
          )}
        </Stack>
        {mode === 'form' && user && canWrite ? (
          <ReviewForm
            submit={(review) => create.mutateAsync(review)}
            heldUntilConfirmed={!!user && !user.emailConfirmedAt}
            onDone={() => setMode('list')}
            onCancel={() => setMode('list')}
          />
        ) : reviews.isPending ? (
          <PageLoading />
        ) : reviews.isError ? (
          <Alert severity="error">{storeText(REVIEW_MESSAGES.listFailed)}</Alert>
        ) : reviews.data.length === 0 ? (
          <Typography color="text.secondary">
            {canWrite ? t`No reviews yet. Be the first to review this store!` : t`No reviews yet.`}
          </Typography>
        ) : (
          <Stack
            component="ul"
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={t`Community reviews`}
          >
            {reviews.data.map((review) => (
              <Box component="li" key={review.id} sx={{ display: 'flex', gap: 1.5 }}>
                <Avatar
                  src={review.avatar_url ?? undefined}
                  alt=""
                  sx={{ bgcolor: 'primary.light', width: 36, height: 36 }}
                >
                  {review.user_name.charAt(0).toUpperCase()}
                </Avatar>
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{review.user_name}</Typography>
                    <Rating
                      value={review.rating}
                      readOnly
                      size="small"
                      aria-label={starsLabel(review.rating)}
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
                </Box>
                {!review.is_own && <FlagButton itemType="review" itemId={review.id} />}
                {review.is_own && (
                  <IconButton
                    aria-label={t`Delete your review`}
                    onClick={() => deleteReview(review.id)}
                    disabled={remove.isPending}
                    size="small"
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
      <LazySignInPrompt open={prompt} onClose={() => setPrompt(false)} action={t`leave a review`} />
    </Card>
  );
}
