import { Injectable } from '@nestjs/common';
import type { CityPageView } from '@snap/contracts';
import { coveredCityPages } from '@snap/domain';
import { CatalogCoverageRepository } from '../catalog/catalog-coverage.repository';
import { StoresRepository } from '../catalog/stores.repository';

/** Cities move only with an import: a page view reads a copy at most this old. */
const FRESH_FOR_MS = 5 * 60_000;

/** The city pages of the catalog: every city with open stores in a covered state has one, and the
 * largest are the ones the site promotes (footer, /city, sitemap). */
@Injectable()
export class CoveredCitiesUseCase {
  private cached: { at: number; cities: Promise<CityPageView[]> } | null = null;

  constructor(
    private readonly stores: StoresRepository,
    private readonly coverage: CatalogCoverageRepository,
  ) {}

  /** Largest first; the first `limit` when asked. */
  async cities(limit?: number, fresh = false, now = Date.now()): Promise<CityPageView[]> {
    const cities = await this.all(fresh, now);
    return limit === undefined ? cities : cities.slice(0, limit);
  }

  /** A covered city's page by its slug, or null (the launch cities' own pages are the gateway's). */
  async city(slug: string, fresh = false, now = Date.now()): Promise<CityPageView | null> {
    const wanted = slug.toLowerCase();
    return (await this.all(fresh, now)).find((city) => city.slug === wanted) ?? null;
  }

  private all(fresh: boolean, now: number): Promise<CityPageView[]> {
    if (!fresh && this.cached && now - this.cached.at < FRESH_FOR_MS) return this.cached.cities;
    // One read shared by the requests that arrive while it runs; a failed read is not kept.
    const cities = this.read();
    this.cached = { at: now, cities };
    cities.catch(() => (this.cached = null));
    return cities;
  }

  private async read(): Promise<CityPageView[]> {
    const states = (await this.coverage.coveredStates()).map((state) => state._id);
    return coveredCityPages(await this.stores.activePlacesInStates(states), states);
  }
}
