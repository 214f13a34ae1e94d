import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { TextSearchQuery } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { searchUseCases, type SearchUseCases } from '../testing/search-use-cases';
import { CatalogStoresUseCases } from './catalog-stores.usecases';

const ROWS = [
  'Record_ID,Store_Name,Store_Street_Address,Additional_Address,City,State,Zip_Code,Zip4,County,Store_Type,Latitude,Longitude,Incentive_Program,Grantee_Name,ObjectId,X,Y',
  '930001,Peachtree Corner Market,100 Peachtree St NW,,Atlanta,GA,30303,,FULTON,Convenience Store,33.7553,-84.3878,,,1,-84.3878,33.7553',
].join('\n');
const ADMIN = { correlationId: 'c', userId: 'admin-1', roles: ['admin'] };

describe('a store an admin closes keeps its page', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let search: SearchUseCases;
  let admin: CatalogStoresUseCases;
  const audited: Array<{ action: string }> = [];
  /** The catalog changes announced (the gateway's read cache evicts on them). */
  const announced: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-admin-closed-'));
    writeFileSync(join(dir, 'stores.csv'), `${ROWS}\n`);
    documents = new EmbeddedDocumentStore(join(dir, 'db'));
    const stores = new StoresRepository(documents);
    const index = new EmbeddedStoreIndex();
    const gazetteer = new Gazetteer();
    await new ImportStoresUseCase(stores, index, gazetteer).execute(join(dir, 'stores.csv'));
    search = await searchUseCases(index, stores, documents, gazetteer);
    const bus = {
      publish: async (event: { name: string }, payload: { action: string; reason: string }) => {
        if (event.name === 'search.catalog.changed.v1') announced.push(payload.reason);
        else audited.push(payload);
      },
    } as unknown as BusClient;
    admin = new CatalogStoresUseCases(documents, index, bus);
  }, 120_000);

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const findByName = () =>
    search.text(
      plainToInstance(TextSearchQuery, {
        text: 'peachtree corner',
        lat: 33.7553,
        lng: -84.3878,
        radiusMiles: 10,
      }),
    );

  it('answers the store page with the day the editors closed it, and hides it from search', async () => {
    expect((await findByName()).map((hit) => hit.id)).toEqual(['930001']);
    await admin.setStatus({ id: '930001', status: 'closed' }, ADMIN);
    const today = new Date().toISOString().slice(0, 10);
    expect(await search.byId('930001', true)).toMatchObject({
      status: 'closed',
      closedByEditorsOn: today,
      delistedOn: null,
    });
    // Search and every list of open stores leave it out.
    expect(await search.byId('930001')).toBeNull();
    expect(await findByName()).toEqual([]);
    expect(audited.map((event) => event.action)).toEqual(['store.closed']);
    expect(announced).toEqual(['store-status']);
  });

  it('is back in search when reopened, without the notice', async () => {
    await admin.setStatus({ id: '930001', status: 'active' }, ADMIN);
    const store = await search.byId('930001', true);
    expect(store).toMatchObject({ status: 'active' });
    expect(store).not.toHaveProperty('closedByEditorsOn');
    expect((await findByName()).map((hit) => hit.id)).toEqual(['930001']);
  });
});
