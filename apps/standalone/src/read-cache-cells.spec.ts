import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { NearbyStoresQuery } from '@snap/contracts';
import { SEARCH_LIMITS } from '@snap/domain';
import { CELL_DEGREES, cellCandidatesQuery, pageFromCandidates } from '@snap/gateway-feature';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { loadGeorgiaStores } from '@snap/platform-search-index/testing';
import { NearbyStoresUseCase, StoresRepository } from '@snap/search-feature';

// The gateway's read cache answers a nearby page from the candidates of the person's grid cell. Here
// its answer is compared with the search service's own, on every active Georgia store of the real
// USDA file (dense cities, stores sharing one address), from random positions, radii and pages.

jest.setTimeout(300_000);

describe("nearby pages from a grid cell's candidates", () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let search: NearbyStoresUseCase;
  const storeTypes = [...new Set(loadGeorgiaStores().map((store) => store.Store_Type))].sort();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-read-cache-cells-'));
    documents = new EmbeddedDocumentStore(dir);
    const index = new EmbeddedStoreIndex();
    await index.rebuild(loadGeorgiaStores());
    search = new NearbyStoresUseCase(index, new StoresRepository(documents));
  });

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What the gateway does on a miss: the cell's candidates, as the search service answers them. */
  const fromCell = async (query: NearbyStoresQuery) => {
    const cell = cellCandidatesQuery(query);
    if (!cell) return null;
    const candidates = await search.nearby({ ...cell, offset: 0 } as NearbyStoresQuery);
    return pageFromCandidates(query, cell, candidates);
  };

  const position = fc.record({
    // Atlanta's dense centre most of the time, anywhere in Georgia otherwise.
    lat: fc.oneof(
      fc.double({ min: 33.6, max: 33.9, noNaN: true }),
      fc.double({ min: 30.4, max: 35, noNaN: true }),
    ),
    lng: fc.oneof(
      fc.double({ min: -84.55, max: -84.2, noNaN: true }),
      fc.double({ min: -85.6, max: -80.8, noNaN: true }),
    ),
  });
  const page = fc.record({
    radiusMiles: fc.constantFrom(...SEARCH_LIMITS.radiusChoices),
    storeTypes: fc.option(fc.subarray(storeTypes, { minLength: 1, maxLength: 3 }), {
      nil: undefined,
    }),
    produceIncentiveOnly: fc.option(fc.boolean(), { nil: undefined }),
    limit: fc.integer({ min: 1, max: 60 }),
    offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
  });

  it('equals the uncached answer whenever it answers, and answers most pages', async () => {
    let answered = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(position, page, async (at, options) => {
        const query = { ...at, ...options } as NearbyStoresQuery;
        const cached = await fromCell(query);
        runs++;
        if (cached === null) return;
        answered++;
        expect(cached).toEqual(await search.nearby(query));
      }),
      { numRuns: 300 },
    );
    // Deep pages are asked exactly; the usual ones come from the cell.
    expect(answered / runs).toBeGreaterThan(0.8);
  });

  const inside = fc.double({ min: 0.001, max: 0.999, noNaN: true });

  it('serves two people in one cell from the same candidates, each with their own distances and order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: Math.floor(33.6 / CELL_DEGREES), max: Math.floor(33.9 / CELL_DEGREES) }),
        fc.integer({
          min: Math.floor(-84.55 / CELL_DEGREES),
          max: Math.floor(-84.2 / CELL_DEGREES),
        }),
        // Near the corners and edges too (exactly on a line, floating point may put it either side).
        fc.tuple(inside, inside),
        fc.tuple(fc.constantFrom(0.001, 0.999), inside),
        page,
        async (row, column, [a, b], [c, d], options) => {
          const first = {
            lat: (row + a) * CELL_DEGREES,
            lng: (column + b) * CELL_DEGREES,
            ...options,
          } as NearbyStoresQuery;
          const second = {
            lat: (row + c) * CELL_DEGREES,
            lng: (column + d) * CELL_DEGREES,
            ...options,
          } as NearbyStoresQuery;
          expect(cellCandidatesQuery(first)).toEqual(cellCandidatesQuery(second));
          for (const query of [first, second]) {
            const cached = await fromCell(query);
            if (cached !== null) expect(cached).toEqual(await search.nearby(query));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
