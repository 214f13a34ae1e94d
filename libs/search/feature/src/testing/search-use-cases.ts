import type { DocumentStore } from '@snap/platform-documents';
import type { StoreIndex } from '@snap/platform-search-index';
import type { StoresRepository } from '../catalog/stores.repository';
import { StoreClicksRepository } from '../clicks/store-clicks.repository';
import { TrendingRollupBackfill } from '../clicks/trending-rollup-backfill';
import { TrendingRollupRepository } from '../clicks/trending-rollup.repository';
import type { Gazetteer } from '../geocoding/gazetteer';
import { SearchHandler } from '../stores-search/search.handler';
import { StoresByIdUseCase } from '../stores-search/by-id/stores-by-id.usecase';
import { CategoryStoresUseCase } from '../stores-search/category/category-stores.usecase';
import { DirectSearchUseCase } from '../stores-search/direct/direct-search.usecase';
import { NearbyStoresUseCase } from '../stores-search/nearby/nearby-stores.usecase';
import { PlaceOfUseCase } from '../stores-search/place/place-of.usecase';
import { TextSearchUseCase } from '../stores-search/text/text-search.usecase';
import { TrendingStoresUseCase } from '../stores-search/trending/trending-stores.usecase';
import { ZipStoresUseCase } from '../stores-search/zip/zip-stores.usecase';

/** Every search query's use case wired as the module wires them, for specs and benches that ask
 * several queries of one catalog; the trending rollup is ready (the stored clicks rolled up). */
export async function searchUseCases(
  index: StoreIndex,
  stores: StoresRepository,
  documents: DocumentStore,
  gazetteer: Gazetteer,
) {
  const clicks = new StoreClicksRepository(documents);
  const rollup = new TrendingRollupRepository(documents);
  await new TrendingRollupBackfill(clicks, rollup).execute(new Date());
  const nearby = new NearbyStoresUseCase(index, stores);
  const zip = new ZipStoresUseCase(stores);
  const text = new TextSearchUseCase(index, stores, gazetteer, nearby, zip);
  const trending = new TrendingStoresUseCase(nearby, clicks, rollup);
  const category = new CategoryStoresUseCase(nearby, trending);
  const direct = new DirectSearchUseCase(stores);
  const byId = new StoresByIdUseCase(stores);
  const place = new PlaceOfUseCase(nearby, gazetteer);
  return {
    rollup,
    /** The bus entry points over these use cases. */
    handler: new SearchHandler(
      nearby,
      zip,
      text,
      direct,
      category,
      trending,
      byId,
      place,
      gazetteer,
    ),
    nearby: nearby.nearby.bind(nearby),
    nearbyFromDocuments: nearby.nearbyFromDocuments.bind(nearby),
    byZip: zip.byZip.bind(zip),
    text: text.text.bind(text),
    textFromDocuments: text.textFromDocuments.bind(text),
    direct: direct.direct.bind(direct),
    category: category.category.bind(category),
    trending: trending.trending.bind(trending),
    byId: byId.byId.bind(byId),
    byIds: byId.byIds.bind(byId),
    placeOf: place.placeOf.bind(place),
  };
}

export type SearchUseCases = Awaited<ReturnType<typeof searchUseCases>>;
