import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { CatalogCoverageRepository } from '../catalog/catalog-coverage.repository';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { CoveredCitiesUseCase } from './covered-cities.usecase';

const HEADER =
  'Record_ID,Store_Name,Store_Street_Address,Additional_Address,City,State,Zip_Code,Zip4,County,Store_Type,Latitude,Longitude,Incentive_Program,Grantee_Name,ObjectId,X,Y';
const line = (
  id: number,
  name: string,
  city: string,
  state: string,
  zip: string,
  lat: number,
  lng: number,
) =>
  `${id},${name},${id} Main St,,${city},${state},${zip},,COUNTY,Supermarket,${lat},${lng},,,${id},${lng},${lat}`;

describe('the city pages of the catalog', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let importer: ImportStoresUseCase;
  let cities: CoveredCitiesUseCase;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'snap-cities-'));
    documents = new EmbeddedDocumentStore(join(dir, 'db'));
    const stores = new StoresRepository(documents);
    importer = new ImportStoresUseCase(stores, new EmbeddedStoreIndex(), new Gazetteer());
    cities = new CoveredCitiesUseCase(stores, new CatalogCoverageRepository(documents));
    writeFileSync(
      join(dir, 'ga.csv'),
      [
        HEADER,
        line(910001, 'Peachtree Market', 'Atlanta', 'GA', '30303', 33.7553, -84.3878),
        line(910002, 'Midtown Grocery', 'Atlanta', 'GA', '30308', 33.7766, -84.3838),
        line(910003, 'West End Foods', 'Atlanta', 'GA', '30310', 33.7364, -84.4136),
        line(910004, 'Decatur Square Market', 'Decatur', 'GA', '30030', 33.7748, -84.2963),
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'il.csv'),
      [HEADER, line(920001, 'Loop Farmers Market', 'Chicago', 'IL', '60601', 41.886, -87.618)].join(
        '\n',
      ),
    );
  });
  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives every city of a covered state a page, largest first, and none elsewhere', async () => {
    await importer.execute(join(dir, 'ga.csv'), { asOf: '2026-07-29', completeFor: ['GA'] });
    await importer.execute(join(dir, 'il.csv'), { asOf: '2026-07-29' });
    const pages = await cities.cities(undefined, true);
    expect(pages.map((city) => [city.slug, city.name, city.state, city.stores])).toEqual([
      ['atlanta', 'Atlanta', 'GA', 3],
      ['decatur', 'Decatur', 'GA', 1],
    ]);
    expect(await cities.city('atlanta', true)).toMatchObject({
      name: 'Atlanta',
      state: 'GA',
      zipCodes: ['30303', '30308', '30310'],
      stores: 3,
    });
    expect(await cities.city('chicago', true)).toBeNull();
    expect((await cities.cities(1, true)).map((city) => city.slug)).toEqual(['atlanta']);
  });

  it('has no city pages while no state is covered', async () => {
    await importer.execute(join(dir, 'ga.csv'), { asOf: '2026-07-29' });
    expect(await cities.cities(undefined, true)).toEqual([]);
  });
});
