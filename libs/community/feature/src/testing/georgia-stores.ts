import { Controller, Module, type Type } from '@nestjs/common';
import {
  AccountStandingQuery,
  type AccountStandingView,
  IdentityMessages,
  type ProfileView,
  ProfilesQuery,
  SearchMessages,
  StoreByIdQuery,
  StoresByIdsQuery,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { loadGeorgiaStores } from '@snap/platform-search-index/testing';

export interface SampleStore {
  id: string;
  Store_Name: string;
  City: string;
  State: string;
  Zip_Code: string;
  Store_Type: string;
}

let cached: SampleStore[] | undefined;

/** Stores authorized in 2020 from the bundled real Georgia research file, in the catalog's shape. */
export function georgiaStores(): SampleStore[] {
  cached ??= loadGeorgiaStores().map((store) => ({
    id: store.id,
    Store_Name: store.Store_Name,
    City: store.City,
    State: store.State,
    Zip_Code: store.Zip_Code,
    Store_Type: store.usdaStoreType,
  }));
  return cached;
}

/** The search and identity services' side of the requests community makes (other services, not under
 * test): stores from the real sample, display names from `profiles`. */
export function withNeighbours(
  community: Type<unknown>,
  profiles: Record<string, string> = {},
  /** Identity's standing of the accounts named here, as of each request; every other account is
   * confirmed and 90 days old. */
  standing: Record<string, { confirmed: boolean; ageDays: number }> = {},
): Type<unknown> {
  const stores = new Map(georgiaStores().map((s) => [s.id, s]));

  @Controller()
  class NeighbourServices {
    @OnMessage(SearchMessages.byId)
    byId(query: StoreByIdQuery) {
      return (stores.get(query.id) ?? null) as never;
    }

    @OnMessage(SearchMessages.byIds)
    byIds(query: StoresByIdsQuery) {
      return query.ids.filter((id) => stores.has(id)).map((id) => stores.get(id)) as never;
    }

    @OnMessage(IdentityMessages.standing)
    standing(query: AccountStandingQuery): AccountStandingView[] {
      return query.userIds.map((id) => {
        const { confirmed, ageDays } = standing[id] ?? { confirmed: true, ageDays: 90 };
        const createdAt = new Date(Date.now() - ageDays * 86_400_000).toISOString();
        return { id, confirmedAt: confirmed ? createdAt : null, createdAt };
      });
    }

    @OnMessage(IdentityMessages.profiles)
    profiles(query: ProfilesQuery): ProfileView[] {
      return query.userIds
        .filter((id) => profiles[id])
        .map((id) => ({ id, full_name: profiles[id], avatar_url: null }));
    }
  }

  @Module({ imports: [community], controllers: [NeighbourServices] })
  class CommunityWithNeighbours {}
  return CommunityWithNeighbours;
}
