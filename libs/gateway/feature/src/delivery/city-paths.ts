import { Inject, Injectable } from '@nestjs/common';
import { SearchMessages } from '@snap/contracts';
import { citySlugInPath, findCityPage, findCityPageByName } from '@snap/domain';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';

/** An answer is kept this long: cities move only with an import. */
const KEPT_FOR_MS = 5 * 60_000;
/** At most this many slugs remembered (addresses are the visitor's to type). */
const MAX_KEPT = 5_000;

/** Which one-segment addresses are the page of a city the catalog covers (/atlanta, /city/atlanta),
 * so the server answers them 200 like the launch cities' pages (product rule "Cities"), and any other one 404. */
@Injectable()
export class CityPaths {
  private readonly known = new Map<string, { exists: boolean; at: number }>();
  private covered: { at: number; paths: Promise<string[]> } | null = null;

  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  /** The catalog's city slugs among this address's segments (none, or the one it names). */
  async citiesIn(pathname: string, now = Date.now()): Promise<ReadonlySet<string>> {
    const slug = citySlugInPath(pathname);
    if (!slug || slug.length > 100 || findCityPage(slug) || findCityPageByName(slug))
      return new Set();
    return (await this.exists(slug, now)) ? new Set([slug]) : new Set();
  }

  /** Every covered city's page, largest first, from the catalog (the sitemap's cities); one read
   * kept five minutes and shared by the requests that arrive meanwhile, a failed one not kept. */
  coveredCityPaths(now = Date.now()): Promise<string[]> {
    if (this.covered && now - this.covered.at < KEPT_FOR_MS) return this.covered.paths;
    const paths = this.bus
      .request(SearchMessages.cityPages, {})
      .then((cities) => cities.map((city) => `/${city.slug}`));
    this.covered = { at: now, paths };
    paths.catch(() => (this.covered = null));
    return paths;
  }

  private async exists(slug: string, now: number): Promise<boolean> {
    const kept = this.known.get(slug);
    if (kept && now - kept.at < KEPT_FOR_MS) return kept.exists;
    let exists: boolean;
    try {
      exists = (await this.bus.request(SearchMessages.cityPage, { slug })) !== null;
    } catch {
      // Unknown while the search service does not answer (not kept): the page itself says what it can.
      return false;
    }
    if (this.known.size >= MAX_KEPT) this.known.clear();
    this.known.set(slug, { exists, at: now });
    return exists;
  }
}
