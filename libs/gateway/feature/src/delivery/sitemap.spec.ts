import { SearchMessages, type CityPageView } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CityPaths } from './city-paths';
import { MAX_SITEMAP_URLS, sitemap, SITE_PAGE_PATHS } from './sitemap';

const city = (slug: string, name: string, state: string, stores: number): CityPageView => ({
  slug,
  name,
  state,
  zipCodes: [],
  description: '',
  lat: 0,
  lng: 0,
  stores,
});

/** The search service as the bus answers it: the covered cities, largest first (CoveredCitiesUseCase). */
function searchService(answer: () => CityPageView[], asked: { count: number }) {
  return {
    request: async (message: { name: string }, query: { limit?: number }) => {
      expect(message.name).toBe(SearchMessages.cityPages.name);
      // Every covered city, not only the promoted ones.
      expect(query.limit).toBeUndefined();
      asked.count++;
      return answer();
    },
  } as unknown as BusClient;
}

describe("the sitemap names the catalog's covered cities", () => {
  let server: Server;
  let base: string;
  let answer: () => CityPageView[];
  const asked = { count: 0 };

  beforeAll(async () => {
    const app = express();
    app.use(sitemap(new CityPaths(searchService(() => answer(), asked))));
    server = app.listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every covered city's page in both languages, and not the spec's cities the catalog lacks", async () => {
    answer = () => [
      city('atlanta', 'Atlanta', 'GA', 812),
      city('savannah', 'Savannah', 'GA', 301),
      city('columbus-ga', 'Columbus', 'GA', 240),
    ];
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const urls = locs(xml);
    for (const path of ['/atlanta', '/savannah', '/columbus-ga', '/mission', '/city']) {
      expect(urls).toContain(`${base}${path}`);
      expect(urls).toContain(`${base}/es${path}`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${base}/es/atlanta"/>`);
    // Houston is one of the spec's 16 cities, not covered by this catalog.
    expect(urls.some((url) => url.endsWith('/houston'))).toBe(false);
    expect(urls).toHaveLength((SITE_PAGE_PATHS.length + 3) * 2);
    // Cities move only with an import: the next request within five minutes does not ask again.
    const count = asked.count;
    expect((await fetch(`${base}/sitemap.xml`)).status).toBe(200);
    expect(asked.count).toBe(count);
  });

  it('answers 503 (retry later) while the catalog does not answer, and asks again next time', async () => {
    const fresh = new CityPaths(
      searchService(() => {
        throw new Error('the search service does not answer');
      }, asked),
    );
    const app = express();
    app.use(sitemap(fresh));
    const down = app.listen(0, '127.0.0.1');
    await new Promise((listening) => down.once('listening', listening));
    try {
      const response = await fetch(
        `http://127.0.0.1:${(down.address() as AddressInfo).port}/sitemap.xml`,
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.text()).toBe(
        'The sitemap is unavailable for a moment: the store catalog does not answer.',
      );
    } finally {
      down.closeAllConnections();
      down.close();
    }
    // A failed read is not kept: the next request asks again.
    const before = asked.count;
    await fresh.coveredCityPaths().catch(() => undefined);
    expect(asked.count).toBe(before + 1);
  });

  it('keeps to the 50,000 addresses a sitemap file may hold, largest cities first', async () => {
    const cities = new CityPaths(
      searchService(
        () =>
          Array.from({ length: 30_000 }, (_, i) =>
            city(`town-${i}`, `Town ${i}`, 'TX', 30_000 - i),
          ),
        { count: 0 },
      ),
    );
    const app = express();
    app.use(sitemap(cities));
    const big = app.listen(0, '127.0.0.1');
    await new Promise((listening) => big.once('listening', listening));
    try {
      const origin = `http://127.0.0.1:${(big.address() as AddressInfo).port}`;
      const urls = locs(await (await fetch(`${origin}/sitemap.xml`)).text());
      expect(urls.length).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
      expect(urls.length).toBeGreaterThan(MAX_SITEMAP_URLS - 2);
      expect(urls).toContain(`${origin}/town-0`);
      expect(urls).not.toContain(`${origin}/town-29999`);
    } finally {
      big.closeAllConnections();
      big.close();
    }
  });
});
