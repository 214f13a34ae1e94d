import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DuplicateKeyError } from '@snap/platform-documents';
import { LOGGER } from '@snap/platform-observability';
import type { Logger } from 'pino';
import { BlogCategoriesRepository } from '../categories/blog-categories.repository';
import { sanitizeBlogHtml } from '../posts/blog-html';
import { BlogPostsRepository, DuplicateSlugError } from '../posts/blog-posts.repository';
import { SEED_ARTICLES, SEED_CATEGORIES } from './seed-articles';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A first start with no posts gets the starter categories and articles, so the blog is never empty
 * out of the box. Posts an admin wrote are never touched; a blog already holding posts is left alone. */
@Injectable()
export class BlogSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly categories: BlogCategoriesRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    // In the background: a documents engine that is still starting must not hold the service's start.
    void this.seedIfEmpty().catch((error: unknown) =>
      this.logger.error({ err: error }, 'blog seed content not written'),
    );
  }

  /** Returns how many articles it wrote. */
  async seedIfEmpty(now = new Date()): Promise<number> {
    if ((await this.posts.count()) > 0) return 0;
    for (const category of SEED_CATEGORIES) await this.categories.ensure(category);
    let written = 0;
    for (const article of SEED_ARTICLES) {
      const at = new Date(now.getTime() - article.ageDays * DAY_MS);
      try {
        await this.posts.insert({
          _id: article.id,
          title: article.title,
          slug: article.slug,
          author: 'SNAP Finder Team',
          excerpt: article.excerpt,
          body: sanitizeBlogHtml(article.body),
          categoryId: article.categoryId,
          featuredImage: null,
          metaTitle: article.metaTitle,
          metaDescription: article.metaDescription,
          isPublished: true,
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
          language: article.language,
          translationId: article.translationId,
        });
        written++;
      } catch (error) {
        // Another instance seeded the same article first.
        if (!(error instanceof DuplicateKeyError) && !(error instanceof DuplicateSlugError))
          throw error;
      }
    }
    if (written > 0) this.logger.info({ written }, 'blog seeded with starter articles');
    return written;
  }
}
