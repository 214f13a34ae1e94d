import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import type { Language } from '@snap/domain';
import { defineEvent, defineMessage, defineQuery } from '../lib/definitions';

/** The bucket of blog images (spec: storage bucket blog-images). */
export const BLOG_IMAGES_BUCKET = 'blog-images';
/** Where the gateway parks an uploaded image until the content service has checked and renamed it:
 * `staging/<user id>/<upload id>-0`. Never served. */
export const BLOG_IMAGE_STAGING_PREFIX = 'staging/';

// The form fields are checked by the content service with the shared rules (product rule "Validation messages");
// the contract only bounds their size, so a missing field gets 'Title is required', not a type error.
export class SaveBlogPostCommand {
  /** Absent for a new post; an existing post's id to update it. */
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.postId })
  id?: string | null;

  @IsOptional() @IsString() @MaxLength(1000) title?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) slug?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) author?: string | null;
  @IsOptional() @IsString() @MaxLength(2000) excerpt?: string | null;
  @IsOptional() @IsString() @MaxLength(400_000) body?: string | null;
  @IsOptional() @IsString() @MaxLength(100) category_id?: string | null;
  @IsOptional() @IsString() @MaxLength(4000) featured_image?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) meta_title?: string | null;
  @IsOptional() @IsString() @MaxLength(2000) meta_description?: string | null;
  @IsOptional() @IsBoolean() is_published?: boolean | null;
  @IsOptional() @IsString() @MaxLength(16) language?: string | null;
  @IsOptional() @IsString() @MaxLength(100) translation_id?: string | null;
}

export class BlogPostsQuery {
  /** Drafts are listed only when an admin asks (roles from the verified token). */
  @IsOptional()
  @IsBoolean()
  includeDrafts?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  categorySlug?: string | null;

  /** The reader's language: its posts come first, then the other language's. Unknown reads as 'en'. */
  @IsOptional()
  @IsString()
  @MaxLength(16)
  language?: string;

  @IsInt()
  @Min(1)
  @Max(100, { message: VALIDATION_MESSAGES.limitAtMost100 })
  limit = 50;

  @IsInt()
  @Min(0)
  @Max(100_000)
  offset = 0;
}

export class BlogPostBySlugQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  slug!: string;
}

export class BlogPostByIdCommand {
  @IsUUID('all', { message: VALIDATION_MESSAGES.postId })
  id!: string;
}

export class BlogCategoriesQuery {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100, { message: VALIDATION_MESSAGES.limitAtMost100 })
  limit?: number;
}

export class PreviewBlogBodyQuery {
  @IsString()
  @MaxLength(400_000)
  body!: string;
}

/** An image the gateway received; its bytes wait in the blog-images bucket under `stagingKey`. */
export class UploadBlogImageCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  fileName!: string;

  /** As the browser declared it (the service checks the real content). */
  @IsString()
  @MaxLength(100)
  contentType!: string;

  /** Bytes received, counted by the gateway (also past the limit, when it stopped keeping them). */
  @IsInt()
  @Min(0)
  size!: number;

  /** Absent when the gateway stopped keeping the bytes (over the 5 MB limit). */
  @IsOptional()
  @Matches(/^staging\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,80}$/, {
    message: VALIDATION_MESSAGES.stagingKey,
  })
  stagingKey?: string;
}

export interface BlogCategoryView {
  id: string;
  name: string;
  slug: string;
}

/** blog_posts with the joined category (its field names, product rule "Blog posts"). */
export interface BlogPostView {
  id: string;
  title: string;
  slug: string;
  author: string;
  excerpt: string | null;
  /** Sanitized HTML (on save and again when read). */
  body: string;
  category_id: string | null;
  featured_image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  is_published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  category: BlogCategoryView | null;
  language: Language;
  /** The same post in the other language, when it has one the reader may see. */
  translation_id: string | null;
  translation_slug: string | null;
}

export interface SaveBlogPostResult {
  post: BlogPostView;
  /** 'Blog post created successfully!' or 'Blog post updated successfully!'. */
  message: string;
  created: boolean;
}

export interface BlogImageView {
  /** The site path the image is served at (`/api/blog/images/<random>.<ext>`). */
  url: string;
  key: string;
  contentType: string;
  size: number;
}

export class BlogPostPublishedEvent {
  @IsString() postId!: string;
  @IsString() slug!: string;
  @IsString() title!: string;
  @IsOptional() @IsString() categoryId?: string | null;
  @IsString() publishedAt!: string;
}

export class BlogPostDeletedEvent {
  @IsString() postId!: string;
  @IsString() slug!: string;
}

/** Reads are open to everyone (drafts only to admins); writes, uploads and previews need an admin,
 * checked by the content service from the request meta (the verified token) as well as at the gateway. */
export const BlogMessages = {
  listPosts: defineQuery<BlogPostsQuery, BlogPostView[]>(
    'content.blog.posts.list.v1',
    BlogPostsQuery,
  ),
  postBySlug: defineQuery<BlogPostBySlugQuery, BlogPostView>(
    'content.blog.posts.by-slug.v1',
    BlogPostBySlugQuery,
  ),
  relatedPosts: defineQuery<BlogPostBySlugQuery, BlogPostView[]>(
    'content.blog.posts.related.v1',
    BlogPostBySlugQuery,
  ),
  categories: defineQuery<BlogCategoriesQuery, BlogCategoryView[]>(
    'content.blog.categories.list.v1',
    BlogCategoriesQuery,
  ),
  savePost: defineMessage<SaveBlogPostCommand, SaveBlogPostResult>(
    'content.blog.posts.save.v1',
    SaveBlogPostCommand,
  ),
  deletePost: defineMessage<BlogPostByIdCommand, { deleted: boolean; message: string }>(
    'content.blog.posts.delete.v1',
    BlogPostByIdCommand,
  ),
  previewBody: defineQuery<PreviewBlogBodyQuery, { html: string }>(
    'content.blog.posts.preview.v1',
    PreviewBlogBodyQuery,
  ),
  uploadImage: defineMessage<UploadBlogImageCommand, BlogImageView>(
    'content.blog.images.upload.v1',
    UploadBlogImageCommand,
  ),
} as const;

/** Other services and caches react to what readers can see change. */
export const BlogEvents = {
  postPublished: defineEvent('content.blog.post-published.v1', BlogPostPublishedEvent),
  postDeleted: defineEvent('content.blog.post-deleted.v1', BlogPostDeletedEvent),
} as const;
