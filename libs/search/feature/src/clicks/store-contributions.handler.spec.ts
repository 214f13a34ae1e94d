import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { NearbyStoresQuery } from '@snap/contracts';
import { defaultWeeklyHours } from '@snap/domain';
import { deliver } from '@snap/platform-bus/testing';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { searchUseCases, type SearchUseCases } from '../testing/search-use-cases';
import { StoreContributionsHandler } from './store-contributions.handler';

const sample = (file: string) => join(__dirname, '../../../../../data/sample', file);

// Works on the real Georgia sample (about 20,000 rows): CPU-bound, minutes on a busy machine.
jest.setTimeout(300_000);

describe('approved store contributions on the real Georgia sample', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let index: EmbeddedStoreIndex;
  let stores: StoresRepository;
  let search: SearchUseCases;
  let handler: StoreContributionsHandler;
  const gazetteer = new Gazetteer();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-contributions-'));
    documents = new EmbeddedDocumentStore(dir);
    index = new EmbeddedStoreIndex();
    stores = new StoresRepository(documents);
    await new ImportStoresUseCase(stores, index, gazetteer).execute(
      sample('snap-retailers-ga-2020.csv'),
    );
    search = await searchUseCases(index, stores, documents, gazetteer);
    handler = new StoreContributionsHandler(stores, index);
  }, 300_000);

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const approved = (id: string, payload: Record<string, unknown>) => ({
    id: `contribution-approved:${id}`,
    occurredAt: new Date().toISOString(),
    correlationId: id,
    payload: { contributionId: id, approvedAt: new Date().toISOString(), ...payload },
  });

  it('shows an approved phone number and weekly hours on the store, in results too; a redelivery changes nothing', async () => {
    const [store] = await search.nearby(
      plainToInstance(NearbyStoresQuery, { lat: 33.749, lng: -84.388, limit: 1 }),
    );
    expect(store).toMatchObject({ phone: null, weeklyHours: null });
    const phone = approved('c-1', { storeId: store.id, kind: 'phone', phone: '(404) 555-0134' });
    await deliver(handler.contributionApproved.bind(handler), phone);
    await deliver(handler.contributionApproved.bind(handler), phone);
    const hours = approved('c-2', {
      storeId: store.id,
      kind: 'hours',
      weeklyHours: defaultWeeklyHours(),
    });
    await deliver(handler.contributionApproved.bind(handler), hours);
    await deliver(handler.contributionApproved.bind(handler), hours);

    expect(await search.byId(store.id)).toMatchObject({
      phone: '(404) 555-0134',
      weeklyHours: defaultWeeklyHours(),
    });
    const [again] = await search.nearby(
      plainToInstance(NearbyStoresQuery, { lat: 33.749, lng: -84.388, limit: 1 }),
    );
    expect(again).toMatchObject({
      id: store.id,
      phone: '(404) 555-0134',
      weeklyHours: defaultWeeklyHours(),
    });
  });

  it('refuses a malformed approval without touching the store, and skips one for an unknown store', async () => {
    // Its own store (the second nearest), so nothing depends on what the test above approved.
    const [, store] = await search.nearby(
      plainToInstance(NearbyStoresQuery, { lat: 33.749, lng: -84.388, limit: 2 }),
    );
    const before = await search.byId(store.id);
    await expect(
      deliver(
        handler.contributionApproved.bind(handler),
        approved('c-3', { storeId: store.id, kind: 'email', phone: 'x' }),
      ),
    ).rejects.toThrow(/^Invalid payload for community\.store\.contribution-approved\.v1: .*kind/);
    await expect(
      deliver(
        handler.contributionApproved.bind(handler),
        approved('c-4', { storeId: 'st_no_such_store', kind: 'phone', phone: '404-555-0000' }),
      ),
    ).resolves.toBeUndefined();
    expect(await search.byId(store.id)).toEqual(before);
    expect(await search.byId('st_no_such_store')).toBeNull();
  });
});
