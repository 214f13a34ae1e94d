import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
  type Filter,
} from '@snap/platform-documents';
import type { Language } from '@snap/domain';
import { type BlogPostRecord, blogPostSchema } from './blog-post.schema';

/** Thrown when a save would give a post a slug another post has. */
export class DuplicateSlugError extends Error {
  constructor(readonly slug: string) {
    super(`A post with the slug "${slug}" already exists`);
    this.name = 'DuplicateSlugError';
  }
}

export interface PostListOptions {
  includeDrafts: boolean;
  categoryId?: string;
  limit: number;
  offset: number;
  /** The reader's language: its posts first (newest first), then the other language's. */
  language?: Language;
}

// Posts written before Spanish have no language and are English: English is "not Spanish".
const inLanguage = (language: Language): Filter =>
  language === 'es' ? { language: 'es' } : { language: { $ne: 'es' } };
const otherLanguage = (language: Language): Filter => inLanguage(language === 'es' ? 'en' : 'es');
const NEWEST_FIRST = { createdAt: -1 as const, _id: 1 as const };

@Injectable()
export class BlogPostsRepository {
  private readonly posts: DocumentCollection<BlogPostRecord>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.posts = documents.collection<BlogPostRecord>('blog_posts', blogPostSchema);
  }

  /** Newest first by creation (the list order of product rule "Blog posts"), the reader's language
   * first when given; drafts only when asked. One page of the whole ordered list. */
  async list(options: PostListOptions): Promise<BlogPostRecord[]> {
    const filter: Filter = {};
    if (!options.includeDrafts) filter['isPublished'] = true;
    if (options.categoryId) filter['categoryId'] = options.categoryId;
    const { offset, limit, language } = options;
    if (!language) return this.posts.find(filter, { sort: NEWEST_FIRST, skip: offset, limit });
    const first = { ...filter, ...inLanguage(language) };
    const firstCount = await this.posts.count(first);
    const page =
      offset < firstCount
        ? await this.posts.find(first, { sort: NEWEST_FIRST, skip: offset, limit })
        : [];
    if (page.length >= limit) return page;
    const rest = await this.posts.find(
      { ...filter, ...otherLanguage(language) },
      { sort: NEWEST_FIRST, skip: Math.max(0, offset - firstCount), limit: limit - page.length },
    );
    return [...page, ...rest];
  }

  /** Makes `id` name `translationId` as its translation (null: none). */
  async setTranslation(id: string, translationId: string | null): Promise<void> {
    await this.posts.updateOne({ _id: id }, { $set: { translationId } });
  }

  /** The posts that name `id` as their translation forget it, but for `keep`. */
  async unlinkTranslation(id: string, keep?: string | null): Promise<void> {
    await this.posts.updateMany(
      keep ? { translationId: id, _id: { $ne: keep } } : { translationId: id },
      { $set: { translationId: null } },
    );
  }

  byIds(ids: string[]): Promise<BlogPostRecord[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.posts.findByIds(ids);
  }

  bySlug(slug: string): Promise<BlogPostRecord | null> {
    return this.posts.findOne({ slug });
  }

  byId(id: string): Promise<BlogPostRecord | null> {
    return this.posts.findOne({ _id: id });
  }

  count(): Promise<number> {
    return this.posts.count();
  }

  /** Candidates for related articles: the newest published ones of the category (when it has one) and
   * the newest published ones overall, each without the current post, in its language. */
  async relatedCandidates(
    current: Pick<BlogPostRecord, '_id' | 'categoryId' | 'language'>,
    limit: number,
  ): Promise<BlogPostRecord[]> {
    const newest = { sort: { publishedAt: -1 as const, _id: 1 as const }, limit };
    // Related articles are in the post's own language.
    const sameLanguage = inLanguage(current.language ?? 'en');
    const [sameCategory, anyCategory] = await Promise.all([
      current.categoryId
        ? this.posts.find(
            {
              isPublished: true,
              categoryId: current.categoryId,
              _id: { $ne: current._id },
              ...sameLanguage,
            },
            newest,
          )
        : Promise.resolve([]),
      this.posts.find({ isPublished: true, _id: { $ne: current._id }, ...sameLanguage }, newest),
    ]);
    const seen = new Set<string>();
    return [...sameCategory, ...anyCategory].filter(
      (post) => !seen.has(post._id) && Boolean(seen.add(post._id)),
    );
  }

  async insert(post: BlogPostRecord): Promise<BlogPostRecord> {
    if (await this.bySlug(post.slug)) throw new DuplicateSlugError(post.slug);
    try {
      return await this.posts.insert(post);
    } catch (error) {
      throw error instanceof DuplicateKeyError && error.keys.includes('slug')
        ? new DuplicateSlugError(post.slug)
        : error;
    }
  }

  /** Replaces an existing post's fields; null when the post does not exist (any more). */
  async update(
    id: string,
    fields: Omit<BlogPostRecord, '_id' | 'createdAt'>,
  ): Promise<BlogPostRecord | null> {
    const holder = await this.bySlug(fields.slug);
    if (holder && holder._id !== id) throw new DuplicateSlugError(fields.slug);
    try {
      return await this.posts.findOneAndUpdate({ _id: id }, { $set: fields });
    } catch (error) {
      throw error instanceof DuplicateKeyError && error.keys.includes('slug')
        ? new DuplicateSlugError(fields.slug)
        : error;
    }
  }

  async delete(id: string): Promise<boolean> {
    return (await this.posts.deleteOne({ _id: id })) > 0;
  }
}
