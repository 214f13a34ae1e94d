import { Controller } from '@nestjs/common';
import {
  EnrichmentMessages,
  PlacePhotoQuery,
  type RequestMeta,
  StoreEnrichmentQuery,
} from '@snap/contracts';
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
  forStore(query: StoreEnrichmentQuery, meta: RequestMeta) {
    // A member counts as one visitor wherever they are; anyone else by their address (the gateway
    // sends an IPv6 address as its /64).
    const visitor = meta.userId
      ? `user:${meta.userId}`
      : meta.clientIp
        ? `ip:${meta.clientIp}`
        : undefined;
    return this.stores.forStore(query.storeId, visitor);
  }

  @OnMessage(EnrichmentMessages.placePhoto)
  photo(query: PlacePhotoQuery) {
    return this.places.photo(query.reference, query.maxWidth, query.maxHeight);
  }
}
