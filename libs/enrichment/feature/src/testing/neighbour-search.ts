import { Controller, type DynamicModule, Module } from '@nestjs/common';
import {
  EnrichmentEvents,
  SearchMessages,
  StoreByIdQuery,
  StoreEnrichedEvent,
} from '@snap/contracts';
import { OnEvent, OnMessage } from '@snap/platform-bus';

/** Two stores of the bundled Georgia sample (ZIP 30303) as the search service answers them. */
export const SAMPLE_STORES: Record<string, Record<string, unknown>> = {
  st_168254: {
    id: 'st_168254',
    Store_Name: 'SWEET AUBURN GROCERY',
    Store_Street_Address: '200 Auburn Ave NE',
    City: 'Atlanta',
    State: 'GA',
    Zip_Code: '30303',
    Latitude: 33.75559,
    Longitude: -84.38109,
  },
  st_092791: {
    id: 'st_092791',
    Store_Name: 'WALTON FOOD MARKET',
    Store_Street_Address: '64 Walton St NW',
    City: 'Atlanta',
    State: 'GA',
    Zip_Code: '30303',
    Latitude: 33.75628409,
    Longitude: -84.3906539,
  },
  st_049351: {
    id: 'st_049351',
    Store_Name: 'FOX GROCERY',
    Store_Street_Address: '90 Broad St SW',
    City: 'Atlanta',
    State: 'GA',
    Zip_Code: '30303',
    Latitude: 33.75212583,
    Longitude: -84.39297624,
  },
};

/** What search saw of the enrichment service's events, in order. */
export const enrichedEvents: StoreEnrichedEvent[] = [];

/** The search service's side (not under test): stores by id, and the enriched events it consumes. */
export function withNeighbourSearch(enrichment: DynamicModule): DynamicModule {
  @Controller()
  class NeighbourSearch {
    @OnMessage(SearchMessages.byId)
    byId(query: StoreByIdQuery) {
      return (SAMPLE_STORES[query.id] ?? null) as never;
    }

    @OnEvent(EnrichmentEvents.storeEnriched)
    enriched(event: StoreEnrichedEvent) {
      enrichedEvents.push(event);
    }
  }

  @Module({ imports: [enrichment], controllers: [NeighbourSearch] })
  class EnrichmentWithSearch {}
  return { module: EnrichmentWithSearch };
}
