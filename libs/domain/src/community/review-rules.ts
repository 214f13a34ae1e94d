import { defineMessages } from '../i18n/message';
/** The review schema of the accounts spec (section 5), shared by the web form and the community
 * service so both say the same thing. */
export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  textMax: 1000,
} as const;

export const REVIEW_MESSAGES = defineMessages('review', {
  ratingRequired: 'Rating is required',
  ratingRange: 'Rating must be between 1-5',
  textTooLong: 'Review must be less than 1000 characters',
  submitted: 'Review submitted successfully!',
  submitFailed: 'Failed to submit review',
  listFailed: 'Error loading reviews. Please try again later.',
  deleted: 'Your review has been successfully deleted.',
  deleteFailedTitle: 'Error deleting review',
  deleteFailed: 'Please try again later.',
  notFound: 'Review not found',
  notOwner: 'You can only delete your own reviews.',
  /** A second review of the same store edits the first; one a moderator hid or removed stays down. */
  takenDown:
    'A moderator took down your review of this store, so it cannot be replaced. You can still leave a tip.',
  anonymousReviewer: 'Anonymous User',
});

export interface ReviewInput {
  rating: number | null | undefined;
  review_text?: string | null;
}

export interface ReviewValue {
  rating: number;
  review_text: string | null;
}

/** The text as the person typed it, trimmed; empty becomes null. Nothing is stripped (product rule
 * "Reviews and tips", a declared departure): "didn't" stays "didn't", and every place
 * that shows it escapes it instead. */
export function cleanReviewText(text: string | null | undefined): string | null {
  const cleaned = (text ?? '').trim();
  return cleaned.length > 0 ? cleaned : null;
}

/** Validates a review; the errors are the messages of product rule "Reviews and tips" in schema order (the toast joins them with
 * commas, see `reviewErrorMessage`). */
export function validateReview(input: ReviewInput): { value: ReviewValue; errors: string[] } {
  const errors: string[] = [];
  const rating =
    typeof input.rating === 'number' && Number.isFinite(input.rating) ? input.rating : 0;
  if (rating < REVIEW_LIMITS.ratingMin) errors.push(REVIEW_MESSAGES.ratingRequired);
  else if (rating > REVIEW_LIMITS.ratingMax) errors.push(REVIEW_MESSAGES.ratingRange);
  // The length rule applies to the trimmed text the person typed, which is what is saved.
  if ((input.review_text ?? '').trim().length > REVIEW_LIMITS.textMax)
    errors.push(REVIEW_MESSAGES.textTooLong);
  return { value: { rating, review_text: cleanReviewText(input.review_text) }, errors };
}

export function reviewErrorMessage(errors: string[]): string {
  return errors.join(', ');
}

export interface ReviewStats {
  average_rating: number | null;
  review_count: number;
}

/** Average and count of a store's ratings; no reviews gives a null average ('No reviews yet'). */
export function reviewStats(ratings: number[]): ReviewStats {
  if (ratings.length === 0) return { average_rating: null, review_count: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return {
    average_rating: Math.round((sum / ratings.length) * 100) / 100,
    review_count: ratings.length,
  };
}
