import { defineMessages } from '../i18n/message';
import { isLanguage, type Language, LANGUAGE_MESSAGES } from '../i18n/languages';

/** The blog post form, image upload and display rules of the accounts spec (sections 5, 8 and 9).
 * Shared by the back-office editor and the content service, so both say the same thing. */
export const BLOG_LIMITS = {
  titleMax: 200,
  slugMax: 200,
  authorMax: 100,
  excerptMax: 300,
  /** No rule limits the body (product rule "Validation messages"); this bounds a request to something an article can be. */
  bodyMax: 200_000,
  metaTitleMax: 60,
  metaDescriptionMax: 160,
  featuredImageMax: 2048,
  related: 3,
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

export const BLOG_MESSAGES = defineMessages('blog', {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 200 characters',
  slugRequired: 'Slug is required',
  slugTooLong: 'Slug must be less than 200 characters',
  slugFormat: 'Slug can only contain lowercase letters, numbers, and hyphens',
  authorRequired: 'Author is required',
  authorTooLong: 'Author must be less than 100 characters',
  excerptTooLong: 'Excerpt must be less than 300 characters',
  bodyRequired: 'Content is required',
  bodyTooLong: 'Content must be less than 200000 characters',
  invalidCategory: 'Invalid category',
  invalidUrl: 'Must be a valid URL',
  metaTitleTooLong: 'Meta title must be less than 60 characters',
  metaDescriptionTooLong: 'Meta description must be less than 160 characters',
  duplicateSlug: 'A post with this slug already exists. Please choose another slug.',
  notFound: 'Post not found',
  created: 'Blog post created successfully!',
  updated: 'Blog post updated successfully!',
  deleted: 'Blog post deleted successfully!',
  imageTooLarge: 'File size must be less than 5MB',
  imageInvalidType: 'Only JPEG, PNG, WebP, and GIF images are allowed',
  imageUploaded: 'Image uploaded successfully!',
  imageUploadFailed: 'Failed to upload image',
  notAdmin: 'Only admins can manage the blog.',
  invalidLanguage: LANGUAGE_MESSAGES.invalid,
  translationNotFound: 'The translation must be an existing post.',
  translationSelf: 'A post cannot be its own translation.',
  translationSameLanguage: 'The translation must be written in the other language.',
});

/** The delete confirmation dialog of the blog manager. */
export function blogDeleteConfirmation(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}

/** The editor's form as it arrives: any field of a post (BlogPostValue) may be missing or empty; the
 * rules below give each its message. */
export type BlogPostInput = {
  [K in keyof BlogPostValue]?: (K extends 'is_published' ? boolean : string) | null;
};

/** A post's fields after the rules: text trimmed, optional empties as null. */
export interface BlogPostValue {
  title: string;
  slug: string;
  author: string;
  excerpt: string | null;
  body: string;
  category_id: string | null;
  featured_image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  is_published: boolean;
  language: Language;
  translation_id: string | null;
}

const SLUG = /^[a-z0-9-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Where the blog's own uploads are served (a site path, so a post survives a change of host name). */
export const BLOG_IMAGE_PATH = '/api/blog/images/';
const BLOG_IMAGE_FILE = /^[0-9a-f-]{36}\.(jpg|jpeg|png|gif|webp)$/;

/** A featured image is an http(s) address or one of the blog's uploaded images. */
export function isBlogImageUrl(value: string): boolean {
  if (value.startsWith(BLOG_IMAGE_PATH))
    return BLOG_IMAGE_FILE.test(value.slice(BLOG_IMAGE_PATH.length));
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const optional = (value: string | null | undefined): string | null => (value ?? '').trim() || null;

/** Trims and validates a post; returns the cleaned values or every failed rule's message in the
 * order of product rule "Blog posts". */
export function validateBlogPost(input: BlogPostInput): { value: BlogPostValue; errors: string[] } {
  const value: BlogPostValue = {
    title: (input.title ?? '').trim(),
    slug: (input.slug ?? '').trim(),
    author: (input.author ?? '').trim(),
    excerpt: optional(input.excerpt),
    body: (input.body ?? '').trim(),
    category_id: optional(input.category_id),
    featured_image: optional(input.featured_image),
    meta_title: optional(input.meta_title),
    meta_description: optional(input.meta_description),
    is_published: input.is_published ?? false,
    language: isLanguage(input.language) ? input.language : 'en',
    translation_id: optional(input.translation_id),
  };
  const errors: string[] = [];
  if (!value.title) errors.push(BLOG_MESSAGES.titleRequired);
  else if (value.title.length > BLOG_LIMITS.titleMax) errors.push(BLOG_MESSAGES.titleTooLong);
  if (!value.slug) errors.push(BLOG_MESSAGES.slugRequired);
  else if (value.slug.length > BLOG_LIMITS.slugMax) errors.push(BLOG_MESSAGES.slugTooLong);
  else if (!SLUG.test(value.slug)) errors.push(BLOG_MESSAGES.slugFormat);
  if (!value.author) errors.push(BLOG_MESSAGES.authorRequired);
  else if (value.author.length > BLOG_LIMITS.authorMax) errors.push(BLOG_MESSAGES.authorTooLong);
  if (value.excerpt && value.excerpt.length > BLOG_LIMITS.excerptMax)
    errors.push(BLOG_MESSAGES.excerptTooLong);
  if (!value.body) errors.push(BLOG_MESSAGES.bodyRequired);
  else if (value.body.length > BLOG_LIMITS.bodyMax) errors.push(BLOG_MESSAGES.bodyTooLong);
  if (value.category_id && !UUID.test(value.category_id))
    errors.push(BLOG_MESSAGES.invalidCategory);
  if (
    value.featured_image &&
    (value.featured_image.length > BLOG_LIMITS.featuredImageMax ||
      !isBlogImageUrl(value.featured_image))
  ) {
    errors.push(BLOG_MESSAGES.invalidUrl);
  }
  if (value.meta_title && value.meta_title.length > BLOG_LIMITS.metaTitleMax)
    errors.push(BLOG_MESSAGES.metaTitleTooLong);
  if (value.meta_description && value.meta_description.length > BLOG_LIMITS.metaDescriptionMax)
    errors.push(BLOG_MESSAGES.metaDescriptionTooLong);
  if (optional(input.language) && !isLanguage(input.language))
    errors.push(BLOG_MESSAGES.invalidLanguage);
  if (value.translation_id && !UUID.test(value.translation_id))
    errors.push(BLOG_MESSAGES.translationNotFound);
  return { value, errors };
}

/** A slug from a title, as the editor suggests it: lower case, words joined by single hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-+$/, '');
}

/** The publish rule of product rule "Blog posts": the 'Publish immediately' switch decides; on each save a published post is
 * stamped with the current time, a draft with null. */
export function publishedAtOnSave(isPublished: boolean, now: Date): Date | null {
  return isPublished ? now : null;
}

export type BlogImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
export const BLOG_IMAGE_EXTENSION: Record<BlogImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** What an image's first bytes say it is (its magic number), whatever its name and declared type. */
export function sniffBlogImageType(head: Uint8Array): BlogImageType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  const ascii = (text: string, at = 0) =>
    starts(
      [...text].map((c) => c.charCodeAt(0)),
      at,
    );
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  return null;
}

/** The upload rules in the order of product rule "Blog posts": size first, then the real type from the content. */
export function blogImageError(size: number, head: Uint8Array): string | null {
  if (size > BLOG_LIMITS.imageMaxBytes) return BLOG_MESSAGES.imageTooLarge;
  if (size === 0 || !sniffBlogImageType(head)) return BLOG_MESSAGES.imageInvalidType;
  return null;
}

/** The pre-check the editor runs before sending a file (the service checks the bytes again). */
export function blogImageFileError(file: { type: string; size: number }): string | null {
  if (file.size > BLOG_LIMITS.imageMaxBytes) return BLOG_MESSAGES.imageTooLarge;
  if (
    !['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'].includes(
      file.type.toLowerCase(),
    )
  )
    return BLOG_MESSAGES.imageInvalidType;
  return null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'MMM dd, yyyy' (lists) or 'MMMM dd, yyyy' (a post), in UTC so every reader sees the same day. */
export function formatBlogDate(iso: string, style: 'list' | 'post'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const month = MONTHS[date.getUTCMonth()];
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${style === 'list' ? month.slice(0, 3) : month} ${day}, ${date.getUTCFullYear()}`;
}

export interface RelatedCandidate {
  id: string;
  category_id: string | null;
  is_published: boolean;
  published_at: string | Date | null;
}

/** Related articles: published, not the current one, the same category first, newest first, 3. */
export function pickRelated<T extends RelatedCandidate>(
  current: { id: string; category_id: string | null },
  posts: T[],
  limit: number = BLOG_LIMITS.related,
): T[] {
  const time = (post: T) => (post.published_at ? new Date(post.published_at).getTime() : 0);
  const sameCategory = (post: T) =>
    current.category_id !== null && post.category_id === current.category_id ? 0 : 1;
  return posts
    .filter((post) => post.is_published && post.id !== current.id)
    .sort(
      (a, b) => sameCategory(a) - sameCategory(b) || time(b) - time(a) || a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
