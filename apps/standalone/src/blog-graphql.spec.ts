import { eventually } from '@snap/platform-engines/testing';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '@snap/platform-config';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';
import { confirmedMember, graphqlCaller, TEST_OPS_TOKEN } from './confirm-email.testing';

const SAVE = `mutation Save($input: BlogPostInput!) { saveBlogPost(input: $input) { message created post { id slug title is_published published_at featured_image body category { slug } } } }`;

describe('the blog through the gateway', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;
  let member: string;
  let admin: string;

  const call = graphqlCaller(() => runtime.url);

  const signUpAndIn = (email: string): Promise<string> =>
    confirmedMember(runtime.url, dataDir, email, { admin: email === 'editor@example.org' });

  const upload = async (file: { name: string; type: string; bytes: Buffer }, token?: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(`${runtime.url}/api/blog/images`, {
      method: 'POST',
      body: form,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  const storedImages = (): string[] => {
    try {
      return readdirSync(join(dataDir, 'blobs', 'blog-images'), {
        recursive: true,
        withFileTypes: true,
      })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'snap-blog-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'error',
        OPS_TOKEN: TEST_OPS_TOKEN,
      }),
    );
    member = await signUpAndIn('reader@example.org');
    admin = await signUpAndIn('editor@example.org');
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the seeded articles to anyone, with categories, one post by slug and 3 related', async () => {
    // Four English articles and the Spanish Double Up article, English first for an English page.
    const posts: any[] = await eventually(
      async () =>
        (await call('{ blogPosts { slug title category { name } is_published } }')).data.blogPosts,
      (shown: any[]) => shown.length >= 5,
    );
    expect(posts).toHaveLength(5);
    expect(posts.at(-1).slug).toBe('double-up-food-bucks-es');
    expect(
      (await call('{ blogCategories { name slug } }')).data.blogCategories.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Benefits Guide', 'Shopping Tips']);
    const post = (
      await call(
        '{ blogPost(slug: "double-up-food-bucks") { title body author category { slug } } }',
      )
    ).data.blogPost;
    expect(post).toMatchObject({
      title: 'Double Up Food Bucks: Get More Produce for Your SNAP Dollars',
      author: 'SNAP Finder Team',
      category: { slug: 'shopping-tips' },
    });
    expect(
      (await call('{ relatedBlogPosts(slug: "double-up-food-bucks") { slug } }')).data
        .relatedBlogPosts,
    ).toHaveLength(3);
    const missing = await call('{ blogPost(slug: "no-such-post") { id } }');
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Post not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses blog management to visitors and members at the gateway', async () => {
    const input = { title: 'Member post', slug: 'member-post', author: 'Me', body: '<p>Hi</p>' };
    expect((await call(SAVE, undefined, { input })).errors?.[0]).toMatchObject({
      message: 'User not authenticated',
    });
    expect((await call(SAVE, member, { input })).errors?.[0]).toMatchObject({
      message: 'You do not have permission to do this.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      (
        await call(
          'mutation { deleteBlogPost(id: "8a0d6e1b-5f2c-4c3d-8e4f-1a2b3c4d5e01") { deleted } }',
          member,
        )
      ).errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    expect(await upload({ name: 'a.png', type: 'image/png', bytes: png })).toMatchObject({
      status: 401,
      body: { message: 'User not authenticated' },
    });
    expect(await upload({ name: 'a.png', type: 'image/png', bytes: png }, member)).toMatchObject({
      status: 403,
      body: { message: 'Only admins can manage the blog.' },
    });
    expect(storedImages()).toEqual([]);
    expect(
      (await call('{ blogPost(slug: "member-post") { id } }', admin)).errors?.[0].message,
    ).toBe('Post not found');
  });

  it('lets an admin upload an image, publish a post with it, edit and delete it; readers see it sanitized', async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2e7d32' },
    })
      .png()
      .toBuffer();
    expect(
      await upload(
        { name: 'notes.png', type: 'image/png', bytes: Buffer.from('not an image') },
        admin,
      ),
    ).toMatchObject({
      status: 400,
      body: { message: 'Only JPEG, PNG, WebP, and GIF images are allowed' },
    });
    expect(
      await upload(
        {
          name: 'big.png',
          type: 'image/png',
          bytes: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
        },
        admin,
      ),
    ).toMatchObject({
      status: 400,
      body: { message: 'File size must be less than 5MB' },
    });
    const image = await upload({ name: 'market.png', type: 'image/png', bytes: png }, admin);
    expect(image.status).toBe(201);
    expect(image.body.url).toMatch(/^\/api\/blog\/images\/[0-9a-f-]{36}\.png$/);
    expect(storedImages()).toHaveLength(1);

    const served = await fetch(`${runtime.url}${image.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect(
      (
        await fetch(`${runtime.url}${image.body.url}`, {
          headers: { 'If-None-Match': served.headers.get('etag') as string },
        })
      ).status,
    ).toBe(304);
    expect((await fetch(`${runtime.url}/api/blog/images/staging`)).status).toBe(404);

    const categories = (await call('{ blogCategories { id slug } }')).data.blogCategories;
    const input = {
      title: 'Shopping with SNAP on a Budget',
      slug: 'shopping-with-snap-on-a-budget',
      author: 'Editor',
      excerpt: 'Plan, compare, and stretch.',
      body: '<p>Plan your week.<script>alert(1)</script></p><a href="javascript:alert(1)" onclick="x">x</a>\nSecond line',
      category_id: categories[0].id,
      featured_image: image.body.url,
      meta_title: 'Budget shopping',
      meta_description: 'How to plan a SNAP budget',
      is_published: true,
    };
    const created = (await call(SAVE, admin, { input })).data.saveBlogPost;
    expect(created).toMatchObject({
      message: 'Blog post created successfully!',
      created: true,
      post: { is_published: true, featured_image: image.body.url },
    });
    expect(created.post.body).toBe('<p>Plan your week.</p><a>x</a><br>\nSecond line');
    expect((await call(SAVE, admin, { input })).errors?.[0].message).toBe(
      'A post with this slug already exists. Please choose another slug.',
    );

    const read = (await call(`{ blogPost(slug: "${input.slug}") { title body featured_image } }`))
      .data.blogPost;
    expect(read).toEqual({
      title: input.title,
      body: created.post.body,
      featured_image: image.body.url,
    });
    const edited = (
      await call(SAVE, admin, {
        input: { ...input, id: created.post.id, title: 'Shopping with SNAP on a Tight Budget' },
      })
    ).data.saveBlogPost;
    expect(edited).toMatchObject({
      message: 'Blog post updated successfully!',
      created: false,
      post: { title: 'Shopping with SNAP on a Tight Budget' },
    });
    expect(
      (await call(`{ blogBodyPreview(body: "<h2 onclick=\\"x\\">Hi</h2>") { html } }`, admin)).data
        .blogBodyPreview.html,
    ).toBe('<h2>Hi</h2>');

    expect(
      (
        await call(
          `mutation { deleteBlogPost(id: "${created.post.id}") { deleted message } }`,
          admin,
        )
      ).data.deleteBlogPost,
    ).toEqual({
      deleted: true,
      message: 'Blog post deleted successfully!',
    });
    expect((await call(`{ blogPost(slug: "${input.slug}") { id } }`)).errors?.[0].message).toBe(
      'Post not found',
    );
  });
});
