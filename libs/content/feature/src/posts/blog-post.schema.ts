import { Schema } from 'mongoose';
import { BLOG_LIMITS, type Language, LANGUAGES } from '@snap/domain';

/** blog_posts. The body is stored sanitized (and sanitized again whenever it is read). */
export interface BlogPostRecord {
  _id: string;
  title: string;
  slug: string;
  author: string;
  excerpt: string | null;
  body: string;
  categoryId: string | null;
  featuredImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  isPublished: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Absent on posts written before Spanish: read as 'en'. */
  language?: Language;
  /** The same post in the other language; both posts name each other. */
  translationId?: string | null;
}

export const blogPostSchema = new Schema(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true, maxlength: BLOG_LIMITS.titleMax },
    slug: { type: String, required: true, maxlength: BLOG_LIMITS.slugMax },
    author: { type: String, required: true, maxlength: BLOG_LIMITS.authorMax },
    excerpt: { type: String, default: null, maxlength: BLOG_LIMITS.excerptMax },
    body: { type: String, required: true },
    categoryId: { type: String, default: null },
    featuredImage: { type: String, default: null, maxlength: BLOG_LIMITS.featuredImageMax },
    metaTitle: { type: String, default: null, maxlength: BLOG_LIMITS.metaTitleMax },
    metaDescription: { type: String, default: null, maxlength: BLOG_LIMITS.metaDescriptionMax },
    isPublished: { type: Boolean, default: false },
    publishedAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
    updatedAt: { type: Date, default: () => new Date() },
    language: { type: String, enum: LANGUAGES, default: 'en' },
    translationId: { type: String, default: null },
  },
  { versionKey: false },
);
// /blog/{slug}; the unique index also refuses a duplicate slug that two saves race to take.
blogPostSchema.index({ slug: 1 }, { unique: true });
// The blog list and the back-office list, newest first.
blogPostSchema.index({ createdAt: -1 });
// The blog list in the reader's language first: published posts of a language, newest first.
blogPostSchema.index({ isPublished: 1, language: 1, createdAt: -1 });
// Unlinking the posts that name a post as their translation (on save and delete).
blogPostSchema.index({ translationId: 1 });
// Related articles: published ones of a category, newest first.
blogPostSchema.index({ isPublished: 1, categoryId: 1, publishedAt: -1 });
