import { Controller, Optional } from '@nestjs/common';
import {
  CategoryStoresQuery,
  DirectSearchQuery,
  GeocodeQuery,
  NearbyCandidatesQuery,
  NearbyStoresQuery,
  ReverseGeocodeQuery,
  SearchMessages,
  StoreByIdQuery,
  StoresByIdsQuery,
  TextSearchQuery,
  type SearchKind,
  TrendingStoresQuery,
  ZipStoresQuery,
} from '@snap/contracts';
import type { StoreHit } from '@snap/domain';
import { OnMessage } from '@snap/platform-bus';
import { Gazetteer } from '../geocoding/gazetteer';
import { withOpenNow } from '@snap/domain/open-now';
import { SearchAnalyticsUseCases } from '../analytics/search-analytics.usecases';
import { StoresByIdUseCase } from './by-id/stores-by-id.usecase';
import { CategoryStoresUseCase } from './category/category-stores.usecase';
import { DirectSearchUseCase } from './direct/direct-search.usecase';
import { NearbyStoresUseCase } from './nearby/nearby-stores.usecase';
import { PlaceOfUseCase } from './place/place-of.usecase';
import { TextSearchUseCase } from './text/text-search.usecase';
import { TrendingStoresUseCase } from './trending/trending-stores.usecase';
import { ZipStoresUseCase } from './zip/zip-stores.usecase';

/** Thin bus entry points: each validated query goes to one use case; every store answered carries
 * open now at the time of the query. */
@Controller()
export class SearchHandler {
  constructor(
    private readonly nearbyStores: NearbyStoresUseCase,
    private readonly zipStores: ZipStoresUseCase,
    private readonly textSearch: TextSearchUseCase,
    private readonly directSearch: DirectSearchUseCase,
    private readonly categoryStores: CategoryStoresUseCase,
    private readonly trendingStores: TrendingStoresUseCase,
    private readonly storesById: StoresByIdUseCase,
    private readonly places: PlaceOfUseCase,
    private readonly gazetteer: Gazetteer,
    @Optional() private readonly analytics?: SearchAnalyticsUseCases,
  ) {}

  /** Counts a first page of results for analytics without holding up the answer. */
  private counted(kind: SearchKind, text: string | null | undefined, firstPage = true) {
    return (hits: StoreHit[]) => {
      if (firstPage) this.analytics?.record(kind, text, hits.length);
      return hits;
    };
  }

  @OnMessage(SearchMessages.nearby)
  nearby(query: NearbyStoresQuery) {
    return this.nearbyStores
      .nearby(query)
      .then(this.counted('nearby', null, query.offset === 0))
      .then((hits) => withOpenNow(hits));
  }

  /** Not counted as a search: the gateway's read cache asks this for a grid cell, and counts the
   * nearby searches it answers from it. */
  @OnMessage(SearchMessages.nearbyCandidates)
  nearbyCandidates(query: NearbyCandidatesQuery) {
    return this.nearbyStores.nearby({ ...query, offset: 0 });
  }

  @OnMessage(SearchMessages.byZip)
  byZip(query: ZipStoresQuery) {
    return this.zipStores
      .byZip(query)
      .then(this.counted('zip', query.zip))
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.text)
  text(query: TextSearchQuery) {
    const typed =
      query.text?.trim() || [query.city, query.state, query.zip].filter(Boolean).join(' ');
    return this.textSearch
      .text(query)
      .then(this.counted('text', typed))
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.direct)
  direct(query: DirectSearchQuery) {
    return this.directSearch
      .direct(query)
      .then(this.counted('direct', query.text))
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.category)
  category(query: CategoryStoresQuery) {
    return this.categoryStores
      .category(query)
      .then(this.counted('category', query.category, query.offset === 0))
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.trending)
  trending(query: TrendingStoresQuery) {
    return this.trendingStores.trending(query).then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.byId)
  byId(query: StoreByIdQuery) {
    return this.storesById
      .byId(query.id, query.includeClosed === true)
      .then((hit) => (hit ? withOpenNow([hit])[0] : null));
  }

  @OnMessage(SearchMessages.byIds)
  byIds(query: StoresByIdsQuery) {
    return this.storesById
      .byIds(query.ids, query.includeClosed === true)
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.geocode)
  geocode(query: GeocodeQuery) {
    return this.gazetteer.geocode(query.text);
  }

  @OnMessage(SearchMessages.reverseGeocode)
  reverseGeocode(query: ReverseGeocodeQuery) {
    return this.places.placeOf(query.lat, query.lng);
  }
}
