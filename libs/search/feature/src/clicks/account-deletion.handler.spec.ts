import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { NearbyStoresQuery, TrendingStoresQuery } from '@snap/contracts';
import { deliver } from '@snap/platform-bus/testing';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import { ImportStoresUseCase } from '../catalog/import-stores.usecase';
import { StoresRepository } from '../catalog/stores.repository';
import { Gazetteer } from '../geocoding/gazetteer';
import { searchUseCases, type SearchUseCases } from '../testing/search-use-cases';
import { AccountDeletionHandler } from './account-deletion.handler';
import { CommunityEventsHandler } from './community-events.handler';
import { StoreClicksRepository } from './store-clicks.repository';
import { TrendingRollupRepository } from './trending-rollup.repository';

const sample = (file: string) => join(__dirname, '../../../../../data/sample', file);
const atlanta = { lat: 33.749, lng: -84.388 };

// Works on the real Georgia sample (about 20,000 rows): CPU-bound, minutes on a busy machine.
jest.setTimeout(300_000);

describe('account deletion in search, on the real Georgia sample', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let clicks: StoreClicksRepository;
  let search: SearchUseCases;
  let communityEvents: CommunityEventsHandler;
  let accountDeletion: AccountDeletionHandler;
  const gazetteer = new Gazetteer();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-account-deletion-'));
    documents = new EmbeddedDocumentStore(dir);
    const index = new EmbeddedStoreIndex();
    const stores = new StoresRepository(documents);
    clicks = new StoreClicksRepository(documents);
    await new ImportStoresUseCase(stores, index, gazetteer).execute(
      sample('snap-retailers-ga-2020.csv'),
    );
    search = await searchUseCases(index, stores, documents, gazetteer);
    communityEvents = new CommunityEventsHandler(
      clicks,
      new TrendingRollupRepository(documents),
      stores,
      index,
    );
    accountDeletion = new AccountDeletionHandler(clicks, new TrendingRollupRepository(documents));
  }, 300_000);

  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const envelope = <T>(id: string, payload: T) => ({
    id,
    occurredAt: new Date().toISOString(),
    correlationId: id,
    payload,
  });
  const click = (n: number, storeId: string, userId: string, daysAgo = 0) =>
    deliver(
      communityEvents.storeClicked.bind(communityEvents),
      envelope(`store-click:${userId}-${n}`, {
        storeId,
        userId,
        lat: 33.75,
        lng: -84.39,
        clickedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      }),
    );
  const userDeleted = (userId: string) =>
    deliver(
      accountDeletion.userDeleted.bind(accountDeletion),
      envelope(`user-deleted:${userId}`, { userId }),
    );
  const trending = async () =>
    (await search.trending(plainToInstance(TrendingStoresQuery, { ...atlanta, limit: 3 }))).map(
      (hit) => hit.id,
    );

  it("deletes the user's clicks so trending no longer counts them, and a second delivery changes nothing", async () => {
    const nearby = await search.nearby(
      plainToInstance(NearbyStoresQuery, { ...atlanta, limit: 30 }),
    );
    // Without its clicks, a store past the 7th nearest with no incentive program is outside the top 3.
    const [liked, other] = nearby
      .slice(7)
      .filter((hit) => !hit.Incentive_Program)
      .map((hit) => hit.id);
    for (const n of [1, 2, 3]) await click(n, liked, 'ana');
    // A person's clicks on a store count once; Ben's older click weighs less than Ana's.
    await click(1, other, 'ben', 10);
    expect((await trending()).slice(0, 2)).toEqual([liked, other]);

    await userDeleted('ana');
    const afterFirst = {
      ana: await clicks.count({ userId: 'ana' }),
      ben: await clicks.count({ userId: 'ben' }),
      trending: await trending(),
    };
    await userDeleted('ana');
    expect({
      ana: await clicks.count({ userId: 'ana' }),
      ben: await clicks.count({ userId: 'ben' }),
      trending: await trending(),
    }).toEqual(afterFirst);

    expect(afterFirst).toMatchObject({ ana: 0, ben: 1 });
    // Ben's click alone puts his store first; Ana's store falls back among the unclicked ones.
    expect(afterFirst.trending[0]).toBe(other);
    expect(afterFirst.trending).not.toContain(liked);
    expect(await clicks.count()).toBe(1);
  });

  it('accepts the deletion of an account that never clicked, leaving the others alone', async () => {
    const [store] = await search.nearby(
      plainToInstance(NearbyStoresQuery, { ...atlanta, limit: 1 }),
    );
    await click(1, store.id, 'dora');
    await expect(userDeleted('cleo')).resolves.toBeUndefined();
    await expect(userDeleted('cleo')).resolves.toBeUndefined();
    expect(await clicks.count({ userId: 'dora' })).toBe(1);
  });

  it('refuses a malformed event without deleting anything', async () => {
    const [store] = await search.nearby(
      plainToInstance(NearbyStoresQuery, { ...atlanta, limit: 1 }),
    );
    await click(1, store.id, 'eli');
    const before = await clicks.count();
    await expect(
      deliver(accountDeletion.userDeleted.bind(accountDeletion), envelope('user-deleted:?', {})),
    ).rejects.toThrow(/^Invalid payload for identity\.user\.deleted\.v1: .*userId/);
    expect(await clicks.count({ userId: 'eli' })).toBe(1);
    expect(await clicks.count()).toBe(before);
  });
});
