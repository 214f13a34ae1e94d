import { Controller, Module } from '@nestjs/common';
import {
  CommunityMessages,
  IdentityEvents,
  SearchMessages,
  StoreByIdQuery,
  StoresByIdsQuery,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import {
  bootServiceForTest,
  type BootedService,
  useSteppedClock,
} from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';

const STORES: Record<string, { id: string; Store_Name: string }> = {
  'st-1': { id: 'st-1', Store_Name: 'Publix 1089' },
  'st-2': { id: 'st-2', Store_Name: 'Kroger 461' },
};

/** The search service's side of the two requests favorites make (another service, not under test). */
@Controller()
class SearchStandIn {
  @OnMessage(SearchMessages.byId)
  byId(query: StoreByIdQuery) {
    return (STORES[query.id] ?? null) as never;
  }

  @OnMessage(SearchMessages.byIds)
  byIds(query: StoresByIdsQuery) {
    return query.ids.filter((id) => STORES[id]).map((id) => STORES[id]) as never;
  }
}

@Module({ imports: [CommunityModule], controllers: [SearchStandIn] })
class CommunityUnderTest {}

describe('favorites', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('community', CommunityUnderTest)));
  afterAll(() => service.close());
  afterEach(() => jest.useRealTimers());
  const as = (userId: string) => ({ meta: { userId } });

  it("needs a signed-in user: 'User not authenticated'", async () => {
    await expect(
      service.bus.client().request(CommunityMessages.addFavorite, { storeId: 'st-1' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
  });

  it('adds once, lists newest first with the stores, and removes only for that user', async () => {
    const bus = service.bus.client();
    const clock = useSteppedClock();
    await bus.request(CommunityMessages.addFavorite, { storeId: 'st-1' }, as('ana'));
    await bus.request(CommunityMessages.addFavorite, { storeId: 'st-1' }, as('ana'));
    clock.step();
    await bus.request(CommunityMessages.addFavorite, { storeId: 'st-2' }, as('ana'));
    await bus.request(CommunityMessages.addFavorite, { storeId: 'st-2' }, as('ben'));
    expect(
      (await bus.request(CommunityMessages.myFavorites, {}, as('ana'))).map((s) => s.id),
    ).toEqual(['st-2', 'st-1']);

    await bus.request(CommunityMessages.removeFavorite, { storeId: 'st-2' }, as('ana'));
    expect(
      (await bus.request(CommunityMessages.myFavorites, {}, as('ana'))).map((s) => s.id),
    ).toEqual(['st-1']);
    expect(
      (await bus.request(CommunityMessages.myFavorites, {}, as('ben'))).map((s) => s.id),
    ).toEqual(['st-2']);
    await expect(
      bus.request(CommunityMessages.addFavorite, { storeId: 'gone' }, as('ana')),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("removes a deleted account's favorites, once even when the event comes twice", async () => {
    const bus = service.bus.client();
    await bus.request(CommunityMessages.addFavorite, { storeId: 'st-1' }, as('cleo'));
    await bus.publish(
      IdentityEvents.userDeleted,
      { userId: 'cleo' },
      { eventId: 'user-deleted:cleo' },
    );
    await bus.publish(
      IdentityEvents.userDeleted,
      { userId: 'cleo' },
      { eventId: 'user-deleted:cleo' },
    );
    await service.bus.broker.drain();
    expect(await bus.request(CommunityMessages.myFavorites, {}, as('cleo'))).toEqual([]);
    expect(service.bus.broker.deadLetters).toEqual([]);
    expect(
      (await bus.request(CommunityMessages.myFavorites, {}, as('ben'))).map((s) => s.id),
    ).toEqual(['st-2']);
  });
});
