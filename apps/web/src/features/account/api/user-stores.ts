import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import type { CardStore } from '../../../components/store-card/store-card-utils';
import { useAuth } from '../../../lib/auth';
import { useFavoriteStores } from './get-favorites';
import { useMyReviews } from './my-reviews';

export interface UserStore {
  id: string;
  name: string;
  city: string;
  state: string;
  reasons: UserStoreReason[];
}

export type UserStoreReason = 'favorite' | 'reviewed';

/** How each reason reads on the card. */
export const USER_STORE_REASONS: Record<UserStoreReason, MessageDescriptor> = {
  favorite: msg`Favorite`,
  reviewed: msg`Reviewed`,
};

/** The stores a user has to do with: favorites (10) and reviewed stores (10), merged without duplicates. */
export const USER_STORES_PER_SOURCE = 10;

/** What the list reads of a store (the API's store type, as the generated client declares it). */
type NamedStore = Pick<CardStore, 'id' | 'Store_Name' | 'City' | 'State'>;

export function mergeUserStores(
  favorites: NamedStore[],
  reviewed: Array<NamedStore | null>,
): UserStore[] {
  const stores = new Map<string, UserStore>();
  const add = (store: NamedStore, reason: UserStoreReason) => {
    const known = stores.get(store.id);
    if (known) {
      if (!known.reasons.includes(reason)) known.reasons.push(reason);
      return;
    }
    stores.set(store.id, {
      id: store.id,
      name: store.Store_Name,
      city: store.City,
      state: store.State,
      reasons: [reason],
    });
  };
  for (const store of favorites.slice(0, USER_STORES_PER_SOURCE)) add(store, 'favorite');
  for (const store of reviewed.filter((entry) => entry != null).slice(0, USER_STORES_PER_SOURCE))
    add(store, 'reviewed');
  return [...stores.values()];
}

export function useUserStores() {
  const { user } = useAuth();
  const favorites = useFavoriteStores(Boolean(user));
  const reviews = useMyReviews();
  const data = useMemo(
    () =>
      favorites.data || reviews.data
        ? mergeUserStores(
            favorites.data ?? [],
            (reviews.data ?? []).map((review) => review.store),
          )
        : undefined,
    [favorites.data, reviews.data],
  );
  return { data, isPending: favorites.isPending && reviews.isPending };
}
