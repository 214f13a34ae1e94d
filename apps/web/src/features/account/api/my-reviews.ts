import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

const MyReviewsDocument = graphql(`
  query MyReviews {
    myReviews {
      id
      rating
      review_text
      created_at
      store_id
      moderation_status
      moderation_notice
      store {
        id
        Store_Name
        City
        State
      }
    }
  }
`);

const DeleteMyReviewDocument = graphql(`
  mutation DeleteMyReview($reviewId: ID!) {
    deleteReview(reviewId: $reviewId) {
      deleted
    }
  }
`);

const MyModeratedContentDocument = graphql(`
  query MyModeratedContent {
    myModeratedContent {
      itemType
      itemId
      storeId
      storeName
      excerpt
      status
      notice
      decidedAt
    }
  }
`);

/** My reviews, tips and photos a moderator took down, with the reason. */
export function useMyModeratedContent() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['profile', 'moderated', user?.id],
    queryFn: async ({ signal }) =>
      (await request(MyModeratedContentDocument, {}, { signal })).myModeratedContent,
    enabled: Boolean(user),
  });
}

export function useMyReviews() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['profile', 'reviews', user?.id],
    queryFn: async ({ signal }) => (await request(MyReviewsDocument, {}, { signal })).myReviews,
    enabled: Boolean(user),
  });
}

export function useDeleteMyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => request(DeleteMyReviewDocument, { reviewId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: ['stores'] }),
      ]),
  });
}
