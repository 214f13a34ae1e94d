import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
  type Filter,
} from '@snap/platform-documents';
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
}

@Injectable()
export class BlogPostsRepository {
  private readonly posts: DocumentCollection<BlogPostRecord>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.posts = documents.collection<BlogPostRecord>('blog_posts', blogPostSchema);
  }

  /** Newest first by creation (the list order of product rule "Blog posts"); drafts only when asked. */
  list(options: PostListOptions): Promise<BlogPostRecord[]> {
    const filter: Filter = {};
    if (!options.includeDrafts) filter['isPublished'] = true;
    if (options.categoryId) filter['categoryId'] = options.categoryId;
    return this.posts.find(filter, {
      sort: { createdAt: -1, _id: 1 },
      skip: options.offset,
      limit: options.limit,
    });
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
   * the newest published ones overall, each without the current post. */
  async relatedCandidates(
    current: Pick<BlogPostRecord, '_id' | 'categoryId'>,
    limit: number,
  ): Promise<BlogPostRecord[]> {
    const newest = { sort: { publishedAt: -1 as const, _id: 1 as const }, limit };
    const [sameCategory, anyCategory] = await Promise.all([
      current.categoryId
        ? this.posts.find(
            { isPublished: true, categoryId: current.categoryId, _id: { $ne: current._id } },
            newest,
          )
        : Promise.resolve([]),
      this.posts.find({ isPublished: true, _id: { $ne: current._id } }, newest),
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
