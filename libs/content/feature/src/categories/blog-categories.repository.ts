import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import { type BlogCategoryRecord, blogCategorySchema } from './blog-category.schema';

@Injectable()
export class BlogCategoriesRepository {
  private readonly categories: DocumentCollection<BlogCategoryRecord>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.categories = documents.collection<BlogCategoryRecord>(
      'blog_categories',
      blogCategorySchema,
    );
  }

  /** Ordered by name (product rule "Blog posts"). */
  all(): Promise<BlogCategoryRecord[]> {
    return this.categories.find({}, { sort: { name: 1, _id: 1 } });
  }

  byId(id: string): Promise<BlogCategoryRecord | null> {
    return this.categories.findOne({ _id: id });
  }

  byIds(ids: string[]): Promise<BlogCategoryRecord[]> {
    return this.categories.findByIds(ids);
  }

  bySlug(slug: string): Promise<BlogCategoryRecord | null> {
    return this.categories.findOne({ slug });
  }

  /** Adds a category unless one with its id or slug exists (seeding may run on two instances at once). */
  async ensure(category: BlogCategoryRecord): Promise<void> {
    try {
      await this.categories.insert(category);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
