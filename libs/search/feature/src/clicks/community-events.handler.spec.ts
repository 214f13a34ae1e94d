import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWeeklyHours } from '@snap/domain';
import { deliver } from '@snap/platform-bus/testing';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { EmbeddedStoreIndex } from '@snap/platform-search-index';
import type { StoreDocument } from '../catalog/store.schema';
import { StoresRepository } from '../catalog/stores.repository';
import { CatalogChanges } from '../catalog/catalog-changes';
import { CommunityEventsHandler } from './community-events.handler';
import { StoreClicksRepository } from './store-clicks.repository';
import { StoreContributionsHandler } from './store-contributions.handler';
import { TrendingRollupRepository } from './trending-rollup.repository';

// Events reach search at least once and, across a topic's three partitions, in any order; a replay
// of the whole topic delivers every one of them again. None of that may change what a store shows.

function storeDocument(id: string): StoreDocument {
  return {
    _id: id,
    Store_Name: `Corner Market ${id}`,
    Store_Street_Address: '1 Main St',
    Additional_Address: null,
    City: 'Atlanta',
    State: 'GA',
    Zip_Code: '30303',
    Zip4: null,
    County: 'FULTON',
    Store_Type: 'Convenience Store',
    usdaStoreType: 'Convenience Store',
    Latitude: 33.75,
    Longitude: -84.39,
    Record_ID: id,
    ObjectId: null,
    Grantee_Name: null,
    X: -84.39,
    Y: 33.75,
    Incentive_Program: null,
    approximateLocation: false,
    status: 'active',
    source: 'ga-research',
    averageRating: null,
    reviewCount: 0,
    phone: null,
    weeklyHours: null,
    website: null,
    provider: null,
    updatedAt: '2020-01-01T00:00:00.000Z',
  } as unknown as StoreDocument;
}

describe('search event handlers delivered twice, late or all over again', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let stores: StoresRepository;
  let clicks: StoreClicksRepository;
  let index: EmbeddedStoreIndex;
  let events: CommunityEventsHandler;
  let contributions: StoreContributionsHandler;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-search-events-'));
    documents = new EmbeddedDocumentStore(dir);
    stores = new StoresRepository(documents);
    clicks = new StoreClicksRepository(documents);
    index = new EmbeddedStoreIndex();
    await stores.insertMany([storeDocument('st_a'), storeDocument('st_b')]);
    events = new CommunityEventsHandler(
      clicks,
      new TrendingRollupRepository(documents),
      stores,
      index,
    );
    contributions = new StoreContributionsHandler(stores, index);
  });

  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const envelope = <T>(id: string, occurredAt: string, payload: T) => ({
    id,
    occurredAt,
    correlationId: id,
    payload,
  });
  const stats = (id: string, at: string, averageRating: number, reviewCount: number) =>
    deliver(
      events.reviewStatsChanged.bind(events),
      envelope(id, at, { storeId: 'st_a', averageRating, reviewCount }),
    );

  it('announces the change once the new stats are in the index, so a read from then on sees them', async () => {
    const seenWhenAnnounced: unknown[] = [];
    const bus = {
      publish: async (definition: { name: string }, payload: { reason: string }) => {
        const [hit] = await index.nearby({ lat: 33.75, lng: -84.39, radiusMiles: 1, limit: 1 });
        seenWhenAnnounced.push([definition.name, payload.reason, hit.store.reviewCount]);
      },
    };
    const announcing = new CommunityEventsHandler(
      clicks,
      new TrendingRollupRepository(documents),
      stores,
      index,
      new CatalogChanges(bus as never),
    );
    const listed = await stores.findById('st_a');
    if (!listed) throw new Error('st_a was not stored');
    await index.upsert([listed]);
    await deliver(
      announcing.reviewStatsChanged.bind(announcing),
      envelope('evt-1', '2026-01-01T10:00:00.000Z', {
        storeId: 'st_a',
        averageRating: 5,
        reviewCount: 1,
      }),
    );
    expect(seenWhenAnnounced).toEqual([['search.catalog.changed.v1', 'review-stats', 1]]);
  });

  it('keeps the newest review stats when an older event arrives late or again', async () => {
    await stats('evt-1', '2026-01-01T10:00:00.000Z', 4, 1);
    await stats('evt-2', '2026-01-01T10:05:00.000Z', 3, 2);
    // The first event again (a redelivery, another partition, a replay): stats stay the newest.
    await stats('evt-1', '2026-01-01T10:00:00.000Z', 4, 1);
    await stats('evt-2', '2026-01-01T10:05:00.000Z', 3, 2);
    expect(await stores.findById('st_a')).toMatchObject({ averageRating: 3, reviewCount: 2 });
    expect(await stores.findById('st_b')).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it('keeps the stats of the latest reading, not of the event published last', async () => {
    // Two reviews at once: the reading that began later saw both, and its event went out first.
    const reading = (id: string, computedAt: string, publishedAt: string, reviewCount: number) =>
      deliver(
        events.reviewStatsChanged.bind(events),
        envelope(id, publishedAt, { storeId: 'st_a', averageRating: 4, reviewCount, computedAt }),
      );
    await reading('evt-both', '2026-01-01T10:00:00.200Z', '2026-01-01T10:00:00.300Z', 2);
    await reading('evt-one', '2026-01-01T10:00:00.100Z', '2026-01-01T10:00:00.400Z', 1);
    expect(await stores.findById('st_a')).toMatchObject({ reviewCount: 2 });
  });

  it('keeps the same one of two readings of one millisecond, in whatever order and however often they come', async () => {
    const at = '2026-01-01T10:00:00.000Z';
    const a = envelope('evt-a', at, {
      storeId: 'st_a',
      averageRating: 4,
      reviewCount: 1,
      computedAt: at,
    });
    const b = envelope('evt-b', at, {
      storeId: 'st_a',
      averageRating: 3,
      reviewCount: 2,
      computedAt: at,
    });
    for (const order of [
      [a, b],
      [b, a],
      [a, b, b, a],
    ]) {
      for (const event of order) await deliver(events.reviewStatsChanged.bind(events), event);
      expect(await stores.findById('st_a')).toMatchObject({ averageRating: 3, reviewCount: 2 });
    }
  });

  it('stores a click once however often its event comes', async () => {
    const click = envelope('evt-click', '2026-01-01T10:00:00.000Z', {
      storeId: 'st_b',
      userId: 'user-1',
      lat: 33.75,
      lng: -84.39,
      clickedAt: '2026-01-01T10:00:00.000Z',
    });
    await deliver(events.storeClicked.bind(events), click);
    await deliver(events.storeClicked.bind(events), click);
    expect(await clicks.count()).toBe(1);
  });

  it('keeps the newest approved phone when an older approval arrives late, and a replay changes nothing', async () => {
    const approval = (id: string, approvedAt: string, phone: string) =>
      deliver(
        contributions.contributionApproved.bind(contributions),
        envelope(`contribution-approved:${id}`, approvedAt, {
          contributionId: id,
          storeId: 'st_a',
          kind: 'phone',
          phone,
          approvedAt,
        }),
      );
    await approval('c-2', '2026-02-02T00:00:00.000Z', '(404) 555-0102');
    await approval('c-1', '2026-02-01T00:00:00.000Z', '(404) 555-0101');
    const hours = envelope('contribution-approved:c-3', '2026-02-03T00:00:00.000Z', {
      contributionId: 'c-3',
      storeId: 'st_a',
      kind: 'hours',
      weeklyHours: defaultWeeklyHours(),
      approvedAt: '2026-02-03T00:00:00.000Z',
    });
    await deliver(contributions.contributionApproved.bind(contributions), hours);
    const before = await stores.findById('st_a');
    expect(before).toMatchObject({ phone: '(404) 555-0102', weeklyHours: defaultWeeklyHours() });

    // The whole topic again, from the start.
    await approval('c-2', '2026-02-02T00:00:00.000Z', '(404) 555-0102');
    await approval('c-1', '2026-02-01T00:00:00.000Z', '(404) 555-0101');
    await deliver(contributions.contributionApproved.bind(contributions), hours);
    expect(await stores.findById('st_a')).toEqual(before);
  });
});
