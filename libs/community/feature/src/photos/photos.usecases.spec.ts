import { Controller, Module } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import {
  AccountStandingQuery,
  type AccountStandingView,
  IdentityEvents,
  IdentityMessages,
  PhotoMessages,
  PointsMessages,
  SearchMessages,
  STORE_PHOTOS_BUCKET,
  type StagedPhotoFile,
  StoreByIdQuery,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { CommunityModule } from '../community.module';
import { PhotoProcessingUseCases } from './photo-processing.usecases';
import { PhotosRepository } from './photos.repository';

/** The search service's answer to "does this store exist" (another service, not under test). */
@Controller()
class SearchStandIn {
  @OnMessage(SearchMessages.byId)
  byId(query: StoreByIdQuery) {
    return (
      query.id === 'st_000063' ? { id: 'st_000063', Store_Name: 'CITGO FOOD MART' } : null
    ) as never;
  }
}

/** Identity's answer to "is this account confirmed": 'newbie' is not, everyone else is. */
@Controller()
class IdentityStandIn {
  @OnMessage(IdentityMessages.standing)
  standing(query: AccountStandingQuery): AccountStandingView[] {
    const createdAt = new Date(Date.now() - 30 * 86_400_000).toISOString();
    return query.userIds.map((id) => ({
      id,
      confirmedAt: id === 'newbie' ? null : createdAt,
      createdAt,
    }));
  }
}

@Module({ imports: [CommunityModule], controllers: [SearchStandIn, IdentityStandIn] })
class CommunityUnderTest {}

/** A real photo-like image (noise compresses badly, so every format is well over 1 KB). */
function image(
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  width = 640,
  height = 480,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

/** A valid PNG whose header claims width x height (one row of pixels stored, padded past 1 KB): what
 * an image bomb looks like before decoding. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Comment\0${'x'.repeat(1200)}`)),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF of `frames` solid frames. */
async function animatedGif(frames: number, side: number): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({
        create: {
          width: side,
          height: side,
          channels: 3,
          background: { r: (i * 37) % 256, g: (i * 11) % 256, b: i % 2 ? 200 : 20 },
        },
      })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .gif({ effort: 1 })
    .toBuffer();
}

// Every test encodes and resizes real images with sharp: CPU-bound, seconds on a busy machine.
jest.setTimeout(300_000);

describe('store photos', () => {
  let service: BootedService;
  beforeAll(async () => (service = await bootServiceForTest('community', CommunityUnderTest)));
  afterAll(() => service.close());
  const as = (userId: string) => ({ meta: { userId }, timeoutMs: 20_000 });
  const blobs = () => service.platform.blobs;
  /** Every announced photo handed to the workers, and every one of them ready or removed. */
  async function processed(): Promise<void> {
    await service.bus.broker.drain();
    await service.get(PhotoProcessingUseCases).idle();
  }
  const listed = (storeId = 'st_000063') =>
    service.bus.client().request(PhotoMessages.ofStore, { storeId, limit: 50 });

  /** What the gateway does with each received file: park its bytes under this user's staging prefix. */
  async function stage(
    userId: string,
    fileName: string,
    contentType: string,
    bytes: Buffer,
  ): Promise<StagedPhotoFile> {
    const stagingKey = `staging/${userId}/${randomUUID()}`;
    await blobs().put(STORE_PHOTOS_BUCKET, stagingKey, bytes, {
      contentType: 'application/octet-stream',
    });
    return { fileName, contentType, size: bytes.length, stagingKey };
  }

  it('accepts JPEG, PNG, GIF and WebP photos as processing, then lists them under the naming of product rule Photo rules with a 120x80 thumbnail and a 1200x400 hero', async () => {
    const user = 'user-ana';
    const files = [
      await stage(user, 'front.jpg', 'image/jpeg', await image('jpeg')),
      await stage(user, 'aisle.png', 'image/png', await image('png', 300, 500)),
      await stage(user, 'sign.gif', 'image/gif', await image('gif', 200, 120)),
      await stage(user, 'shelf.webp', 'image/webp', await image('webp', 1600, 900)),
    ];
    const result = await service.bus
      .client()
      .request(PhotoMessages.upload, { storeId: 'st_000063', files, dropped: 0 }, as(user));
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.photos.map((p) => p.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
    ]);
    // Acknowledged before any rendition exists: the uploader sees them processing, nobody else yet.
    expect(result.photos.map((p) => p.status)).toEqual(Array(4).fill('processing'));
    // Points come with the upload, as product rule Points says: 10 per accepted photo.
    expect(result.pointsEarned).toBe(40);

    await processed();
    const ready = await listed();
    expect(ready.map((p) => p.status)).toEqual(Array(4).fill('ready'));
    expect(
      await service.bus
        .client()
        .request(PhotoMessages.myPending, { storeId: 'st_000063' }, as(user)),
    ).toEqual({ processing: [], failed: [] });
    // The staged bytes went once processed.
    expect(await blobs().list(STORE_PHOTOS_BUCKET, `staging/${user}/`)).toEqual([]);

    for (const [index, photo] of result.photos.entries()) {
      // Named after the photo, never its uploader (issue 43, finding 6): `<store id>/<photo id>.<ext>`.
      expect(photo.key).toBe(`st_000063/${photo.id}.${['jpg', 'png', 'gif', 'webp'][index]}`);
      expect(photo.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      for (const key of [photo.key, photo.thumbnailKey, photo.heroKey])
        expect(key).not.toContain(user);
      const stored = await blobs().stat(STORE_PHOTOS_BUCKET, photo.key);
      expect(stored?.contentType).toBe(photo.contentType);
      expect(await sharp(await read(photo.thumbnailKey)).metadata()).toMatchObject({
        width: 120,
        height: 80,
        format: 'webp',
      });
      expect(await sharp(await read(photo.heroKey)).metadata()).toMatchObject({
        width: 1200,
        height: 400,
        format: 'webp',
      });
    }
    const byId = new Map(ready.map((p) => [p.id, p]));
    expect(result.photos.map((p) => [byId.get(p.id)?.width, byId.get(p.id)?.height])).toEqual([
      [640, 480],
      [300, 500],
      [200, 120],
      [1600, 900],
    ]);
    // 10 points per stored photo, as store_photo contributions.
    const ledger = await service.bus.client().request(PointsMessages.myPoints, {}, as(user));
    expect(
      ledger.map((line) => [line.contribution_type, line.points_earned, line.store_id]),
    ).toEqual(Array(4).fill(['store_photo', 10, 'st_000063']));
    expect(ledger[0].description).toBe('Photo of CITGO FOOD MART');
    expect(await service.bus.client().request(PointsMessages.myStats, {}, as(user))).toMatchObject({
      total_points: 40,
      total_contributions: 4,
    });
    // The staged copies are gone; only the stored sizes remain.
    expect(await blobs().list(STORE_PHOTOS_BUCKET, `staging/${user}/`)).toEqual([]);

    expect(ready.map((p) => p.id).sort()).toEqual(result.photos.map((p) => p.id).sort());
    expect(await listed('st_other')).toEqual([]);

    async function read(key: string): Promise<Buffer> {
      const chunks: Buffer[] = [];
      for await (const chunk of await blobs().get(STORE_PHOTOS_BUCKET, key))
        chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    }
  });

  it("rejects disguised and out-of-bounds files, each as '{file name}: {error}', and keeps the good one", async () => {
    const user = 'user-ben';
    const text = Buffer.from('Not a photo at all. '.repeat(200));
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    expect(tiny.length).toBeLessThan(1024);
    const huge = Buffer.concat([await image('jpeg'), Buffer.alloc(11 * 1024 * 1024)]);
    // Magic bytes in front of garbage: the decoder still refuses it.
    const fakeHeader = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), text]);
    const files = [
      await stage(user, 'notes.jpg', 'image/jpeg', text),
      await stage(user, 'really-a-png.gif', 'image/gif', await image('png')),
      await stage(user, 'tiny.jpg', 'image/jpeg', tiny),
      await stage(user, 'huge.jpg', 'image/jpeg', huge),
      await stage(user, 'fake.jpg', 'image/jpeg', fakeHeader),
    ];
    const result = await service.bus
      .client()
      .request(PhotoMessages.upload, { storeId: 'st_000063', files, dropped: 0 }, as(user));
    expect(result.photos).toEqual([]);
    expect(result.pointsEarned).toBe(0);
    expect(result.errors).toEqual([
      'notes.jpg: Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
      'really-a-png.gif: File extension does not match file type.',
      'tiny.jpg: File is too small. Please upload a valid image.',
      'huge.jpg: File size exceeds 10MB limit.',
      'fake.jpg: Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
    ]);
    expect(await blobs().list(STORE_PHOTOS_BUCKET, `staging/${user}/`)).toEqual([]);
    expect(await blobs().list(STORE_PHOTOS_BUCKET, 'st_000063/user-ben')).toEqual([]);

    const mixed = [
      await stage(user, 'Cover.PNG', 'image/png', await image('png')),
      await stage(user, 'menu.svg', 'image/svg+xml', text),
      { fileName: 'video.jpg', contentType: 'image/jpeg', size: 40 * 1024 * 1024 },
    ];
    const partly = await service.bus
      .client()
      .request(PhotoMessages.upload, { storeId: 'st_000063', files: mixed, dropped: 2 }, as(user));
    expect(partly.photos).toHaveLength(1);
    expect(partly.pointsEarned).toBe(10);
    expect(partly.errors).toEqual([
      'menu.svg: Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
      'video.jpg: File size exceeds 10MB limit.',
    ]);
    expect(partly.warnings).toEqual(['Maximum 5 photos allowed. Only the first 5 will be kept.']);

    // Staged bytes that are gone (the gateway cleared a call it saw fail) are an upload failure.
    const gone = await service.bus.client().request(
      PhotoMessages.upload,
      {
        storeId: 'st_000063',
        files: [
          {
            fileName: 'gone.jpg',
            contentType: 'image/jpeg',
            size: 5000,
            stagingKey: `staging/${user}/${randomUUID()}`,
          },
        ],
        dropped: 0,
      },
      as(user),
    );
    expect(gone).toMatchObject({
      photos: [],
      errors: ['gone.jpg: Failed to upload photos. Please try again.'],
    });
  }, 30_000);

  it('refuses image bombs from their header, before decoding: 16000x16000 PNG, 16-frame 1100x1100 GIF (attack 5)', async () => {
    const user = 'user-bomber';
    const bomb = pngClaiming(16_000, 16_000);
    expect(bomb.length).toBeLessThan(60 * 1024);
    const animation = await animatedGif(16, 1100);
    const files = [
      await stage(user, 'bomb.png', 'image/png', bomb),
      await stage(user, 'frames.gif', 'image/gif', animation),
      await stage(user, 'flipbook.gif', 'image/gif', await animatedGif(101, 40)),
    ];
    const started = performance.now();
    const result = await service.bus
      .client()
      .request(PhotoMessages.upload, { storeId: 'st_000063', files, dropped: 0 }, as(user));
    const elapsed = performance.now() - started;
    expect(result.photos).toEqual([]);
    expect(result.errors).toEqual([
      'bomb.png: Image dimensions are too large. Use an image of at most 40 megapixels.',
      'frames.gif: Animated image is too large. Use at most 100 frames and 16 megapixels in all frames together.',
      'flipbook.gif: Animated image is too large. Use at most 100 frames and 16 megapixels in all frames together.',
    ]);
    // Nothing was decoded: header reads only (re-encoding the GIF alone takes seconds).
    expect(elapsed).toBeLessThan(3_000);
    expect(await blobs().list(STORE_PHOTOS_BUCKET, `st_000063/${user}`)).toEqual([]);
    expect(await blobs().list(STORE_PHOTOS_BUCKET, `staging/${user}/`)).toEqual([]);
    // A small animation is still welcome.
    const small = await service.bus.client().request(
      PhotoMessages.upload,
      {
        storeId: 'st_000063',
        files: [await stage(user, 'wave.gif', 'image/gif', await animatedGif(4, 300))],
        dropped: 0,
      },
      as(user),
    );
    expect(small).toMatchObject({ errors: [], pointsEarned: 10 });
  }, 120_000);

  it('removes a photo the decoder refuses once processing, with its points, and tells only its author', async () => {
    const user = 'user-eve';
    // A real PNG header (640x480, within every limit) over pixel data cut short: the upload's checks
    // pass, the full decode fails.
    const broken = pngClaiming(640, 480);
    const result = await service.bus.client().request(
      PhotoMessages.upload,
      {
        storeId: 'st_000063',
        files: [
          await stage(user, 'Broken.png', 'image/png', broken),
          await stage(user, 'fine.jpg', 'image/jpeg', await image('jpeg')),
        ],
        dropped: 0,
      },
      as(user),
    );
    expect(result).toMatchObject({ errors: [], pointsEarned: 20 });
    const [brokenPhoto, finePhoto] = result.photos;
    await processed();

    expect((await listed()).map((p) => p.id)).toContain(finePhoto.id);
    expect((await listed()).map((p) => p.id)).not.toContain(brokenPhoto.id);
    const pending = await service.bus
      .client()
      .request(PhotoMessages.myPending, { storeId: 'st_000063' }, as(user));
    expect(pending.processing).toEqual([]);
    expect(pending.failed).toEqual([
      expect.objectContaining({
        id: brokenPhoto.id,
        message: 'Broken.png: Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
        // Kept with the notice, so the gateway translates it by id whenever it is read.
        messageRefs: {
          message: {
            id: 'photo.fileError',
            params: { file: 'Broken.png', error: { id: 'photo.invalidType' } },
          },
        },
      }),
    ]);
    // Nothing of it is left: no file under any name, no waiting bytes, and its points are taken back.
    expect(await blobs().list(STORE_PHOTOS_BUCKET, brokenPhoto.key.replace(/\.png$/, ''))).toEqual(
      [],
    );
    expect(await blobs().list(STORE_PHOTOS_BUCKET, `staging/${user}/`)).toEqual([]);
    expect(await service.bus.client().request(PointsMessages.myStats, {}, as(user))).toMatchObject({
      total_points: 10,
      total_contributions: 1,
    });

    // Another member neither sees nor dismisses the notice; its author does, once.
    const other = await service.bus
      .client()
      .request(PhotoMessages.myPending, { storeId: 'st_000063' }, as('user-fay'));
    expect(other.failed).toEqual([]);
    expect(
      await service.bus
        .client()
        .request(PhotoMessages.dismissFailure, { id: brokenPhoto.id }, as('user-fay')),
    ).toEqual({ dismissed: false });
    expect(
      await service.bus
        .client()
        .request(PhotoMessages.dismissFailure, { id: brokenPhoto.id }, as(user)),
    ).toEqual({ dismissed: true });
    expect(
      (
        await service.bus
          .client()
          .request(PhotoMessages.myPending, { storeId: 'st_000063' }, as(user))
      ).failed,
    ).toEqual([]);
  });

  it('shows a processing photo to its author only, and a photo whose announcement was lost is made by the sweep', async () => {
    const user = 'user-gus';
    const photoId = randomUUID();
    const base = `st_000063/${user}-${Date.now()}-0`;
    // What an upload leaves when its event never arrives (a broker outage, a crash right after).
    const staged = await stage(user, 'late.png', 'image/png', await image('png', 500, 400));
    await service.get(PhotosRepository).add({
      _id: photoId,
      status: 'processing',
      leaseUntil: new Date(0),
      pendingKey: staged.stagingKey,
      storeId: 'st_000063',
      userId: user,
      key: `${base}.png`,
      thumbnailKey: `${base}-thumb.webp`,
      heroKey: `${base}-hero.webp`,
      contentType: 'image/png',
      width: 500,
      height: 400,
      size: 0,
      fileName: 'late.png',
      createdAt: new Date(),
    });
    expect((await listed()).map((p) => p.id)).not.toContain(photoId);
    const mine = await service.bus
      .client()
      .request(PhotoMessages.myPending, { storeId: 'st_000063' }, as(user));
    expect(mine.processing.map((p) => [p.id, p.status])).toEqual([[photoId, 'processing']]);
    await expect(
      service.bus.client().request(PhotoMessages.myPending, { storeId: 'st_000063' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    // (The periodic sweep may find it first; either way no event is needed.)
    await service.get(PhotoProcessingUseCases).sweep();
    await processed();
    const ready = (await listed()).find((p) => p.id === photoId);
    expect(ready).toMatchObject({ status: 'ready', width: 500, height: 400 });
    // A photo stored under the earlier naming keeps its address (issue 43, finding 6).
    expect(ready?.key).toBe(`${base}.png`);
    expect(await blobs().stat(STORE_PHOTOS_BUCKET, `${base}-hero.webp`)).not.toBeNull();
    expect(await blobs().stat(STORE_PHOTOS_BUCKET, staged.stagingKey as string)).toBeNull();
    // A second sweep finds nothing left to do.
    expect(await service.get(PhotoProcessingUseCases).sweep()).toBe(0);
  });

  it("holds an unconfirmed account's photo out of the carousel until it is confirmed (issue 43, finding 2)", async () => {
    const upload = await service.bus.client().request(
      PhotoMessages.upload,
      {
        storeId: 'st_000063',
        files: [await stage('newbie', 'held.png', 'image/png', await image('png', 400, 300))],
        dropped: 0,
      },
      as('newbie'),
    );
    expect(upload.errors).toEqual([]);
    const [held] = upload.photos;
    await processed();
    expect((await listed()).map((p) => p.id)).not.toContain(held.id);
    // Kept: its files are there, its record too.
    expect(await blobs().stat(STORE_PHOTOS_BUCKET, held.heroKey)).not.toBeNull();

    await service.bus
      .client()
      .publish(
        IdentityEvents.emailConfirmed,
        { userId: 'newbie' },
        { eventId: 'email-confirmed:newbie' },
      );
    await service.bus.broker.drain();
    expect((await listed()).find((p) => p.id === held.id)).toMatchObject({ status: 'ready' });
  });

  it("needs a signed-in user, a known store and the user's own staged files", async () => {
    const bus = service.bus.client();
    const file = await stage('user-cleo', 'a.jpg', 'image/jpeg', await image('jpeg'));
    await expect(
      bus.request(PhotoMessages.upload, { storeId: 'st_000063', files: [file], dropped: 0 }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
    const again = await stage('user-cleo', 'a.jpg', 'image/jpeg', await image('jpeg'));
    await expect(
      bus.request(
        PhotoMessages.upload,
        { storeId: 'st_000063', files: [again], dropped: 0 },
        as('user-dan'),
      ),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const third = await stage('user-cleo', 'a.jpg', 'image/jpeg', await image('jpeg'));
    await expect(
      bus.request(
        PhotoMessages.upload,
        { storeId: 'gone', files: [third], dropped: 0 },
        as('user-cleo'),
      ),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      bus.request(
        PhotoMessages.upload,
        { storeId: '../etc', files: [], dropped: 0 },
        as('user-cleo'),
      ),
    ).rejects.toMatchObject({
      errors: ['storeId must be a store id'],
    });
    // Nothing was stored, and no staged bytes were left behind (once earlier tests' photos are made).
    await processed();
    expect(await blobs().list(STORE_PHOTOS_BUCKET, 'staging/')).toEqual([]);
    expect(await blobs().list(STORE_PHOTOS_BUCKET, 'st_000063/user-cleo')).toEqual([]);
  });
});
