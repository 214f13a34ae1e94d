import { Controller } from '@nestjs/common';
import { EnrichmentMessages, PlacePhotoQuery, StoreEnrichmentQuery } from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { PlaceLookup } from '../lookups/place-lookup';
import { StoreEnrichmentUseCases } from './store-enrichment.usecases';

@Controller()
export class StoreEnrichmentHandler {
  constructor(
    private readonly stores: StoreEnrichmentUseCases,
    private readonly places: PlaceLookup,
  ) {}

  @OnMessage(EnrichmentMessages.storeEnrichment)
  forStore(query: StoreEnrichmentQuery) {
    return this.stores.forStore(query.storeId);
  }

  @OnMessage(EnrichmentMessages.placePhoto)
  photo(query: PlacePhotoQuery) {
    return this.places.photo(query.reference, query.maxWidth, query.maxHeight);
  }
}
