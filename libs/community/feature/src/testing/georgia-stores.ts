import { Controller, Module, type Type } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  IdentityMessages,
  type ProfileView,
  ProfilesQuery,
  SearchMessages,
  StoreByIdQuery,
  StoresByIdsQuery,
} from '@snap/contracts';
import { normalizeCity, normalizeStoreName, normalizeState } from '@snap/domain';
import { OnMessage } from '@snap/platform-bus';

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
  if (!cached) {
    const rows = parse(
      readFileSync(
        join(__dirname, '../../../../../data/sample/snap-retailers-ga-2020.csv'),
        'utf8',
      ),
      { columns: true },
    ) as Array<Record<string, string>>;
    cached = rows
      .filter((row) => row['Y2020'] === '1')
      .map((row) => ({
        id: row['store_id'],
        Store_Name: normalizeStoreName(row['store_name']),
        City: normalizeCity(row['city']),
        State: normalizeState(row['state']) ?? row['state'],
        Zip_Code: row['zip5'],
        Store_Type: row['store_type'],
      }));
  }
  return cached;
}

/** The search and identity services' side of the requests community makes (other services, not under
 * test): stores from the real sample, display names from `profiles`. */
export function withNeighbours(
  community: Type<unknown>,
  profiles: Record<string, string> = {},
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
