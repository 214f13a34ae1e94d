import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { BLOG_IMAGES_BUCKET, BlogMessages } from '@snap/contracts';
import { isBlogImageUrl } from '@snap/domain';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { ContentModule } from '../content.module';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('blog image upload', () => {
  let service: BootedService;
  const admin = { meta: { userId: 'admin-1', roles: ['admin'] } };
  const blobs = () => service.platform.blobs;
  const bus = () => service.bus.client();

  /** What the gateway does with a received file: park its bytes under the uploader's staging prefix. */
  async function staged(userId: string, fileName: string, contentType: string, bytes: Buffer) {
    const stagingKey = `staging/${userId}/${randomUUID()}-0`;
    await blobs().put(BLOG_IMAGES_BUCKET, stagingKey, bytes, {
      contentType: 'application/octet-stream',
    });
    return { fileName, contentType, size: bytes.length, stagingKey };
  }

  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();

  beforeAll(async () => (service = await bootServiceForTest('content', ContentModule)));
  afterAll(() => service.close());

  it('stores a real image under a random name keeping its extension, and clears the staging copy', async () => {
    const bytes = await png();
    const first = await bus().request(
      BlogMessages.uploadImage,
      await staged('admin-1', 'Market Stand.PNG', 'image/png', bytes),
      admin,
    );
    const second = await bus().request(
      BlogMessages.uploadImage,
      await staged('admin-1', 'Market Stand.PNG', 'image/png', bytes),
      admin,
    );
    expect(first).toMatchObject({ contentType: 'image/png', size: expect.any(Number) });
    expect(first.key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(second.key).not.toBe(first.key);
    expect(first.url).toBe(`/api/blog/images/${first.key}`);
    expect(isBlogImageUrl(first.url)).toBe(true);
    expect(await blobs().stat(BLOG_IMAGES_BUCKET, first.key)).toMatchObject({
      size: first.size,
      contentType: 'image/png',
    });
    const jpeg = await sharp(bytes).jpeg().toBuffer();
    expect(
      (
        await bus().request(
          BlogMessages.uploadImage,
          await staged('admin-1', 'photo.jpeg', 'image/jpeg', jpeg),
          admin,
        )
      ).key,
    ).toMatch(/\.jpeg$/);
    expect(await blobs().list(BLOG_IMAGES_BUCKET, 'staging/')).toEqual([]);
  });

  it('refuses non-images, SVG, a renamed text file and files over 5 MB with the messages of product rule Blog posts', async () => {
    const cases: Array<[string, string, Buffer, string]> = [
      [
        'notes.png',
        'image/png',
        Buffer.from('just some text, not an image at all'),
        'Only JPEG, PNG, WebP, and GIF images are allowed',
      ],
      [
        'logo.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'Only JPEG, PNG, WebP, and GIF images are allowed',
      ],
      // The right magic bytes in front of something no decoder reads.
      [
        'fake.png',
        'image/png',
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('<script>alert(1)</script>'),
        ]),
        'Only JPEG, PNG, WebP, and GIF images are allowed',
      ],
    ];
    for (const [name, type, bytes, message] of cases) {
      await expect(
        bus().request(BlogMessages.uploadImage, await staged('admin-1', name, type, bytes), admin),
      ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message });
    }
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    await expect(
      bus().request(
        BlogMessages.uploadImage,
        await staged('admin-1', 'huge.png', 'image/png', big),
        admin,
      ),
    ).rejects.toMatchObject({ message: 'File size must be less than 5MB' });
    // Over the limit the gateway keeps no bytes and says how many it counted.
    await expect(
      bus().request(
        BlogMessages.uploadImage,
        { fileName: 'huge.png', contentType: 'image/png', size: 6 * 1024 * 1024 },
        admin,
      ),
    ).rejects.toMatchObject({
      message: 'File size must be less than 5MB',
    });
    expect(
      (await blobs().list(BLOG_IMAGES_BUCKET, '')).filter(
        (b) => !/^[0-9a-f-]{36}\.(png|jpeg)$/.test(b.key),
      ),
    ).toEqual([]);
  });

  it('re-encodes every image like store photos: a polyglot loses its script and its metadata', async () => {
    const script = '<script>alert(document.cookie)</script>';
    const gif = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#2e7d32' },
    })
      .gif()
      .toBuffer();
    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#1565c0' },
    })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: script } })
      .toBuffer();
    for (const [name, type, bytes] of [
      // A GIF whose trailing bytes are a page's script (served as text/html it would run).
      [
        'polyglot.gif',
        'image/gif',
        Buffer.concat([gif, Buffer.from(`${script}${' '.repeat(1100)}`)]),
      ],
      ['exif.jpg', 'image/jpeg', Buffer.concat([jpeg, Buffer.from(' '.repeat(1100))])],
    ] as const) {
      expect(bytes.includes(script)).toBe(true);
      const stored = await bus().request(
        BlogMessages.uploadImage,
        await staged('admin-1', name, type, bytes),
        admin,
      );
      const kept = await readAll(await blobs().get(BLOG_IMAGES_BUCKET, stored.key));
      expect({
        name,
        script: kept.includes('script'),
        format: (await sharp(kept).metadata()).format,
      }).toEqual({
        name,
        script: false,
        format: type === 'image/gif' ? 'gif' : 'jpeg',
      });
    }
  });

  it('refuses an image bomb from its header, before decoding (attack 5)', async () => {
    const frames = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        sharp({
          create: { width: 1100, height: 1100, channels: 3, background: { r: i * 15, g: 0, b: 0 } },
        })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .gif({ effort: 1 })
      .toBuffer();
    await expect(
      bus().request(
        BlogMessages.uploadImage,
        await staged('admin-1', 'frames.gif', 'image/gif', animation),
        admin,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'Animated image is too large. Use at most 100 frames and 16 megapixels in all frames together.',
    });
    const wide = await sharp({
      create: { width: 9000, height: 5000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(
      bus().request(
        BlogMessages.uploadImage,
        await staged('admin-1', 'wide.png', 'image/png', wide),
        admin,
      ),
    ).rejects.toMatchObject({
      message: 'Image dimensions are too large. Use an image of at most 40 megapixels.',
    });
  }, 120_000);

  it('is for admins only, and an admin cannot claim bytes staged by someone else', async () => {
    const bytes = await png();
    await expect(
      bus().request(
        BlogMessages.uploadImage,
        await staged('member-1', 'a.png', 'image/png', bytes),
        { meta: { userId: 'member-1', roles: [] } },
      ),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      bus().request(
        BlogMessages.uploadImage,
        await staged('member-1', 'a.png', 'image/png', bytes),
      ),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      bus().request(
        BlogMessages.uploadImage,
        await staged('someone-else', 'a.png', 'image/png', bytes),
        admin,
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await blobs().list(BLOG_IMAGES_BUCKET, 'staging/')).toEqual([]);
  });
});
