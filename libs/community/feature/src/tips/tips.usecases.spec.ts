import { TipMessages } from '@snap/contracts';
import {
  bootServiceForTest,
  type BootedService,
  useSteppedClock,
} from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';
import { georgiaStores, withNeighbours } from '../testing/georgia-stores';

describe('tips', () => {
  let service: BootedService;
  const stores = georgiaStores().slice(10, 14);
  const as = (userId: string) => ({ meta: { userId } });

  beforeAll(
    async () =>
      (service = await bootServiceForTest(
        'community',
        withNeighbours(CommunityModule, { ana: 'Ana Lopez' }),
      )),
  );
  afterAll(() => service.close());
  afterEach(() => jest.useRealTimers());

  it('needs a signed-in user and the rules of product rule Reviews and tips: trimmed, 1 to 500 characters', async () => {
    const bus = service.bus.client();
    await expect(
      bus.request(TipMessages.create, { storeId: stores[0].id, comment_text: 'Good prices' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
    await expect(
      bus.request(TipMessages.create, { storeId: stores[0].id, comment_text: '   ' }, as('ana')),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Comment cannot be empty',
    });
    await expect(
      bus.request(
        TipMessages.create,
        { storeId: stores[0].id, comment_text: 'x'.repeat(501) },
        as('ana'),
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Comment must be less than 500 characters',
    });
    await expect(
      bus.request(
        TipMessages.create,
        { storeId: 'st_no_such_store', comment_text: 'Hi' },
        as('ana'),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await bus.request(TipMessages.list, { storeId: stores[0].id })).toEqual([]);
  });

  it("lists a store's tips newest first with the author's name", async () => {
    const bus = service.bus.client();
    const clock = useSteppedClock();
    const first = await bus.request(
      TipMessages.create,
      { storeId: stores[0].id, comment_text: '  EBT line is at register 3  ' },
      as('ana'),
    );
    expect(first).toMatchObject({
      store_id: stores[0].id,
      comment_text: 'EBT line is at register 3',
      user_name: 'Ana Lopez',
    });
    clock.step();
    // Someone identity has no name for still gets their tip stored.
    const second = await bus.request(
      TipMessages.create,
      { storeId: stores[0].id, comment_text: 'x'.repeat(500) },
      as('nameless'),
    );
    expect(second.user_name).toBe('Anonymous User');
    expect(
      (await bus.request(TipMessages.list, { storeId: stores[0].id })).map((t) => t.id),
    ).toEqual([second.id, first.id]);
  });

  it('answers the newest tip of each store of a page of store cards at once', async () => {
    const bus = service.bus.client();
    const clock = useSteppedClock();
    await bus.request(
      TipMessages.create,
      { storeId: stores[1].id, comment_text: 'Older tip' },
      as('ana'),
    );
    clock.step();
    await bus.request(
      TipMessages.create,
      { storeId: stores[1].id, comment_text: 'Newest tip' },
      as('ana'),
    );
    await bus.request(
      TipMessages.create,
      { storeId: stores[2].id, comment_text: 'Only tip here' },
      as('ana'),
    );
    // stores[3] has no tip: a card without one gets nothing.
    const latest = await bus.request(TipMessages.latest, {
      storeIds: stores.slice(1).map((s) => s.id),
    });
    expect(latest.map((t) => [t.store_id, t.comment_text])).toEqual([
      [stores[1].id, 'Newest tip'],
      [stores[2].id, 'Only tip here'],
    ]);
    expect(await bus.request(TipMessages.latest, { storeIds: [] })).toEqual([]);
  });

  it("keeps the page's language on a tip and lists the reader's language first", async () => {
    const bus = service.bus.client();
    const clock = useSteppedClock();
    const store = georgiaStores()[14].id;
    const tip = (comment_text: string, language?: string) =>
      bus.request(TipMessages.create, { storeId: store, comment_text, language }, as('ana'));
    const english = await tip('Ask for the EBT line', 'en');
    clock.step();
    const spanish = await tip('Pregunte por la fila de EBT', 'es');
    clock.step();
    // An unknown language is never an error: the tip is English.
    const unknown = await tip('Parking in the back', 'fr');
    expect([english.language, spanish.language, unknown.language]).toEqual(['en', 'es', 'en']);
    const order = async (language?: string) =>
      (await bus.request(TipMessages.list, { storeId: store, language })).map((t) => t.id);
    expect(await order('es')).toEqual([spanish.id, unknown.id, english.id]);
    expect(await order('en')).toEqual([unknown.id, english.id, spanish.id]);
    expect(await order(undefined)).toEqual(await order('en'));
    expect(
      (await bus.request(TipMessages.list, { storeId: store, language: 'en', limit: 2 })).map(
        (t) => t.id,
      ),
    ).toEqual([unknown.id, english.id]);
  });
});
