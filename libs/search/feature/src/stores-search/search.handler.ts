import { Controller } from '@nestjs/common';
import {
  CategoryStoresQuery,
  DirectSearchQuery,
  GeocodeQuery,
  NearbyStoresQuery,
  ReverseGeocodeQuery,
  SearchMessages,
  StoreByIdQuery,
  StoresByIdsQuery,
  TextSearchQuery,
  TrendingStoresQuery,
  ZipStoresQuery,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { Gazetteer } from '../geocoding/gazetteer';
import { withOpenNow } from '../open-now/open-now';
import { SearchStoresUseCases } from './search-stores.usecases';

/** Thin bus entry points: each validated query goes to one use case; every store answered carries
 * open now at the time of the query. */
@Controller()
export class SearchHandler {
  constructor(
    private readonly search: SearchStoresUseCases,
    private readonly gazetteer: Gazetteer,
  ) {}

  @OnMessage(SearchMessages.nearby)
  nearby(query: NearbyStoresQuery) {
    return this.search.nearby(query).then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.byZip)
  byZip(query: ZipStoresQuery) {
    return this.search.byZip(query).then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.text)
  text(query: TextSearchQuery) {
    return this.search.text(query).then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.direct)
  direct(query: DirectSearchQuery) {
    return this.search.direct(query).then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.category)
  category(query: CategoryStoresQuery) {
    return this.search.category(query).then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.trending)
  trending(query: TrendingStoresQuery) {
    return this.search.trending(query).then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.byId)
  byId(query: StoreByIdQuery) {
    return this.search.byId(query.id).then((hit) => (hit ? withOpenNow([hit])[0] : null));
  }

  @OnMessage(SearchMessages.byIds)
  byIds(query: StoresByIdsQuery) {
    return this.search.byIds(query.ids).then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.geocode)
  geocode(query: GeocodeQuery) {
    return this.gazetteer.geocode(query.text);
  }

  @OnMessage(SearchMessages.reverseGeocode)
  reverseGeocode(query: ReverseGeocodeQuery) {
    return this.gazetteer.reverse(query.lat, query.lng);
  }
}
