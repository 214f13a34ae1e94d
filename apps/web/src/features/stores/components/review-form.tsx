import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewErrorMessage,
  validateReview,
  type ReviewValue,
} from '@snap/domain';
import { useToast } from '../../../lib/toast';
import { storeText } from '../utils/store-texts';
import { type ContributionResult, toastPoints } from './dialogs/contribution-result';

interface Props {
  /** Saves the review (trimmed, otherwise as typed); a rejection's message goes into the failure toast. */
  submit: (review: ReviewValue) => Promise<ContributionResult | void>;
  onDone: () => void;
  onCancel: () => void;
  /** The member's address is not confirmed yet: the review is kept but shown to others only once it
   * is (issue 43, finding 2), and the toast says so. */
  heldUntilConfirmed?: boolean;
}

/** Stars 1-5 (submit disabled at 0), optional text with a live 'n/1000 characters' counter. */
export function ReviewForm({ submit, onDone, onCancel, heldUntilConfirmed = false }: Props) {
  const toast = useToast();
  const { t } = useLingui();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { length } = text;
  const max = REVIEW_LIMITS.textMax;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating <= 0 || submitting) return;
    const { value, errors } = validateReview({ rating, review_text: text });
    if (errors.length > 0) {
      toast({
        title: storeText(REVIEW_MESSAGES.submitFailed),
        description: reviewErrorMessage(errors.map(storeText)),
        variant: 'error',
      });
      return;
    }
    setSubmitting(true);
    try {
      const result = await submit(value);
      toast(
        heldUntilConfirmed
          ? {
              title: storeText(REVIEW_MESSAGES.submitted),
              description: t`Others will see it once you confirm your e-mail address with the link we sent you.`,
            }
          : storeText(REVIEW_MESSAGES.submitted),
      );
      toastPoints(toast, result);
      setRating(0);
      setText('');
      onDone();
    } catch (error) {
      toast({
        title: storeText(REVIEW_MESSAGES.submitFailed),
        description: error instanceof Error ? error.message : undefined,
        variant: 'error',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Write a review`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box>
        <Typography
          id="review-rating-label"
          component="legend"
          variant="body2"
          sx={{ fontWeight: 600, mb: 0.5 }}
        >
          <Trans>Your rating</Trans>
        </Typography>
        <Rating
          name="review-rating"
          value={rating}
          max={REVIEW_LIMITS.ratingMax}
          onChange={(_event, value) => setRating(value ?? 0)}
          getLabelText={(value) => plural(value, { one: '# star', other: '# stars' })}
          aria-labelledby="review-rating-label"
          size="large"
        />
      </Box>
      <TextField
        label={t`Your review (optional)`}
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={t`${length}/${max} characters`}
        error={text.trim().length > REVIEW_LIMITS.textMax}
        slotProps={{
          formHelperText: { 'aria-live': 'polite' } as object,
          htmlInput: { maxLength: REVIEW_LIMITS.textMax },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={rating === 0 || submitting}>
          {submitting ? t`Submitting...` : t`Submit Review`}
        </Button>
        <Button onClick={onCancel} disabled={submitting}>
          <Trans>Cancel</Trans>
        </Button>
      </Box>
    </Box>
  );
}
