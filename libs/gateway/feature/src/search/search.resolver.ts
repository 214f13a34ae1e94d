import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { SearchMessages } from '@snap/contracts';
import { findCityPage, findCityPageByName, PROMOTED_CITIES } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { viaBus } from '../graphql/bus-errors';
import { CityPage, GeoPlace } from './places.model';
import {
  CategoryStoresArgs,
  DirectSearchArgs,
  GeocodeArgs,
  LocatedArgs,
  NearbyStoresArgs,
  SearchStoresArgs,
  TrendingStoresArgs,
  ZipStoresArgs,
} from './search.args';
import { CatalogCoverage } from './coverage.model';
import { Store, toStoreModel } from './store.model';
import { READ_SCOPES, ReadCache } from '../read-cache/read-cache';

/** Discovery queries: each one answered by the search service over the bus, through the read cache
 * (anonymous answers: none of these depends on who asks). Trending is not cached: every click
 * changes it. */
@Resolver(() => Store)
export class SearchResolver {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    private readonly reads: ReadCache,
  ) {}

  @Query(() => [Store], {
    description: 'get_nearby_stores: stores within the radius, nearest first',
  })
  async nearbyStores(@Args() args: NearbyStoresArgs): Promise<Store[]> {
    const hits = await this.reads.nearby(args, {
      candidates: (cell) => viaBus(() => this.bus.request(SearchMessages.nearbyCandidates, cell)),
      page: () => viaBus(() => this.bus.request(SearchMessages.nearby, { ...args })),
    });
    return hits.map(toStoreModel);
  }

  @Query(() => [Store], { description: 'Stores in one ZIP code (at most 100)' })
  async zipStores(@Args() args: ZipStoresArgs): Promise<Store[]> {
    const hits = await this.reads.stores('zip', args, () =>
      viaBus(() => this.bus.request(SearchMessages.byZip, { ...args })),
    );
    return hits.map(toStoreModel);
  }

  @Query(() => [Store], {
    description: 'smart_store_search: typo-tolerant text search with city, state, ZIP and position',
  })
  async searchStores(@Args() args: SearchStoresArgs): Promise<Store[]> {
    const hits = await this.reads.stores('text', args, () =>
      viaBus(() => this.bus.request(SearchMessages.text, { ...args })),
    );
    return hits.map(toStoreModel);
  }

  @Query(() => [Store], {
    description: 'Contains-search on name, city, ZIP and state, by name (at most 2000)',
  })
  async directSearch(@Args() args: DirectSearchArgs): Promise<Store[]> {
    return (await viaBus(() => this.bus.request(SearchMessages.direct, { ...args }))).map(
      toStoreModel,
    );
  }

  @Query(() => [Store], { description: 'A category of the category bar near a position' })
  async categoryStores(@Args() args: CategoryStoresArgs): Promise<Store[]> {
    const ask = () => viaBus(() => this.bus.request(SearchMessages.category, { ...args }));
    // The trending category follows every click, which no catalog event announces: never cached.
    const hits =
      args.category === 'trending' ? await ask() : await this.reads.stores('category', args, ask);
    return hits.map(toStoreModel);
  }

  @Query(() => [Store], { description: 'What signed-in people nearby opened in the last 30 days' })
  async trendingStores(@Args() args: TrendingStoresArgs): Promise<Store[]> {
    return (await viaBus(() => this.bus.request(SearchMessages.trending, { ...args }))).map(
      toStoreModel,
    );
  }

  @Query(() => Store, { nullable: true, description: "null means 'Store Not Found'" })
  async store(@Args('id', { type: () => ID }) id: string): Promise<Store | null> {
    // A store that left USDA's list is still answered, so its page can say since when.
    const hit = await this.reads.store({ id }, () =>
      viaBus(() => this.bus.request(SearchMessages.byId, { id, includeClosed: true })),
    );
    return hit ? toStoreModel(hit) : null;
  }

  @Query(() => CatalogCoverage, {
    description:
      'Which states the catalog holds a complete USDA list of, and how many stores: the figures the site may claim',
  })
  catalogCoverage(): Promise<CatalogCoverage> {
    return this.reads.read(READ_SCOPES.catalog, 'coverage', {}, () =>
      viaBus(() => this.bus.request(SearchMessages.coverage, {})),
    );
  }

  @Query(() => CityPage, {
    nullable: true,
    description:
      "The launch cities' pages by slug or name, else a city the catalog covers; null means 'City Not Found'",
  })
  async cityPage(@Args('slug') slug: string): Promise<CityPage | null> {
    const page = findCityPage(slug) ?? findCityPageByName(slug);
    if (page) return page;
    // An address segment of any length: only what a slug can be is asked.
    if (slug.length > 100) return null;
    return this.reads.read(READ_SCOPES.catalog, 'city-page', { slug }, () =>
      viaBus(() => this.bus.request(SearchMessages.cityPage, { slug })),
    );
  }

  @Query(() => [CityPage], {
    description: 'The cities the site promotes: the largest the catalog covers, largest first',
  })
  cityPages(): Promise<CityPage[]> {
    return this.reads.read(READ_SCOPES.catalog, 'city-pages', {}, () =>
      viaBus(() => this.bus.request(SearchMessages.cityPages, { limit: PROMOTED_CITIES })),
    );
  }

  @Query(() => GeoPlace, {
    nullable: true,
    description: 'Offline geocoding of a ZIP, "City, ST" or a city name',
  })
  geocode(@Args() args: GeocodeArgs): Promise<GeoPlace | null> {
    return this.reads.read(READ_SCOPES.catalog, 'geocode', args, () =>
      viaBus(() => this.bus.request(SearchMessages.geocode, { ...args })),
    );
  }

  @Query(() => GeoPlace, { nullable: true, description: 'The ZIP nearest to a position' })
  reverseGeocode(@Args() args: LocatedArgs): Promise<GeoPlace | null> {
    return this.reads.read(READ_SCOPES.catalog, 'reverse-geocode', args, () =>
      viaBus(() => this.bus.request(SearchMessages.reverseGeocode, { ...args })),
    );
  }
}
