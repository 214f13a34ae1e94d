import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  BlogEvents,
  type BlogCategoryView,
  type BlogPostsQuery,
  type BlogPostView,
  type RequestMeta,
  type SaveBlogPostCommand,
  type SaveBlogPostResult,
} from '@snap/contracts';
import {
  BLOG_LIMITS,
  BLOG_MESSAGES,
  type Language,
  pickRelated,
  publishedAtOnSave,
  toLanguage,
  validateBlogPost,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { isAdmin, requireAdmin } from '../blog-admin';
import type { BlogCategoryRecord } from '../categories/blog-category.schema';
import { BlogCategoriesRepository } from '../categories/blog-categories.repository';
import { blogBodyForDisplay, sanitizeBlogHtml } from './blog-html';
import type { BlogPostRecord } from './blog-post.schema';
import { BlogPostsRepository, DuplicateSlugError } from './blog-posts.repository';

/** The SNAP Savvy Blog: anyone reads published posts, admins also drafts; only admins write. */
@Injectable()
export class BlogPostsUseCases {
  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly categories: BlogCategoriesRepository,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  /** Newest first, the reader's language first when given; drafts only for an admin who asks. */
  async list(query: BlogPostsQuery, meta: Partial<RequestMeta>): Promise<BlogPostView[]> {
    let categoryId: string | undefined;
    if (query.categorySlug) {
      const category = await this.categories.bySlug(query.categorySlug);
      if (!category) return [];
      categoryId = category._id;
    }
    const posts = await this.posts.list({
      includeDrafts: Boolean(query.includeDrafts) && isAdmin(meta),
      categoryId,
      limit: query.limit,
      offset: query.offset,
      // Asked without a language (the back-office's own calls): newest first, every language mixed.
      language: query.language === undefined ? undefined : toLanguage(query.language),
    });
    return this.views(posts, isAdmin(meta));
  }

  /** One post by slug; a draft is 'Post not found' for everyone but admins. */
  async bySlug(slug: string, meta: Partial<RequestMeta>): Promise<BlogPostView> {
    const post = await this.readable(slug, meta);
    return (await this.views([post], isAdmin(meta)))[0];
  }

  /** Up to 3 published posts: not this one, the same category first, newest first. */
  async related(slug: string, meta: Partial<RequestMeta>): Promise<BlogPostView[]> {
    const post = await this.readable(slug, meta);
    const candidates = await this.posts.relatedCandidates(post, BLOG_LIMITS.related);
    const picked = pickRelated(
      { id: post._id, category_id: post.categoryId },
      candidates.map(relatedFacts),
    ).map((facts) => facts.post);
    return this.views(picked, isAdmin(meta));
  }

  /** Ordered by name. */
  async allCategories(limit = 100): Promise<BlogCategoryView[]> {
    return (await this.categories.all()).slice(0, limit).map(toCategoryView);
  }

  /** Inserts a new post or updates the one with the given id, by product rule "Blog posts": fields checked
   * with its messages, the body sanitized, published_at stamped now when published, null otherwise. */
  async save(
    command: SaveBlogPostCommand,
    meta: Partial<RequestMeta>,
  ): Promise<SaveBlogPostResult> {
    requireAdmin(meta);
    const { value, errors } = validateBlogPost(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const body = sanitizeBlogHtml(value.body);
    // A body of nothing but forbidden markup has no content left to publish.
    if (!body)
      throw rpcError('BAD_USER_INPUT', BLOG_MESSAGES.bodyRequired, {
        errors: [BLOG_MESSAGES.bodyRequired],
      });
    if (value.category_id && !(await this.categories.byId(value.category_id))) {
      throw rpcError('BAD_USER_INPUT', BLOG_MESSAGES.invalidCategory, {
        errors: [BLOG_MESSAGES.invalidCategory],
      });
    }
    await this.checkTranslation(command.id ?? null, value.language, value.translation_id);
    const now = new Date();
    const fields = {
      title: value.title,
      slug: value.slug,
      author: value.author,
      excerpt: value.excerpt,
      body,
      categoryId: value.category_id,
      featuredImage: value.featured_image,
      metaTitle: value.meta_title,
      metaDescription: value.meta_description,
      isPublished: value.is_published,
      publishedAt: publishedAtOnSave(value.is_published, now),
      updatedAt: now,
      language: value.language,
      translationId: value.translation_id,
    };
    let saved: BlogPostRecord;
    let previous: BlogPostRecord | null = null;
    try {
      if (command.id) {
        previous = await this.posts.byId(command.id);
        const updated = previous ? await this.posts.update(command.id, fields) : null;
        if (!updated) throw rpcError('NOT_FOUND', BLOG_MESSAGES.notFound);
        saved = updated;
      } else {
        saved = await this.posts.insert({ _id: randomUUID(), ...fields, createdAt: now });
      }
    } catch (error) {
      if (error instanceof DuplicateSlugError)
        throw rpcError('BAD_USER_INPUT', BLOG_MESSAGES.duplicateSlug, {
          errors: [BLOG_MESSAGES.duplicateSlug],
        });
      throw error;
    }
    await this.linkTranslation(saved._id, saved.translationId ?? null);
    if (saved.isPublished && saved.publishedAt) {
      await this.bus.publish(BlogEvents.postPublished, {
        postId: saved._id,
        slug: saved.slug,
        title: saved.title,
        categoryId: saved.categoryId,
        publishedAt: new Date(saved.publishedAt).toISOString(),
      });
    } else if (previous?.isPublished) {
      // Back to a draft: readers can no longer see it, as if it were deleted.
      await this.bus.publish(BlogEvents.postDeleted, { postId: saved._id, slug: previous.slug });
    }
    if (previous?.isPublished && previous.slug !== saved.slug && saved.isPublished) {
      await this.bus.publish(BlogEvents.postDeleted, { postId: saved._id, slug: previous.slug });
    }
    return {
      post: (await this.views([saved], true))[0],
      created: !command.id,
      message: command.id ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created,
    };
  }

  async delete(
    id: string,
    meta: Partial<RequestMeta>,
  ): Promise<{ deleted: boolean; message: string }> {
    requireAdmin(meta);
    const post = await this.posts.byId(id);
    if (!post || !(await this.posts.delete(id)))
      throw rpcError('NOT_FOUND', BLOG_MESSAGES.notFound);
    await this.posts.unlinkTranslation(post._id);
    await this.bus.publish(
      BlogEvents.postDeleted,
      { postId: post._id, slug: post.slug },
      { eventId: `blog-post-deleted:${post._id}` },
    );
    return { deleted: true, message: BLOG_MESSAGES.deleted };
  }

  /** The editor's preview: the body exactly as readers will get it. */
  preview(body: string, meta: Partial<RequestMeta>): { html: string } {
    requireAdmin(meta);
    return { html: blogBodyForDisplay(sanitizeBlogHtml(body)) };
  }

  private async readable(slug: string, meta: Partial<RequestMeta>): Promise<BlogPostRecord> {
    const post = await this.posts.bySlug(slug.trim());
    if (!post || (!post.isPublished && !isAdmin(meta)))
      throw rpcError('NOT_FOUND', BLOG_MESSAGES.notFound);
    return post;
  }

  /** A translation is another existing post, written in the other language. */
  private async checkTranslation(
    id: string | null,
    language: Language,
    translationId: string | null,
  ): Promise<void> {
    if (!translationId) return;
    const refuse = (message: string) => rpcError('BAD_USER_INPUT', message, { errors: [message] });
    if (translationId === id) throw refuse(BLOG_MESSAGES.translationSelf);
    const translation = await this.posts.byId(translationId);
    if (!translation) throw refuse(BLOG_MESSAGES.translationNotFound);
    if (toLanguage(translation.language) === language)
      throw refuse(BLOG_MESSAGES.translationSameLanguage);
  }

  /** Keeps translations symmetric: the post and its translation name each other, and no other post
   * names either of them. */
  private async linkTranslation(id: string, translationId: string | null): Promise<void> {
    await this.posts.unlinkTranslation(id, translationId);
    if (!translationId) return;
    await this.posts.setTranslation(translationId, id);
    await this.posts.unlinkTranslation(translationId, id);
  }

  /** Joins each post's category and its translation's slug (one query each for the lot); a draft
   * translation is named to admins only. */
  private async views(posts: BlogPostRecord[], showDrafts: boolean): Promise<BlogPostView[]> {
    const translationIds = posts
      .map((post) => post.translationId)
      .filter((id): id is string => Boolean(id));
    const translations = new Map(
      (await this.posts.byIds([...new Set(translationIds)]))
        .filter((translation) => showDrafts || translation.isPublished)
        .map((translation) => [translation._id, translation]),
    );
    const ids = [
      ...new Set(posts.map((post) => post.categoryId).filter((id): id is string => Boolean(id))),
    ];
    const categories = new Map(
      (await this.categories.byIds(ids)).map((category) => [category._id, category]),
    );
    return posts.map((post) =>
      toPostView(
        post,
        post.categoryId ? (categories.get(post.categoryId) ?? null) : null,
        post.translationId ? (translations.get(post.translationId) ?? null) : null,
      ),
    );
  }
}

function relatedFacts(post: BlogPostRecord) {
  return {
    id: post._id,
    category_id: post.categoryId,
    is_published: post.isPublished,
    published_at: post.publishedAt,
    post,
  };
}

function toCategoryView(category: BlogCategoryRecord): BlogCategoryView {
  return { id: category._id, name: category.name, slug: category.slug };
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function toPostView(
  post: BlogPostRecord,
  category: BlogCategoryRecord | null,
  translation: BlogPostRecord | null,
): BlogPostView {
  return {
    id: post._id,
    title: post.title,
    slug: post.slug,
    author: post.author,
    excerpt: post.excerpt ?? null,
    // Sanitized again on the way out: a record written by an older version or by hand is still safe.
    body: blogBodyForDisplay(post.body),
    category_id: post.categoryId ?? null,
    featured_image: post.featuredImage ?? null,
    meta_title: post.metaTitle ?? null,
    meta_description: post.metaDescription ?? null,
    is_published: post.isPublished,
    published_at: iso(post.publishedAt ?? null),
    created_at: new Date(post.createdAt).toISOString(),
    updated_at: new Date(post.updatedAt).toISOString(),
    category: category ? toCategoryView(category) : null,
    language: toLanguage(post.language),
    translation_id: translation?._id ?? null,
    translation_slug: translation?.slug ?? null,
  };
}
