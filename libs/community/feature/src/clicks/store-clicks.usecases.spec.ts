import { Controller, Module } from '@nestjs/common';
import {
  ClickMessages,
  type EventEnvelope,
  SearchEvents,
  SearchMessages,
  StoreByIdQuery,
  StoreClickedEvent,
} from '@snap/contracts';
import { OnEvent, OnMessage } from '@snap/platform-bus';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';
import { StoreClicksRepository } from './store-clicks.repository';

const published: Array<EventEnvelope<StoreClickedEvent>> = [];

/** The search service's side: the store lookup, and the click events trending consumes. */
@Controller()
class SearchStandIn {
  @OnMessage(SearchMessages.byId)
  byId(query: StoreByIdQuery) {
    return (
      query.id === '1096559' ? { id: '1096559', Store_Name: 'Anchorage Farmers Market' } : null
    ) as never;
  }

  @OnEvent(SearchEvents.storeClicked)
  clicked(_click: StoreClickedEvent, envelope: EventEnvelope<StoreClickedEvent>) {
    published.push(envelope);
  }
}

@Module({ imports: [CommunityModule], controllers: [SearchStandIn] })
class CommunityUnderTest {}

describe('store clicks', () => {
  let service: BootedService;
  let stored: StoreClicksRepository;
  beforeAll(async () => {
    service = await bootServiceForTest('community', CommunityUnderTest);
    stored = new StoreClicksRepository(service.platform.documents);
  });
  afterAll(() => service.close());
  beforeEach(() => (published.length = 0));
  const as = (userId: string) => ({ meta: { userId } });

  it('records a signed-in click with coordinates rounded to 3 decimals and publishes it for trending', async () => {
    expect(
      await service.bus
        .client()
        .request(
          ClickMessages.record,
          { storeId: '1096559', lat: 61.21806, lng: -149.90028 },
          as('ana'),
        ),
    ).toEqual({ recorded: true });
    await service.bus.broker.drain();
    expect(published).toHaveLength(1);
    expect(published[0].payload).toMatchObject({
      storeId: '1096559',
      userId: 'ana',
      lat: 61.218,
      lng: -149.9,
    });
    expect(await stored.count({ userId: 'ana' })).toBe(1);
  });

  it('stores and publishes nothing for a signed-out visitor, an unknown store or bad coordinates', async () => {
    const bus = service.bus.client();
    const cases = [
      [{ storeId: '1096559', lat: 61.2, lng: -149.9 }, {}],
      [{ storeId: 'no-such-store', lat: 61.2, lng: -149.9 }, as('ben')],
      [{ storeId: '1096559', lat: 95, lng: -149.9 }, as('ben')],
      [{ storeId: '1096559', lat: 61.2 }, as('ben')],
      [{ lat: 61.2, lng: -149.9 }, as('ben')],
    ] as const;
    for (const [click, options] of cases)
      expect(await bus.request(ClickMessages.record, click, options)).toEqual({ recorded: false });
    await service.bus.broker.drain();
    expect(published).toEqual([]);
    expect(await stored.count({ userId: 'ben' })).toBe(0);
  });

  it('counts a retried click once: same click id, one stored click, one event id however often it is sent', async () => {
    const click = {
      storeId: '1096559',
      lat: 61.2,
      lng: -149.9,
      clickId: '3b7c3f1e-8a55-4c2b-9b43-5d8e0f3b2a10',
    };
    await service.bus.client().request(ClickMessages.record, click, as('cleo'));
    await service.bus.client().request(ClickMessages.record, click, as('cleo'));
    await service.bus.broker.drain();
    expect(await stored.count({ userId: 'cleo' })).toBe(1);
    expect(published).toHaveLength(2);
    expect(new Set(published.map((event) => event.id))).toEqual(
      new Set([`store-click:${click.clickId}`]),
    );
    expect(published[0].payload).toEqual(published[1].payload);
  });
});
