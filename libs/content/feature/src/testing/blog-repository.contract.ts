import type { DocumentStore } from '@snap/platform-documents';
import { BlogCategoriesRepository } from '../categories/blog-categories.repository';
import { type BlogPostRecord, blogPostSchema } from '../posts/blog-post.schema';
import { BlogPostsRepository, DuplicateSlugError } from '../posts/blog-posts.repository';

export interface BlogRepositoryHarness {
  store: DocumentStore;
  cleanup(): Promise<void>;
}

let sequence = 0;
function post(overrides: Partial<BlogPostRecord> & { slug: string }): BlogPostRecord {
  sequence++;
  const at = new Date(Date.UTC(2025, 0, 1, 0, sequence));
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: `Post ${overrides.slug}`,
    author: 'SNAP Finder Team',
    excerpt: null,
    body: '<p>Body</p>',
    categoryId: null,
    featuredImage: null,
    metaTitle: null,
    metaDescription: null,
    isPublished: true,
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** The content repositories on one documents adapter (embedded and MongoDB run the same suite). */
export function runBlogRepositoryContract(
  name: string,
  createHarness: () => Promise<BlogRepositoryHarness>,
): void {
  describe(`blog repositories on the documents contract: ${name}`, () => {
    let harness: BlogRepositoryHarness;
    let posts: BlogPostsRepository;
    let categories: BlogCategoriesRepository;

    beforeEach(async () => {
      harness = await createHarness();
      posts = new BlogPostsRepository(harness.store);
      categories = new BlogCategoriesRepository(harness.store);
    });
    afterEach(() => harness.cleanup());

    it('stores a post and reads it back by slug and id with every field', async () => {
      const saved = await posts.insert(
        post({
          slug: 'farmers-markets',
          excerpt: 'Short',
          featuredImage: 'https://example.org/a.jpg',
          metaTitle: 'Meta',
          metaDescription: 'Desc',
          categoryId: 'c1',
        }),
      );
      const read = await posts.bySlug('farmers-markets');
      expect(read).toEqual(saved);
      expect(read?.publishedAt).toBeInstanceOf(Date);
      expect(await posts.byId(saved._id)).toEqual(saved);
      expect(await posts.bySlug('missing')).toBeNull();
      expect(await posts.count()).toBe(1);
    });

    it('refuses a second post with the same slug, on insert and on update, and keeps the first', async () => {
      const first = await posts.insert(post({ slug: 'chip-cards', title: 'First' }));
      await expect(
        posts.insert(post({ slug: 'chip-cards', title: 'Second' })),
      ).rejects.toBeInstanceOf(DuplicateSlugError);
      const other = await posts.insert(post({ slug: 'other' }));
      const { _id, createdAt, ...fields } = other;
      await expect(
        posts.update(other._id, { ...fields, slug: 'chip-cards' }),
      ).rejects.toBeInstanceOf(DuplicateSlugError);
      expect((await posts.bySlug('chip-cards'))?._id).toBe(first._id);
      expect((await posts.bySlug('other'))?._id).toBe(_id);
      expect(createdAt).toBeInstanceOf(Date);
    });

    it('updates a post in place (its own slug may stay) and answers null for a missing one', async () => {
      const saved = await posts.insert(
        post({ slug: 'snap-tips', isPublished: false, publishedAt: null }),
      );
      const { _id, createdAt, ...fields } = saved;
      const publishedAt = new Date('2025-06-01T10:00:00Z');
      const updated = await posts.update(_id, {
        ...fields,
        title: 'Renamed',
        isPublished: true,
        publishedAt,
        updatedAt: publishedAt,
      });
      expect(updated).toMatchObject({
        _id,
        title: 'Renamed',
        slug: 'snap-tips',
        isPublished: true,
        publishedAt,
        createdAt,
      });
      expect(
        await posts.update('00000000-0000-4000-8000-999999999999', {
          ...fields,
          slug: 'unused-slug',
        }),
      ).toBeNull();
    });

    it('lists newest first, drafts only when asked, by category, a page at a time', async () => {
      const a = await posts.insert(post({ slug: 'a', categoryId: 'tips' }));
      const draft = await posts.insert(
        post({ slug: 'draft', isPublished: false, publishedAt: null }),
      );
      const c = await posts.insert(post({ slug: 'c', categoryId: 'tips' }));
      const ids = (list: BlogPostRecord[]) => list.map((p) => p._id);
      expect(ids(await posts.list({ includeDrafts: false, limit: 10, offset: 0 }))).toEqual([
        c._id,
        a._id,
      ]);
      expect(ids(await posts.list({ includeDrafts: true, limit: 10, offset: 0 }))).toEqual([
        c._id,
        draft._id,
        a._id,
      ]);
      expect(ids(await posts.list({ includeDrafts: true, limit: 1, offset: 1 }))).toEqual([
        draft._id,
      ]);
      expect(
        ids(await posts.list({ includeDrafts: false, categoryId: 'tips', limit: 10, offset: 0 })),
      ).toEqual([c._id, a._id]);
    });

    it('offers published related candidates, same category first, never the post itself or a draft', async () => {
      const current = await posts.insert(post({ slug: 'current', categoryId: 'tips' }));
      const tipsOld = await posts.insert(
        post({ slug: 'tips-old', categoryId: 'tips', publishedAt: new Date('2024-01-01') }),
      );
      await posts.insert(
        post({ slug: 'tips-draft', categoryId: 'tips', isPublished: false, publishedAt: null }),
      );
      const newsNew = await posts.insert(
        post({ slug: 'news-new', categoryId: 'news', publishedAt: new Date('2026-01-01') }),
      );
      const candidates = await posts.relatedCandidates(current, 3);
      expect(candidates.map((p) => p.slug)).toEqual([tipsOld.slug, newsNew.slug]);
    });

    it("lists the reader's language first page by page, a post without a language as English", async () => {
      const older = await posts.insert(post({ slug: 'older-en', language: 'en' }));
      // Written before Spanish: no language field at all.
      const legacy = await posts.insert(post({ slug: 'legacy' }));
      await harness.store
        .collection<BlogPostRecord>('blog_posts', blogPostSchema)
        .updateOne({ _id: legacy._id }, { $unset: { language: '' } });
      await posts.insert(post({ slug: 'spanish-old', language: 'es' }));
      await posts.insert(post({ slug: 'newest-en', language: 'en' }));
      await posts.insert(post({ slug: 'spanish-new', language: 'es' }));
      const slugs = async (language: 'en' | 'es', offset = 0, limit = 10) =>
        (await posts.list({ includeDrafts: false, language, offset, limit })).map((p) => p.slug);
      expect(await slugs('es')).toEqual([
        'spanish-new',
        'spanish-old',
        'newest-en',
        'legacy',
        'older-en',
      ]);
      expect(await slugs('en')).toEqual([
        'newest-en',
        'legacy',
        'older-en',
        'spanish-new',
        'spanish-old',
      ]);
      expect([...(await slugs('es', 0, 3)), ...(await slugs('es', 3, 3))]).toEqual(
        await slugs('es'),
      );
      expect(await slugs('en', 2, 2)).toEqual(['older-en', 'spanish-new']);
      expect(older.language).toBe('en');
    });

    it('links translations and unlinks every post naming one, but the one kept', async () => {
      const en = await posts.insert(post({ slug: 'en', language: 'en' }));
      const es = await posts.insert(post({ slug: 'es', language: 'es', translationId: en._id }));
      const other = await posts.insert(post({ slug: 'other', translationId: es._id }));
      await posts.setTranslation(en._id, es._id);
      await posts.unlinkTranslation(es._id, en._id);
      expect((await posts.byId(en._id))?.translationId).toBe(es._id);
      expect((await posts.byId(other._id))?.translationId).toBeNull();
      await posts.unlinkTranslation(en._id);
      expect((await posts.byId(es._id))?.translationId).toBeNull();
      expect((await posts.byIds([es._id, 'missing', en._id])).map((p) => p.slug)).toEqual([
        'es',
        'en',
      ]);
    });

    it('deletes a post once', async () => {
      const saved = await posts.insert(post({ slug: 'gone' }));
      expect(await posts.delete(saved._id)).toBe(true);
      expect(await posts.delete(saved._id)).toBe(false);
      expect(await posts.bySlug('gone')).toBeNull();
    });

    it('lists categories by name and adds a category only once', async () => {
      await categories.ensure({
        _id: '11111111-1111-4111-8111-111111111111',
        name: 'Shopping Tips',
        slug: 'shopping-tips',
      });
      await categories.ensure({
        _id: '22222222-2222-4222-8222-222222222222',
        name: 'Benefits Guide',
        slug: 'benefits-guide',
      });
      await categories.ensure({
        _id: '22222222-2222-4222-8222-222222222222',
        name: 'Benefits Guide',
        slug: 'benefits-guide',
      });
      expect((await categories.all()).map((c) => c.name)).toEqual([
        'Benefits Guide',
        'Shopping Tips',
      ]);
      expect((await categories.bySlug('shopping-tips'))?._id).toBe(
        '11111111-1111-4111-8111-111111111111',
      );
      expect(
        (await categories.byIds(['22222222-2222-4222-8222-222222222222', 'nope'])).map(
          (c) => c.slug,
        ),
      ).toEqual(['benefits-guide']);
      expect(await categories.byIds([])).toEqual([]);
    });
  });
}
