import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type StoreReviewsQuery } from '@snap/api-client';
import { REVIEW_MESSAGES, type ReviewValue } from '@snap/domain';
import type { ContributionResult } from '../components/dialogs/contribution-result';
import { request } from '../../../lib/api-client';

const StoreReviewsDocument = graphql(`
  query StoreReviews($storeId: ID!) {
    reviews(storeId: $storeId) {
      id
      rating
      review_text
      created_at
      user_name
      is_own
    }
  }
`);

const StoreReviewsWithProfilesDocument = graphql(`
  query StoreReviewsWithProfiles($storeId: ID!) {
    reviewsWithProfiles(storeId: $storeId) {
      id
      profile {
        full_name
        avatar_url
      }
    }
  }
`);

const CreateReviewDocument = graphql(`
  mutation CreateReview($storeId: ID!, $rating: Int, $review_text: String) {
    createReview(storeId: $storeId, rating: $rating, review_text: $review_text) {
      review {
        id
      }
      stats {
        store_id
        average_rating
        review_count
      }
      pointsEarned
      pointsAwarded
    }
  }
`);

const DeleteReviewDocument = graphql(`
  mutation DeleteReview($reviewId: ID!) {
    deleteReview(reviewId: $reviewId) {
      deleted
    }
  }
`);

/** A review as the store page lists it: the API's public review (as the generated client declares
 * it), its user_name 'Anonymous User' until the profile-joined list names the reviewer, with their
 * picture then. */
export type ReviewItem = StoreReviewsQuery['reviews'][number] & { avatar_url: string | null };

const reviewsKey = (storeId: string) => ['stores', 'reviews', storeId] as const;

export function storeReviewsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: [...reviewsKey(storeId), 'public'],
    queryFn: async ({ signal }) =>
      (await request(StoreReviewsDocument, { storeId }, { signal })).reviews,
  });
}

export function storeReviewProfilesQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: [...reviewsKey(storeId), 'profiles'],
    queryFn: async ({ signal }) =>
      (await request(StoreReviewsWithProfilesDocument, { storeId }, { signal }))
        .reviewsWithProfiles,
  });
}

/** The public list ('Anonymous User'), then a second fetch joins the reviewers' names when it arrives. */
export function useStoreReviews(storeId: string) {
  const reviews = useQuery(storeReviewsQueryOptions(storeId));
  const profiles = useQuery({
    ...storeReviewProfilesQueryOptions(storeId),
    enabled: reviews.isSuccess,
  });
  const named = new Map((profiles.data ?? []).map((entry) => [entry.id, entry.profile]));
  const data: ReviewItem[] | undefined = reviews.data?.map((review) => {
    const profile = named.get(review.id);
    return {
      ...review,
      user_name: profile?.full_name || review.user_name || REVIEW_MESSAGES.anonymousReviewer,
      avatar_url: profile?.avatar_url ?? null,
    };
  });
  return { isPending: reviews.isPending, isError: reviews.isError, data: data ?? [] };
}

/** Saving refreshes the lists and the store's stats (average and count on the page). */
export function useCreateReview(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // What the review earned: 15 points (store_review), or nothing when this user was already paid for this store.
    mutationFn: async (review: ReviewValue): Promise<ContributionResult> => {
      const { createReview } = await request(CreateReviewDocument, {
        storeId,
        rating: review.rating,
        review_text: review.review_text,
      });
      return { pointsEarned: createReview.pointsAwarded ? createReview.pointsEarned : 0 };
    },
    onSuccess: () => invalidateStoreData(queryClient),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => request(DeleteReviewDocument, { reviewId }),
    onSuccess: () => invalidateStoreData(queryClient),
  });
}

function invalidateStoreData(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    // The lists, the page's stats and any result list that carries this store.
    queryClient.invalidateQueries({ queryKey: ['stores'] }),
    queryClient.invalidateQueries({ queryKey: ['profile'] }),
  ]);
}
