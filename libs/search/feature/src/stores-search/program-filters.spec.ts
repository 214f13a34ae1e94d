import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import {
  CategoryStoresQuery,
  NearbyStoresQuery,
  TextSearchQuery,
  ZipStoresQuery,
} from '@snap/contracts';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex, SearchIndexUnavailableError } from '@snap/platform-search-index';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { searchUseCases, type SearchUseCases } from '../testing/search-use-cases';

const fixture = (file: string) => join(__dirname, '../../../../../data/fixtures', file);
const ATLANTA = { lat: 33.749, lng: -84.388 };
const PHOENIX = { lat: 33.4484, lng: -112.074 };
const COLUMBUS_GA = { lat: 32.4636, lng: -84.92489 };

class DownIndex extends EmbeddedStoreIndex {
  override async nearby(): Promise<never> {
    throw new SearchIndexUnavailableError('connect ECONNREFUSED 127.0.0.1:9200');
  }
}

// USDA's own fields decide: Store_Type 'Restaurant Meals Program' and Incentive_Program / Grantee_Name,
// as the locator export and the live service carry them (data/fixtures/program-stores-sample.csv: real
// rows of the replayed service, two Phoenix RMP restaurants and two Double Up stores near Atlanta).
describe('hot meals and "Extra for fruits & vegetables" from USDA fields', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let stores: StoresRepository;
  let search: SearchUseCases;
  const gazetteer = new Gazetteer();
  const index = new EmbeddedStoreIndex();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-programs-'));
    documents = new EmbeddedDocumentStore(dir);
    stores = new StoresRepository(documents);
    const importer = new ImportStoresUseCase(stores, index, gazetteer);
    await importer.execute(fixture('retailer-locator-sample.csv'));
    await importer.execute(fixture('program-stores-sample.csv'));
    search = await searchUseCases(index, stores, documents, gazetteer);
  }, 120_000);

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const category = (fields: Partial<CategoryStoresQuery>) =>
    search.category(plainToInstance(CategoryStoresQuery, fields));

  it('keeps the incentive program and its grantee from the import', async () => {
    const store = await search.byId('3381032');
    expect(store).toMatchObject({
      Store_Name: "Trader Joe's 735",
      Incentive_Program: 'Double Up Food Bucks',
      Grantee_Name: 'Wholesome Wave Georgia',
    });
  });

  it("puts USDA's RMP restaurants in Hot Meals even when their name would exclude them", async () => {
    const hot = await category({ ...PHOENIX, category: 'hotmeals', radiusMiles: 10 });
    expect(hot.map((s) => s.Store_Name).sort()).toEqual([
      'Amoco Food Mart',
      'Dollar General 31811',
    ]);
    expect(hot.every((s) => s.Store_Type === 'Restaurant Meals Program')).toBe(true);
  });

  it('puts a store whose incentive text names RMP in Hot Meals, and not under the produce filter', async () => {
    const hot = await category({ ...COLUMBUS_GA, category: 'hotmeals', radiusMiles: 10 });
    expect(hot.map((s) => s.Store_Name)).toEqual(['Rainbow Foods LLC']);
    const extra = await category({
      ...COLUMBUS_GA,
      category: 'trending',
      radiusMiles: 10,
      produceIncentiveOnly: true,
    });
    expect(extra).toEqual([]);
  });

  it('filters the Hot Meals type to every RMP restaurant, those only the incentive text marks too, in every search and the fallback', async () => {
    // Rainbow Foods LLC (31907) is a 'Super Store' whose USDA incentive text names RMP: its card says
    // restaurant meals, so the Hot Meals type filter must find it too.
    const hotMealsType = { storeTypes: ['Restaurant Meals Program'] };
    expect(
      (await search.byZip(plainToInstance(ZipStoresQuery, { zip: '31907', ...hotMealsType }))).map(
        (s) => s.id,
      ),
    ).toEqual(['800000']);
    // Other types still filter on the type alone.
    expect(
      (
        await search.byZip(
          plainToInstance(ZipStoresQuery, { zip: '31907', storeTypes: ['Supermarket'] }),
        )
      ).map((s) => s.id),
    ).toEqual([]);
    const near = plainToInstance(NearbyStoresQuery, {
      ...COLUMBUS_GA,
      radiusMiles: 10,
      ...hotMealsType,
    });
    expect((await search.nearby(near)).map((s) => s.id)).toEqual(['800000']);
    const fallback = await searchUseCases(new DownIndex(), stores, documents, gazetteer);
    expect((await fallback.nearby(near)).map((s) => s.id)).toEqual(['800000']);
    expect(
      (
        await search.text(
          plainToInstance(TextSearchQuery, {
            text: 'rainbow foods',
            ...COLUMBUS_GA,
            radiusMiles: 10,
            ...hotMealsType,
          }),
        )
      ).map((s) => s.id),
    ).toEqual(['800000']);
    // USDA's own RMP restaurants stay in, by their type.
    expect(
      (
        await search.nearby(
          plainToInstance(NearbyStoresQuery, { ...PHOENIX, radiusMiles: 10, ...hotMealsType }),
        )
      ).every((s) => s.Store_Type === 'Restaurant Meals Program'),
    ).toBe(true);
  });

  it('finds only the stores with a fruits & vegetables incentive, nearest first, in every search', async () => {
    const near = await search.nearby(
      plainToInstance(NearbyStoresQuery, {
        ...ATLANTA,
        radiusMiles: 20,
        produceIncentiveOnly: true,
      }),
    );
    expect(near.map((s) => s.Store_Name)).toEqual(["Trader Joe's 735", 'Food Mart']);
    expect(
      (
        await category({
          ...ATLANTA,
          category: 'grocery',
          radiusMiles: 10,
          produceIncentiveOnly: true,
        })
      ).map((s) => s.Store_Name),
    ).toEqual(["Trader Joe's 735"]);
    expect(
      (
        await search.byZip(
          plainToInstance(ZipStoresQuery, { zip: '30305', produceIncentiveOnly: true }),
        )
      ).map((s) => s.id),
    ).toEqual(['3381032']);
    expect(
      (
        await search.text(
          plainToInstance(TextSearchQuery, {
            text: 'food mart',
            ...ATLANTA,
            radiusMiles: 20,
            produceIncentiveOnly: true,
          }),
        )
      ).map((s) => s.id),
    ).toEqual(['4940101']);
  });

  it('gives the same answer from the documents when the index is down', async () => {
    const fallback = await searchUseCases(new DownIndex(), stores, documents, gazetteer);
    const query = plainToInstance(NearbyStoresQuery, {
      ...ATLANTA,
      radiusMiles: 20,
      produceIncentiveOnly: true,
    });
    expect((await fallback.nearby(query)).map((s) => s.id)).toEqual(
      (await search.nearby(query)).map((s) => s.id),
    );
  });
});
