import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoreHit } from '@snap/domain';
import { deliver } from '@snap/platform-bus/testing';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { searchUseCases } from '../testing/search-use-cases';
import { SearchHandler } from '../stores-search/search.handler';
import { EnrichmentEventsHandler } from './enrichment-events.handler';

const SAMPLE = join(__dirname, '../../../../../data/sample/snap-retailers-ga-2020.csv');
const KEPT = ['st_168254', 'st_092791'];
const ALWAYS_OPEN = Object.fromEntries(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
    d,
    { open: '00:00', close: '00:00', closed: false },
  ]),
);

describe('place facts from the enrichment service on search results', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let stores: StoresRepository;
  let search: SearchHandler;
  let handler: EnrichmentEventsHandler;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-enriched-'));
    // Three stores of the real sample (ZIP 30303), so the import stays small.
    const [header, ...rows] = readFileSync(SAMPLE, 'utf8').split('\n');
    writeFileSync(
      join(dir, 'ga.csv'),
      [header, ...rows.filter((row) => KEPT.some((id) => row.startsWith(`${id},`)))].join('\n'),
    );
    documents = new EmbeddedDocumentStore(join(dir, 'data'));
    const index = new EmbeddedStoreIndex();
    const gazetteer = new Gazetteer();
    stores = new StoresRepository(documents);
    await new ImportStoresUseCase(stores, index, gazetteer).execute(join(dir, 'ga.csv'));
    search = (await searchUseCases(index, stores, documents, gazetteer)).handler;
    handler = new EnrichmentEventsHandler(stores, index);
  }, 60_000);

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const enriched = (storeId: string, updatedAt: string, payload: Record<string, unknown>) => ({
    id: `enriched:${storeId}:${updatedAt}`,
    occurredAt: updatedAt,
    correlationId: storeId,
    payload: { storeId, updatedAt, ...payload },
  });
  // Through the handlers as the bus calls them (envelope in, validated), where open now is added.
  const request = (payload: object) => ({
    id: 'r',
    occurredAt: new Date().toISOString(),
    correlationId: 'r',
    payload,
  });
  const nearby = () =>
    deliver(
      search.nearby.bind(search),
      request({ lat: 33.7555, lng: -84.385, limit: 10 }),
    ) as Promise<StoreHit[]>;
  const byId = (id: string) =>
    deliver(search.byId.bind(search), request({ id })) as Promise<StoreHit | null>;

  it('keeps phone, website, rating and hours for cards, and results say open now from them', async () => {
    expect((await nearby()).map((s) => [s.id, s.openNow])).toEqual(
      expect.arrayContaining([['st_168254', null]]),
    );
    const event = enriched('st_168254', '2026-06-10T12:00:00.000Z', {
      phone: '(404) 555-0142',
      website: 'https://sweetauburngrocery.example.org/',
      rating: 4.3,
      ratingsTotal: 132,
      weeklyHours: ALWAYS_OPEN,
    });
    await deliver(handler.storeEnriched.bind(handler), event);
    await deliver(handler.storeEnriched.bind(handler), event);
    const store = (await nearby()).find((s) => s.id === 'st_168254');
    expect(store).toMatchObject({
      openNow: true,
      phone: null,
      provider: {
        phone: '(404) 555-0142',
        rating: 4.3,
        ratingsTotal: 132,
        weeklyHours: ALWAYS_OPEN,
      },
    });
    expect(await byId('st_168254')).toMatchObject({ openNow: true, provider: { rating: 4.3 } });
  });

  it('never lets an older event replace a newer one, and ignores unknown stores', async () => {
    await deliver(
      handler.storeEnriched.bind(handler),
      enriched('st_168254', '2026-06-09T12:00:00.000Z', {
        phone: '(404) 555-0000',
        weeklyHours: null,
      }),
    );
    expect((await byId('st_168254'))?.provider?.phone).toBe('(404) 555-0142');
    await deliver(
      handler.storeEnriched.bind(handler),
      enriched('st_no_such_store', '2026-06-10T12:00:00.000Z', { phone: '1' }),
    );
  });

  it('refuses a malformed event without touching the store', async () => {
    const refusal = deliver(
      handler.storeEnriched.bind(handler),
      enriched('st_092791', 'yesterday', { rating: 9 }),
    );
    // The contract's own refusal, naming both faults, and not some later failure of the handler.
    await expect(refusal).rejects.toThrow(
      'Invalid payload for enrichment.store.enriched.v1: rating must not be greater than 5, updatedAt must be a valid ISO 8601 date string',
    );
    expect((await byId('st_092791'))?.provider ?? null).toBeNull();
  });

  it('says open now from approved community hours when the provider has none (the offline default)', async () => {
    await stores.updateFields('st_092791', { weeklyHours: ALWAYS_OPEN });
    expect(await byId('st_092791')).toMatchObject({ provider: null, openNow: true });
    const closedAllWeek = Object.fromEntries(
      Object.keys(ALWAYS_OPEN).map((day) => [day, { open: '09:00', close: '17:00', closed: true }]),
    );
    await stores.updateFields('st_092791', { weeklyHours: closedAllWeek });
    expect((await byId('st_092791'))?.openNow).toBe(false);
  });
});
