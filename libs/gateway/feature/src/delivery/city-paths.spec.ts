import { SearchMessages } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';
import { CityPaths } from './city-paths';

/** The search service as the bus answers it: Atlanta is the one covered city. */
function searchService(asked: string[], answer = true) {
  return {
    request: async (message: { name: string }, { slug }: { slug: string }) => {
      expect(message.name).toBe(SearchMessages.cityPage.name);
      asked.push(slug);
      if (!answer) throw new Error('the search service does not answer');
      return slug === 'atlanta' ? { slug: 'atlanta', name: 'Atlanta' } : null;
    },
  } as unknown as BusClient;
}

describe("the catalog's city addresses", () => {
  it('names a covered city, asks once per slug within five minutes, and never for other addresses', async () => {
    const asked: string[] = [];
    const cities = new CityPaths(searchService(asked));
    expect([...(await cities.citiesIn('/city/Atlanta', 0))]).toEqual(['atlanta']);
    expect([...(await cities.citiesIn('/atlanta', 1_000))]).toEqual(['atlanta']);
    expect([...(await cities.citiesIn('/atlantis', 1_000))]).toEqual([]);
    // The spec's cities are known without asking; deeper addresses are not city pages.
    expect([...(await cities.citiesIn('/chicago-ebt', 1_000))]).toEqual([]);
    expect([...(await cities.citiesIn('/store/123', 1_000))]).toEqual([]);
    expect(asked).toEqual(['atlanta', 'atlantis']);
    await cities.citiesIn('/atlanta', 6 * 60_000);
    expect(asked).toEqual(['atlanta', 'atlantis', 'atlanta']);
  });

  it('knows no city while the search service does not answer, and asks again next time', async () => {
    const asked: string[] = [];
    const cities = new CityPaths(searchService(asked, false));
    expect([...(await cities.citiesIn('/atlanta', 0))]).toEqual([]);
    await cities.citiesIn('/atlanta', 1_000);
    expect(asked).toEqual(['atlanta', 'atlanta']);
  });
});
