import { eventually } from '@snap/platform-engines/testing';
import { BlogEvents, BlogMessages, type BlogPostView } from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { ContentModule } from '../content.module';
import { SEED_ARTICLES, SEED_CATEGORIES } from '../seed/seed-articles';

describe('the SNAP Savvy Blog over the bus', () => {
  let service: BootedService;
  const events: Array<{ topic: string; payload: Record<string, unknown> }> = [];
  const admin = { meta: { userId: 'admin-1', roles: ['admin'] } };
  const member = { meta: { userId: 'member-1', roles: [] as string[] } };
  const moderator = { meta: { userId: 'mod-1', roles: ['moderator'] } };
  const bus = () => service.bus.client();
  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: 'Stretching SNAP in Winter',
    slug: 'stretching-snap-in-winter',
    author: 'Ana Lopez',
    body: '<h2>Plan</h2><p>Buy frozen vegetables.</p>',
    ...overrides,
  });

  beforeAll(async () => {
    service = await bootServiceForTest('content', ContentModule);
    for (const definition of [BlogEvents.postPublished, BlogEvents.postDeleted]) {
      service.bus.broker.subscribe(
        definition.name,
        'spec',
        service.bus.broker.newInstanceId(),
        async (message) => {
          events.push({ topic: definition.name, payload: JSON.parse(message).payload });
          return undefined;
        },
      );
    }
  });
  afterAll(() => service.close());

  it('starts with the seeded articles in two categories, newest first, categories by name', async () => {
    const posts = await eventually(
      () => bus().request(BlogMessages.listPosts, { limit: 50, offset: 0 }),
      (list) => list.length === SEED_ARTICLES.length,
    );
    expect(posts.map((p) => p.slug)).toEqual(
      [...SEED_ARTICLES].sort((a, b) => a.ageDays - b.ageDays).map((a) => a.slug),
    );
    expect(new Set(posts.map((p) => p.category?.slug))).toEqual(
      new Set(['benefits-guide', 'shopping-tips']),
    );
    expect(
      posts.every((p) => p.is_published && p.published_at && p.author === 'SNAP Finder Team'),
    ).toBe(true);
    expect(posts.find((p) => p.slug === 'double-up-food-bucks')?.body).toContain(
      'matches it dollar for dollar, up to a daily limit that differs by program (often $10–$20)',
    );
    expect((await bus().request(BlogMessages.categories, { limit: 1 })).map((c) => c.name)).toEqual(
      ['Benefits Guide'],
    );
    expect(await bus().request(BlogMessages.categories, {})).toEqual(
      [...SEED_CATEGORIES]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c) => ({ id: c._id, name: c.name, slug: c.slug })),
    );
    const byCategory = await bus().request(BlogMessages.listPosts, {
      categorySlug: 'benefits-guide',
      limit: 50,
      offset: 0,
    });
    expect(byCategory.map((p) => p.slug).sort()).toEqual([
      'ebt-chip-cards',
      'restaurant-meals-program',
    ]);
  });

  it('refuses writes from anyone but an admin, and changes nothing', async () => {
    await expect(bus().request(BlogMessages.savePost, draft())).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
    for (const who of [member, moderator]) {
      await expect(bus().request(BlogMessages.savePost, draft(), who)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only admins can manage the blog.',
      });
      await expect(
        bus().request(BlogMessages.deletePost, { id: SEED_ARTICLES[0].id }, who),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(
        bus().request(BlogMessages.previewBody, { body: '<p>x</p>' }, who),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(
      bus().request(BlogMessages.postBySlug, { slug: 'stretching-snap-in-winter' }, admin),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await bus().request(BlogMessages.postBySlug, { slug: SEED_ARTICLES[0].slug }),
    ).toMatchObject({ title: SEED_ARTICLES[0].title });
  });

  it('answers bad input with the messages of product rule Validation messages and stores nothing', async () => {
    await expect(bus().request(BlogMessages.savePost, { body: '' }, admin)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Title is required, Slug is required, Author is required, Content is required',
    });
    await expect(
      bus().request(
        BlogMessages.savePost,
        draft({ title: 'x'.repeat(201), slug: 'Bad Slug', meta_title: 'x'.repeat(61) }),
        admin,
      ),
    ).rejects.toMatchObject({
      message:
        'Title must be less than 200 characters, Slug can only contain lowercase letters, numbers, and hyphens, Meta title must be less than 60 characters',
    });
    await expect(
      bus().request(
        BlogMessages.savePost,
        draft({ category_id: 'not-a-uuid', featured_image: 'javascript:alert(1)' }),
        admin,
      ),
    ).rejects.toMatchObject({
      message: 'Invalid category, Must be a valid URL',
    });
    await expect(
      bus().request(
        BlogMessages.savePost,
        draft({ category_id: '6f1c1a52-3d0e-4b8e-9a51-0c2f6d1e7aff' }),
        admin,
      ),
    ).rejects.toMatchObject({ message: 'Invalid category' });
    await expect(
      bus().request(BlogMessages.savePost, draft({ body: '<script>alert(1)</script>' }), admin),
    ).rejects.toMatchObject({ message: 'Content is required' });
    await expect(
      bus().request(BlogMessages.savePost, draft({ slug: SEED_ARTICLES[0].slug }), admin),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'A post with this slug already exists. Please choose another slug.',
    });
    expect(
      await bus().request(
        BlogMessages.listPosts,
        { includeDrafts: true, limit: 50, offset: 0 },
        admin,
      ),
    ).toHaveLength(SEED_ARTICLES.length);
  });

  it('keeps a draft from readers, stamps published_at on publishing, and tells others', async () => {
    const created = await bus().request(
      BlogMessages.savePost,
      draft({ category_id: SEED_CATEGORIES[1]._id }),
      admin,
    );
    expect(created).toMatchObject({
      created: true,
      message: 'Blog post created successfully!',
      post: { is_published: false, published_at: null, category: { slug: 'shopping-tips' } },
    });
    await expect(
      bus().request(BlogMessages.postBySlug, { slug: 'stretching-snap-in-winter' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Post not found' });
    await expect(
      bus().request(BlogMessages.postBySlug, { slug: 'stretching-snap-in-winter' }, member),
    ).rejects.toMatchObject({ message: 'Post not found' });
    expect(
      (await bus().request(BlogMessages.postBySlug, { slug: 'stretching-snap-in-winter' }, admin))
        .is_published,
    ).toBe(false);
    expect(
      (
        await bus().request(
          BlogMessages.listPosts,
          { includeDrafts: true, limit: 50, offset: 0 },
          member,
        )
      ).map((p) => p.slug),
    ).not.toContain('stretching-snap-in-winter');
    expect(
      (
        await bus().request(
          BlogMessages.listPosts,
          { includeDrafts: true, limit: 50, offset: 0 },
          admin,
        )
      )[0].slug,
    ).toBe('stretching-snap-in-winter');
    expect(events.filter((e) => e.payload['postId'] === created.post.id)).toEqual([]);

    const before = Date.now();
    const published = await bus().request(
      BlogMessages.savePost,
      draft({
        id: created.post.id,
        category_id: SEED_CATEGORIES[1]._id,
        is_published: true,
        title: 'Stretching SNAP in Winter Months',
      }),
      admin,
    );
    expect(published).toMatchObject({
      created: false,
      message: 'Blog post updated successfully!',
      post: { id: created.post.id, is_published: true, title: 'Stretching SNAP in Winter Months' },
    });
    expect(new Date(published.post.published_at as string).getTime()).toBeGreaterThanOrEqual(
      before,
    );
    expect(published.post.created_at).toBe(created.post.created_at);
    const read = await bus().request(BlogMessages.postBySlug, {
      slug: 'stretching-snap-in-winter',
    });
    expect(read.title).toBe('Stretching SNAP in Winter Months');
    await eventually(
      async () => events,
      (list) =>
        list.some(
          (e) =>
            e.topic === BlogEvents.postPublished.name && e.payload['postId'] === created.post.id,
        ),
    );

    const unpublished = await bus().request(
      BlogMessages.savePost,
      draft({ id: created.post.id, is_published: false }),
      admin,
    );
    expect(unpublished.post).toMatchObject({ is_published: false, published_at: null });
    await bus().request(
      BlogMessages.savePost,
      draft({ id: created.post.id, is_published: true, category_id: SEED_CATEGORIES[1]._id }),
      admin,
    );
  });

  it('stores and shows the body sanitized: no script, handler, javascript: link or SVG survives', async () => {
    const body = `<h2 onclick="alert(1)">Safe heading</h2><script>alert('x')</script><img src=x onerror=alert(1)><p>Text <a href="javascript:alert(1)">bad link</a> <a href="https://www.fns.usda.gov/snap" target="_blank">USDA</a></p><svg><script>alert(2)</script></svg>\nLine two`;
    const { post } = await bus().request(
      BlogMessages.savePost,
      draft({ slug: 'sanitized-post', title: 'Sanitized', body, is_published: true }),
      admin,
    );
    expect(post.body).toBe(
      '<h2>Safe heading</h2><p>Text <a>bad link</a> <a href="https://www.fns.usda.gov/snap" target="_blank" rel="noopener noreferrer">USDA</a></p>\nLine two',
    );
    expect(
      (
        await bus().request(
          BlogMessages.previewBody,
          { body: '<p onmouseover="x">Hi</p>\nthere' },
          admin,
        )
      ).html,
    ).toBe('<p>Hi</p>\nthere');
  });

  it('relates up to 3 published posts, the same category first, newest first', async () => {
    const related = await bus().request(BlogMessages.relatedPosts, {
      slug: 'stretching-snap-in-winter',
    });
    expect(related).toHaveLength(3);
    const slugs = related.map((p: BlogPostView) => p.slug);
    expect(slugs).not.toContain('stretching-snap-in-winter');
    // The two other shopping tips first (newest first), then the newest post of another category.
    expect(slugs.slice(0, 2)).toEqual([
      'double-up-food-bucks',
      'how-to-use-snap-at-farmers-markets',
    ]);
    expect(related[2].category?.slug).not.toBe('shopping-tips');
  });

  it('deletes a post for admins only, says so, and announces it', async () => {
    const post = await bus().request(BlogMessages.postBySlug, { slug: 'sanitized-post' });
    expect(await bus().request(BlogMessages.deletePost, { id: post.id }, admin)).toEqual({
      deleted: true,
      message: 'Blog post deleted successfully!',
    });
    await expect(
      bus().request(BlogMessages.postBySlug, { slug: 'sanitized-post' }, admin),
    ).rejects.toMatchObject({ message: 'Post not found' });
    await expect(
      bus().request(BlogMessages.deletePost, { id: post.id }, admin),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Post not found' });
    await eventually(
      async () => events,
      (list) =>
        list.some(
          (e) => e.topic === BlogEvents.postDeleted.name && e.payload['slug'] === 'sanitized-post',
        ),
    );
  });
});
