import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { TextSearchQuery } from '@snap/contracts';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { searchUseCases, type SearchUseCases } from '../testing/search-use-cases';

// Real rows of USDA's Georgia list: the Walgreens a mile from downtown is in 30308, not 30303.
const ROWS = [
  'Record_ID,Store_Name,Store_Street_Address,Additional_Address,City,State,Zip_Code,Zip4,County,Store_Type,Latitude,Longitude,Incentive_Program,Grantee_Name,ObjectId,X,Y',
  '900001,WALGREENS 6032,595 Piedmont Ave NE,,Atlanta,GA,30308,,FULTON,Pharmacy,33.77022,-84.38188,,,1,-84.38188,33.77022',
  '900002,Downtown Food Mart,100 Peachtree St NW,,Atlanta,GA,30303,,FULTON,Convenience Store,33.7553,-84.3878,,,2,-84.3878,33.7553',
  '900003,Midtown Grocery,800 Peachtree St NE,,Atlanta,GA,30308,,FULTON,Supermarket,33.7766,-84.3838,,,3,-84.3838,33.7766',
  '900004,WALGREENS 4411,7 E Broughton St,,Savannah,GA,31401,,CHATHAM,Pharmacy,32.0787,-81.0916,,,4,-81.0916,32.0787',
].join('\n');

const text = (fields: Partial<TextSearchQuery>) => plainToInstance(TextSearchQuery, fields);

describe('a name or a category with a ZIP: the ZIP is the centre and the radius applies', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let search: SearchUseCases;
  const gazetteer = new Gazetteer();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-zip-name-'));
    writeFileSync(join(dir, 'stores.csv'), `${ROWS}\n`);
    documents = new EmbeddedDocumentStore(join(dir, 'db'));
    const stores = new StoresRepository(documents);
    const index = new EmbeddedStoreIndex();
    await new ImportStoresUseCase(stores, index, gazetteer).execute(join(dir, 'stores.csv'));
    search = await searchUseCases(index, stores, documents, gazetteer);
  }, 120_000);

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds "walgrens" with ZIP 30303 at 10 miles: the Walgreens in 30308, not the one in Savannah', async () => {
    const hits = await search.text(text({ text: 'walgrens', zip: '30303', radiusMiles: 10 }));
    expect(hits.map((hit) => hit.Store_Name)).toEqual(['Walgreens 6032']);
    expect(hits[0]).toMatchObject({ Zip_Code: '30308' });
    expect(hits[0].distanceMiles as number).toBeLessThan(2);
  });

  it('finds it the same way when the page sends the ZIP with its geocoded centre', async () => {
    const centre = gazetteer.zip('30303')!;
    const hits = await search.text(
      text({ text: 'walgrens', zip: '30303', lat: centre.lat, lng: centre.lng, radiusMiles: 10 }),
    );
    expect(hits.map((hit) => hit.Store_Name)).toEqual(['Walgreens 6032']);
  });

  it('keeps the exact-ZIP list for a ZIP alone', async () => {
    const centre = gazetteer.zip('30303')!;
    for (const query of [
      text({ zip: '30303', radiusMiles: 10 }),
      text({ zip: '30303', lat: centre.lat, lng: centre.lng, radiusMiles: 10 }),
    ])
      expect((await search.text(query)).map((hit) => hit.Store_Name)).toEqual([
        'Downtown Food Mart',
      ]);
  });

  it('looks for a category around the ZIP within the radius', async () => {
    const hits = await search.text(
      text({ zip: '30303', storeTypes: ['Supermarket'], radiusMiles: 10 }),
    );
    expect(hits.map((hit) => [hit.Store_Name, hit.Zip_Code])).toEqual([
      ['Midtown Grocery', '30308'],
    ]);
  });
});
