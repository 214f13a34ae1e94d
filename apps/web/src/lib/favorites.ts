import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from './api-client';
import { useAuth } from './auth';

const MyFavoritesDocument = graphql(`
  query MyFavorites {
    myFavorites {
      id
    }
  }
`);

const AddFavoriteDocument = graphql(`
  mutation AddFavorite($storeId: ID!) {
    addFavorite(storeId: $storeId)
  }
`);

const RemoveFavoriteDocument = graphql(`
  mutation RemoveFavorite($storeId: ID!) {
    removeFavorite(storeId: $storeId)
  }
`);

export const favoritesQueryKey = ['favorites', 'ids'] as const;

/** Ids of the signed-in user's favorites; read only when a user exists. */
export function useFavoriteIds() {
  const { user } = useAuth();
  return useQuery({
    queryKey: favoritesQueryKey,
    queryFn: async ({ signal }) =>
      new Set(
        (await request(MyFavoritesDocument, {}, { signal })).myFavorites.map((store) => store.id),
      ),
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
  });
}

export class NotAuthenticatedError extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs: the button asks a guest to sign in
    super('User not authenticated');
  }
}

/** Add when not favorited, remove when it is; both refresh the favorites list. */
export function useToggleFavorite() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ storeId, favorited }: { storeId: string; favorited: boolean }) => {
      if (!user) throw new NotAuthenticatedError();
      if (favorited) await request(RemoveFavoriteDocument, { storeId });
      else await request(AddFavoriteDocument, { storeId });
      return !favorited;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  });
}
