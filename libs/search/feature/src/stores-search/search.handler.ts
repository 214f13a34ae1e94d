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
import { SearchStoresUseCases } from './search-stores.usecases';

/** Thin bus entry points: each validated query goes to one use case. */
@Controller()
export class SearchHandler {
  constructor(
    private readonly search: SearchStoresUseCases,
    private readonly gazetteer: Gazetteer,
  ) {}

  @OnMessage(SearchMessages.nearby)
  nearby(query: NearbyStoresQuery) {
    return this.search.nearby(query);
  }

  @OnMessage(SearchMessages.byZip)
  byZip(query: ZipStoresQuery) {
    return this.search.byZip(query);
  }

  @OnMessage(SearchMessages.text)
  text(query: TextSearchQuery) {
    return this.search.text(query);
  }

  @OnMessage(SearchMessages.direct)
  direct(query: DirectSearchQuery) {
    return this.search.direct(query);
  }

  @OnMessage(SearchMessages.category)
  category(query: CategoryStoresQuery) {
    return this.search.category(query);
  }

  @OnMessage(SearchMessages.trending)
  trending(query: TrendingStoresQuery) {
    return this.search.trending(query);
  }

  @OnMessage(SearchMessages.byId)
  byId(query: StoreByIdQuery) {
    return this.search.byId(query.id);
  }

  @OnMessage(SearchMessages.byIds)
  byIds(query: StoresByIdsQuery) {
    return this.search.byIds(query.ids);
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
