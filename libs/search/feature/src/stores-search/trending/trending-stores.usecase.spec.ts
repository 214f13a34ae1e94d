import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { TrendingStoresQuery } from '@snap/contracts';
import { deliver } from '@snap/platform-bus/testing';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { ImportStoresUseCase } from '../../catalog/import-stores.usecase';
import { StoresRepository } from '../../catalog/stores.repository';
import { CommunityEventsHandler } from '../../clicks/community-events.handler';
import { StoreClicksRepository } from '../../clicks/store-clicks.repository';
import { TrendingRollupBackfill } from '../../clicks/trending-rollup-backfill';
import { TrendingRollupRepository } from '../../clicks/trending-rollup.repository';
import { Gazetteer } from '../../geocoding/gazetteer';
import { NearbyStoresUseCase } from '../nearby/nearby-stores.usecase';
import { TrendingStoresUseCase } from './trending-stores.usecase';

const ROWS = [
  'Record_ID,Store_Name,Store_Street_Address,Additional_Address,City,State,Zip_Code,Zip4,County,Store_Type,Latitude,Longitude,Incentive_Program,Grantee_Name,ObjectId,X,Y',
  '910001,Downtown Food Mart,100 Peachtree St NW,,Atlanta,GA,30303,,FULTON,Convenience Store,33.7553,-84.3878,,,1,-84.3878,33.7553',
  '910002,Midtown Grocery,800 Peachtree St NE,,Atlanta,GA,30308,,FULTON,Supermarket,33.7766,-84.3838,,,2,-84.3838,33.7766',
  '910003,Decatur Produce,1 Church St,,Decatur,GA,30030,,DEKALB,Supermarket,33.7748,-84.2963,,,3,-84.2963,33.7748',
  '910004,Marietta Market,2 Square St,,Marietta,GA,30060,,COBB,Supermarket,33.9526,-84.5499,,,4,-84.5499,33.9526',
].join('\n');
const ATLANTA = { lat: 33.749, lng: -84.388 };
const DAY_MS = 86_400_000;

describe('trending read from the rollup around the person', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let clicks: StoreClicksRepository;
  let rollup: TrendingRollupRepository;
  let trending: TrendingStoresUseCase;
  let events: CommunityEventsHandler;
  let ids: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-trending-'));
    writeFileSync(join(dir, 'stores.csv'), `${ROWS}\n`);
    documents = new EmbeddedDocumentStore(join(dir, 'db'));
    const stores = new StoresRepository(documents);
    const index = new EmbeddedStoreIndex();
    const gazetteer = new Gazetteer();
    await new ImportStoresUseCase(stores, index, gazetteer).execute(join(dir, 'stores.csv'));
    clicks = new StoreClicksRepository(documents);
    rollup = new TrendingRollupRepository(documents);
    trending = new TrendingStoresUseCase(new NearbyStoresUseCase(index, stores), clicks, rollup);
    events = new CommunityEventsHandler(clicks, rollup, stores, index);
    const nearby = await new NearbyStoresUseCase(index, stores).nearby({
      ...ATLANTA,
      radiusMiles: 40,
      limit: 10,
      offset: 0,
    });
    ids = Object.fromEntries(nearby.map((hit) => [hit.Store_Name, hit.id]));
  }, 120_000);

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ask = async () =>
    (await trending.trending(plainToInstance(TrendingStoresQuery, { ...ATLANTA, limit: 4 }))).map(
      (hit) => [hit.Store_Name, hit.trendingScore],
    );

  it('answers as every stored click does before and after the stored clicks are rolled up, then from the click events', async () => {
    // Clicks stored before the rollup existed: several people, repeated clicks, one out of the window.
    const now = Date.now();
    const stored = [
      ['Midtown Grocery', 'ana', 2],
      ['Midtown Grocery', 'ana', 1],
      ['Midtown Grocery', 'ben', 5],
      ['Decatur Produce', 'ana', 3],
      ['Marietta Market', 'cy', 40],
    ] as const;
    for (const [i, [name, userId, daysAgo]] of stored.entries())
      await clicks.record({
        _id: `stored-${i}`,
        storeId: ids[name],
        userId,
        userLatitude: 33.75,
        userLongitude: -84.39,
        clickedAt: new Date(now - daysAgo * DAY_MS),
      });
    expect(rollup.ready).toBe(false);
    const fromClicks = await ask();
    expect(fromClicks[0][0]).toBe('Midtown Grocery');

    expect(await new TrendingRollupBackfill(clicks, rollup).execute(new Date())).toBe(4);
    expect(rollup.ready).toBe(true);
    expect(await ask()).toEqual(fromClicks);

    // A new click arrives as an event: stored and rolled up; Decatur's two people now lead.
    await deliver(events.storeClicked.bind(events), {
      id: 'evt-new',
      occurredAt: new Date().toISOString(),
      correlationId: 'evt-new',
      payload: {
        storeId: ids['Decatur Produce'],
        userId: 'dee',
        lat: 33.77,
        lng: -84.3,
        clickedAt: new Date().toISOString(),
      },
    });
    const after = await ask();
    expect(after.slice(0, 2).map(([name]) => name)).toEqual(['Decatur Produce', 'Midtown Grocery']);
    // Read from the rollup: the clicks of the window in it, not the stored clicks themselves.
    await clicks.forgetUser('dee');
    expect(await ask()).toEqual(after);
  }, 60_000);
});
