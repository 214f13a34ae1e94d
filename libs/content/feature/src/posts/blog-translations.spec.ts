import { eventually } from '@snap/platform-engines/testing';
import { BlogMessages, type BlogPostView } from '@snap/contracts';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { ContentModule } from '../content.module';
import { SEED_ARTICLES } from '../seed/seed-articles';

describe('blog posts in two languages', () => {
  let service: BootedService;
  const admin = { meta: { userId: 'admin-1', roles: ['admin'] } };
  const bus = () => service.bus.client();
  const save = (fields: Record<string, unknown>) =>
    bus().request(
      BlogMessages.savePost,
      { author: 'Ana Lopez', body: '<p>Texto.</p>', is_published: true, ...fields },
      admin,
    );
  const bySlug = (slug: string, asker = {}) =>
    bus().request(BlogMessages.postBySlug, { slug }, asker);
  const list = (language?: string) =>
    bus().request(BlogMessages.listPosts, { limit: 50, offset: 0, language });

  beforeAll(async () => {
    service = await bootServiceForTest('content', ContentModule);
    // The seed is written in the background at start.
    await eventually(list, { until: (posts) => posts.length >= SEED_ARTICLES.length });
  });
  afterAll(() => service.close());

  it('seeds English articles and the Spanish Double Up article, each naming the other', async () => {
    const english = await bySlug('double-up-food-bucks');
    const spanish = await bySlug('double-up-food-bucks-es');
    expect(english).toMatchObject({ language: 'en', translation_slug: 'double-up-food-bucks-es' });
    expect(spanish).toMatchObject({ language: 'es', translation_slug: 'double-up-food-bucks' });
    expect(await bySlug('ebt-chip-cards')).toMatchObject({
      language: 'en',
      translation_id: null,
      translation_slug: null,
    });
  });

  it("lists the reader's language first, newest first, then the other language, page by page", async () => {
    const languages = (posts: BlogPostView[]) => posts.map((post) => post.language);
    const spanishFirst = await list('es');
    expect(languages(spanishFirst)).toEqual(['es', ...Array(SEED_ARTICLES.length - 1).fill('en')]);
    expect(spanishFirst[0].slug).toBe('double-up-food-bucks-es');
    expect(languages(await list('en')).at(-1)).toBe('es');
    // An unknown language reads as English, never an error.
    expect((await list('fr')).map((post) => post.slug)).toEqual(
      (await list('en')).map((post) => post.slug),
    );
    const whole = (await list('es')).map((post) => post.slug);
    const pages: string[] = [];
    for (let offset = 0; offset < whole.length; offset += 2)
      pages.push(
        ...(await bus().request(BlogMessages.listPosts, { limit: 2, offset, language: 'es' })).map(
          (post) => post.slug,
        ),
      );
    expect(pages).toEqual(whole);
  });

  it('links a translation both ways, moves a link, and unlinks both when a post is deleted', async () => {
    const first = await save({ title: 'Winter tips', slug: 'winter-tips', language: 'en' });
    const traduccion = await save({
      title: 'Consejos de invierno',
      slug: 'consejos-de-invierno',
      language: 'es',
      translation_id: first.post.id,
    });
    expect(traduccion.post).toMatchObject({ language: 'es', translation_slug: 'winter-tips' });
    expect(await bySlug('winter-tips')).toMatchObject({
      translation_id: traduccion.post.id,
      translation_slug: 'consejos-de-invierno',
    });

    // Another English post takes the Spanish one: the first English post is left without one.
    const second = await save({
      title: 'Winter tips, updated',
      slug: 'winter-tips-2',
      translation_id: traduccion.post.id,
    });
    expect(second.post).toMatchObject({ language: 'en', translation_slug: 'consejos-de-invierno' });
    expect((await bySlug('consejos-de-invierno')).translation_slug).toBe('winter-tips-2');
    expect((await bySlug('winter-tips')).translation_id).toBeNull();

    await bus().request(BlogMessages.deletePost, { id: traduccion.post.id }, admin);
    expect((await bySlug('winter-tips-2')).translation_id).toBeNull();
  });

  it('names a draft translation to admins only', async () => {
    const published = await save({ title: 'Summer', slug: 'summer', language: 'en' });
    await save({
      title: 'Verano',
      slug: 'verano',
      language: 'es',
      is_published: false,
      translation_id: published.post.id,
    });
    expect((await bySlug('summer')).translation_slug).toBeNull();
    expect((await bySlug('summer', admin)).translation_slug).toBe('verano');
  });

  it('refuses a bad language or translation with a clear message and saves nothing', async () => {
    const english = await save({ title: 'Fall', slug: 'fall', language: 'en' });
    const refused = [
      [{ slug: 'bad-language', language: 'fr' }, 'Language must be en or es'],
      [
        { slug: 'no-such-translation', translation_id: '00000000-0000-4000-8000-999999999999' },
        'The translation must be an existing post.',
      ],
      [
        { slug: 'same-language', language: 'en', translation_id: english.post.id },
        'The translation must be written in the other language.',
      ],
    ] as const;
    for (const [fields, message] of refused) {
      await expect(save({ title: 'Otoño', ...fields })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message,
      });
      await expect(bySlug(fields.slug, admin)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(
      save({ id: english.post.id, title: 'Fall', slug: 'fall', translation_id: english.post.id }),
    ).rejects.toMatchObject({ message: 'A post cannot be its own translation.' });
    expect((await bySlug('fall')).translation_id).toBeNull();
  });
});
