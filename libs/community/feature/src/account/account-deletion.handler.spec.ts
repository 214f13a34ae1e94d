import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  ClickMessages,
  ContributionMessages,
  IdentityEvents,
  PhotoMessages,
  PointsMessages,
  ReportMessages,
  ReviewMessages,
  STORE_PHOTOS_BUCKET,
  TipMessages,
} from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { StoreClicksRepository } from '../clicks/store-clicks.repository';
import { CommunityModule } from '../community.module';
import { PhotosRepository } from '../photos/photos.repository';
import { PhotoProcessingUseCases } from '../photos/photo-processing.usecases';
import { georgiaStores, withNeighbours } from '../testing/georgia-stores';

describe('account deletion', () => {
  let service: BootedService;
  const [store, other] = georgiaStores().slice(30, 32);
  const as = (userId: string, roles: string[] = []) => ({ meta: { userId, roles } });

  beforeAll(
    async () =>
      (service = await bootServiceForTest(
        'community',
        withNeighbours(CommunityModule, { dora: 'Dora Diaz', eli: 'Eli Park' }),
      )),
  );
  afterAll(() => service.close());

  it('removes points and badges and anonymizes reviews, tips and contributions, once even when the event comes twice', async () => {
    const bus = service.bus.client();
    await bus.request(
      ReviewMessages.create,
      { storeId: store.id, rating: 4, review_text: 'Clean store' },
      as('dora'),
    );
    await bus.request(ReviewMessages.create, { storeId: store.id, rating: 2 }, as('eli'));
    await bus.request(
      TipMessages.create,
      { storeId: store.id, comment_text: 'Open early on Sundays' },
      as('dora'),
    );
    await bus.request(
      ContributionMessages.addPhone,
      { storeId: store.id, phone: '706-555-0100' },
      as('dora'),
    );
    expect(
      (await bus.request(PointsMessages.myBadges, {}, as('dora'))).map((b) => b.badge_id),
    ).toEqual(['first-contribution']);

    await bus.publish(
      IdentityEvents.userDeleted,
      { userId: 'dora' },
      { eventId: 'user-deleted:dora' },
    );
    await bus.publish(
      IdentityEvents.userDeleted,
      { userId: 'dora' },
      { eventId: 'user-deleted:dora' },
    );
    await service.bus.broker.drain();
    expect(service.bus.broker.deadLetters).toEqual([]);

    expect(await bus.request(PointsMessages.myStats, {}, as('dora'))).toEqual({
      total_points: 0,
      total_contributions: 0,
      stores_contributed_to: 0,
      verified_contributions: 0,
    });
    expect(await bus.request(PointsMessages.myBadges, {}, as('dora'))).toEqual([]);
    expect(await bus.request(ReviewMessages.mine, {}, as('dora'))).toEqual([]);
    // The reviews stay, anonymized, so the store's stats are what they were.
    const reviews = await bus.request(ReviewMessages.listWithProfiles, { storeId: store.id });
    expect(reviews.map((r) => [r.rating, r.user_name, r.profile?.full_name ?? null])).toEqual([
      [2, 'Anonymous User', 'Eli Park'],
      [4, 'Anonymous User', null],
    ]);
    expect(await bus.request(ReviewMessages.stats, { storeIds: [store.id] })).toEqual([
      { store_id: store.id, average_rating: 3, review_count: 2 },
    ]);
    expect(
      (await bus.request(TipMessages.list, { storeId: store.id })).map((t) => [
        t.user_name,
        t.comment_text,
      ]),
    ).toEqual([['Anonymous User', 'Open early on Sundays']]);
    const [pending] = await bus.request(ContributionMessages.pending, {}, as('mod', ['moderator']));
    expect(pending).toMatchObject({ user_id: null, phone: '706-555-0100' });
    // Someone else's points are untouched.
    expect((await bus.request(PointsMessages.myStats, {}, as('eli'))).total_points).toBe(15);
  });

  it("keeps the user's photos, reports and claims without their id and deletes their clicks; a second delivery changes nothing", async () => {
    const bus = service.bus.client();
    const blobs = service.platform.blobs;
    const clicks = new StoreClicksRepository(service.platform.documents);
    const moderator = as('mod', ['moderator']);

    // A real JPEG, parked where the gateway parks uploads.
    const bytes = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const stagingKey = `staging/gus/${randomUUID()}`;
    await blobs.put(STORE_PHOTOS_BUCKET, stagingKey, bytes, {
      contentType: 'application/octet-stream',
    });
    const upload = await bus.request(
      PhotoMessages.upload,
      {
        storeId: other.id,
        files: [
          {
            fileName: 'gus-moreno-front.jpg',
            contentType: 'image/jpeg',
            size: bytes.length,
            stagingKey,
          },
        ],
        dropped: 0,
      },
      { ...as('gus'), timeoutMs: 20_000 },
    );
    expect(upload.errors).toEqual([]);
    // Its sizes are made by the worker threads after the upload answered.
    await service.bus.broker.drain();
    await service.get(PhotoProcessingUseCases).idle();
    const [uploaded] = upload.photos;
    // Named after the photo, not the uploader (issue 43, finding 6).
    expect(uploaded.key).toBe(`${other.id}/${uploaded.id}.jpg`);
    const sizes = await Promise.all(
      [uploaded.key, uploaded.thumbnailKey, uploaded.heroKey].map(
        async (key) => (await blobs.stat(STORE_PHOTOS_BUCKET, key))?.size,
      ),
    );

    await bus.request(
      ClickMessages.record,
      { storeId: other.id, lat: 33.74901, lng: -84.38798 },
      as('gus'),
    );
    await bus.request(
      ClickMessages.record,
      { storeId: store.id, lat: 33.75, lng: -84.39 },
      as('gus'),
    );
    await bus.request(
      ClickMessages.record,
      { storeId: other.id, lat: 33.8, lng: -84.4 },
      as('eli'),
    );
    const claimed = {
      storeId: other.id,
      businessRole: 'owner',
      ownerName: 'Gus Moreno',
      ownerEmail: 'owner@corner-market.example',
      phone: '(404) 555-0188',
      verificationMethod: 'phone',
    };
    const claim = await bus.request(ReportMessages.claimBusiness, claimed, as('gus'));
    const gusReport = await bus.request(
      ReportMessages.reportIssue,
      { storeId: other.id, issueType: 'hours-wrong', description: 'Closed on Mondays now' },
      as('gus'),
    );
    const eliReport = await bus.request(
      ReportMessages.reportIssue,
      { storeId: other.id, issueType: 'other', description: 'No EBT sign' },
      as('eli'),
    );
    // Gus also works the back-office: his status change on Eli's report loses his id too.
    await bus.request(
      ReportMessages.setReportStatus,
      { id: eliReport.id, status: 'in_review' },
      as('gus', ['moderator']),
    );
    expect(claim.userId).toBe('gus');
    expect(await clicks.count({ userId: 'gus' })).toBe(2);

    const state = async () => ({
      photos: await bus.request(PhotoMessages.ofStore, { storeId: other.id, limit: 50 }),
      reports: (await bus.request(ReportMessages.listReports, { limit: 50, offset: 0 }, moderator))
        .items,
      claims: (await bus.request(ReportMessages.listClaims, { limit: 50, offset: 0 }, moderator))
        .items,
      clicks: {
        gus: await clicks.count({ userId: 'gus' }),
        eli: await clicks.count({ userId: 'eli' }),
        all: await clicks.count(),
      },
      blobs: (await blobs.list(STORE_PHOTOS_BUCKET, `${other.id}/`))
        .map((blob) => [blob.key, blob.size])
        .sort(),
    });

    await bus.publish(
      IdentityEvents.userDeleted,
      { userId: 'gus' },
      { eventId: 'user-deleted:gus' },
    );
    await service.bus.broker.drain();
    const afterFirst = await state();
    await bus.publish(
      IdentityEvents.userDeleted,
      { userId: 'gus' },
      { eventId: 'user-deleted:gus' },
    );
    await service.bus.broker.drain();
    expect(service.bus.broker.deadLetters).toEqual([]);
    expect(await state()).toEqual(afterFirst);

    // The photo is still published, under names that no longer carry the uploader.
    const [photo] = afterFirst.photos;
    expect(afterFirst.photos).toHaveLength(1);
    expect(photo).toMatchObject({
      id: uploaded.id,
      storeId: other.id,
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
    });
    expect(photo.key).toBe(`${other.id}/anonymous-${uploaded.id}.jpg`);
    expect(JSON.stringify(afterFirst.photos)).not.toContain('gus');
    const [stored] = await new PhotosRepository(service.platform.documents).ofStore(other.id, 1);
    expect(stored).toMatchObject({ userId: null, fileName: `anonymous-${uploaded.id}.jpg` });
    expect(
      await Promise.all(
        [photo.key, photo.thumbnailKey, photo.heroKey].map(
          async (key) => (await blobs.stat(STORE_PHOTOS_BUCKET, key))?.size,
        ),
      ),
    ).toEqual(sizes);
    expect(await sharp(await readBlob(photo.thumbnailKey)).metadata()).toMatchObject({
      width: 120,
      height: 80,
      format: 'webp',
    });
    expect(afterFirst.blobs.map(([key]) => key)).toEqual(
      [photo.heroKey, photo.key, photo.thumbnailKey].sort(),
    );

    // Clicks carry where the user was: Gus's are gone, Eli's stay.
    expect(afterFirst.clicks).toEqual({ gus: 0, eli: 1, all: 1 });

    // Reports and claims stay for the back-office without the account; the claim keeps the business's contact.
    const report = (id: string) => afterFirst.reports.find((r) => r.id === id);
    expect(report(gusReport.id)).toMatchObject({
      description: 'Closed on Mondays now',
      userId: null,
      userEmail: null,
      status: 'new',
      history: [{ status: 'new', changedBy: null }],
    });
    expect(report(eliReport.id)).toMatchObject({
      userId: 'eli',
      status: 'in_review',
      history: [
        { status: 'new', changedBy: 'eli' },
        { status: 'in_review', changedBy: null },
      ],
    });
    expect(afterFirst.claims.find((c) => c.id === claim.id)).toMatchObject({
      ...claimed,
      storeName: other.Store_Name,
      userId: null,
      status: 'new',
      history: [{ status: 'new', changedBy: null }],
    });
    expect(JSON.stringify([afterFirst.reports, afterFirst.claims])).not.toContain('gus');
  });

  it('accepts the deletion of an account that stored nothing', async () => {
    await service.bus
      .client()
      .publish(IdentityEvents.userDeleted, { userId: 'hal' }, { eventId: 'user-deleted:hal' });
    await service.bus
      .client()
      .publish(IdentityEvents.userDeleted, { userId: 'hal' }, { eventId: 'user-deleted:hal' });
    await service.bus.broker.drain();
    expect(service.bus.broker.deadLetters).toEqual([]);
  });

  async function readBlob(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await service.platform.blobs.get(STORE_PHOTOS_BUCKET, key))
      chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
});
