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
import { SearchStoresUseCases } from './search-stores.usecases';

/** Thin bus entry points: each validated query goes to one use case; every store answered carries
 * open now at the time of the query. */
@Controller()
export class SearchHandler {
  constructor(
    private readonly search: SearchStoresUseCases,
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
    return this.search
      .nearby(query)
      .then(this.counted('nearby', null, query.offset === 0))
      .then((hits) => withOpenNow(hits));
  }

  /** Not counted as a search: the gateway's read cache asks this for a grid cell, and counts the
   * nearby searches it answers from it. */
  @OnMessage(SearchMessages.nearbyCandidates)
  nearbyCandidates(query: NearbyCandidatesQuery) {
    return this.search.nearby({ ...query, offset: 0 });
  }

  @OnMessage(SearchMessages.byZip)
  byZip(query: ZipStoresQuery) {
    return this.search
      .byZip(query)
      .then(this.counted('zip', query.zip))
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.text)
  text(query: TextSearchQuery) {
    const typed =
      query.text?.trim() || [query.city, query.state, query.zip].filter(Boolean).join(' ');
    return this.search
      .text(query)
      .then(this.counted('text', typed))
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.direct)
  direct(query: DirectSearchQuery) {
    return this.search
      .direct(query)
      .then(this.counted('direct', query.text))
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.category)
  category(query: CategoryStoresQuery) {
    return this.search
      .category(query)
      .then(this.counted('category', query.category, query.offset === 0))
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.trending)
  trending(query: TrendingStoresQuery) {
    return this.search.trending(query).then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.byId)
  byId(query: StoreByIdQuery) {
    return this.search
      .byId(query.id, query.includeClosed === true)
      .then((hit) => (hit ? withOpenNow([hit])[0] : null));
  }

  @OnMessage(SearchMessages.byIds)
  byIds(query: StoresByIdsQuery) {
    return this.search
      .byIds(query.ids, query.includeClosed === true)
      .then((hits) => withOpenNow(hits));
  }

  @OnMessage(SearchMessages.geocode)
  geocode(query: GeocodeQuery) {
    return this.gazetteer.geocode(query.text);
  }

  @OnMessage(SearchMessages.reverseGeocode)
  reverseGeocode(query: ReverseGeocodeQuery) {
    return this.search.placeOf(query.lat, query.lng);
  }
}
