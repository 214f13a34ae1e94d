import {
  BLOG_MESSAGES,
  blogDeleteConfirmation,
  blogImageError,
  blogImageFileError,
  formatBlogDate,
  isBlogImageUrl,
  pickRelated,
  publishedAtOnSave,
  slugify,
  sniffBlogImageType,
  validateBlogPost,
} from './blog-rules';

const valid = {
  title: 'Using SNAP at Farmers Markets',
  slug: 'using-snap-at-farmers-markets',
  author: 'SNAP Finder Team',
  body: '<p>Bring your EBT card to the market booth.</p>',
};

describe('blog post form rules', () => {
  it('trims text, turns optional empties into null and defaults to a draft', () => {
    const { value, errors } = validateBlogPost({
      ...valid,
      title: '  Using SNAP at Farmers Markets  ',
      excerpt: '   ',
      meta_title: '',
      category_id: '',
    });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      title: 'Using SNAP at Farmers Markets',
      excerpt: null,
      meta_title: null,
      category_id: null,
      is_published: false,
    });
  });

  it('gives the message of each missing required field (product rule Validation messages)', () => {
    expect(validateBlogPost({}).errors).toEqual([
      BLOG_MESSAGES.titleRequired,
      BLOG_MESSAGES.slugRequired,
      BLOG_MESSAGES.authorRequired,
      BLOG_MESSAGES.bodyRequired,
    ]);
    expect(validateBlogPost({ ...valid, title: '   ' }).errors).toEqual(['Title is required']);
  });

  it('enforces every length limit at its boundary', () => {
    const at = {
      title: 'a'.repeat(200),
      slug: 'a'.repeat(200),
      author: 'a'.repeat(100),
      excerpt: 'a'.repeat(300),
      meta_title: 'a'.repeat(60),
      meta_description: 'a'.repeat(160),
    };
    expect(validateBlogPost({ ...valid, ...at }).errors).toEqual([]);
    const over = {
      title: 'a'.repeat(201),
      slug: 'a'.repeat(201),
      author: 'a'.repeat(101),
      excerpt: 'a'.repeat(301),
      meta_title: 'a'.repeat(61),
      meta_description: 'a'.repeat(161),
    };
    expect(validateBlogPost({ ...valid, ...over }).errors).toEqual([
      'Title must be less than 200 characters',
      'Slug must be less than 200 characters',
      'Author must be less than 100 characters',
      'Excerpt must be less than 300 characters',
      'Meta title must be less than 60 characters',
      'Meta description must be less than 160 characters',
    ]);
  });

  it('accepts only lowercase letters, numbers and hyphens in a slug', () => {
    for (const slug of [
      'Farmers-Markets',
      'farmers markets',
      'farmers_markets',
      'café',
      '../etc',
      'a/b',
    ]) {
      expect(validateBlogPost({ ...valid, slug }).errors).toEqual([
        'Slug can only contain lowercase letters, numbers, and hyphens',
      ]);
    }
    expect(validateBlogPost({ ...valid, slug: 'double-up-2025' }).errors).toEqual([]);
  });

  it('needs a UUID category and a valid URL for the featured image', () => {
    expect(validateBlogPost({ ...valid, category_id: 'tips' }).errors).toEqual([
      'Invalid category',
    ]);
    expect(
      validateBlogPost({ ...valid, category_id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' }).errors,
    ).toEqual([]);
    for (const featured_image of [
      'javascript:alert(1)',
      'not a url',
      'ftp://x.org/a.png',
      'data:image/png;base64,AAAA',
      '/api/blog/images/../../etc/passwd',
    ]) {
      expect(validateBlogPost({ ...valid, featured_image }).errors).toEqual([
        'Must be a valid URL',
      ]);
    }
    expect(isBlogImageUrl('https://images.example.org/market.jpg')).toBe(true);
    expect(isBlogImageUrl('/api/blog/images/0f8fad5b-d9cb-469f-a165-70867728950e.webp')).toBe(true);
  });

  it('suggests a slug from a title', () => {
    expect(slugify('  Double Up Food Bucks: $20 a Day!  ')).toBe('double-up-food-bucks-20-a-day');
    expect(slugify('Café & Crème')).toBe('cafe-creme');
    expect(slugify('a'.repeat(250)).length).toBe(200);
  });

  it('stamps published_at with the save time when published, null for a draft', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    expect(publishedAtOnSave(true, now)).toEqual(now);
    expect(publishedAtOnSave(false, now)).toBeNull();
  });

  it('says the delete confirmation in the words of product rule Blog posts', () => {
    expect(blogDeleteConfirmation('Chip Cards')).toBe(
      'Are you sure you want to delete "Chip Cards"? This action cannot be undone.',
    );
  });
});

describe('blog dates', () => {
  it("formats 'MMM dd, yyyy' for lists and 'MMMM dd, yyyy' for a post", () => {
    expect(formatBlogDate('2025-03-05T10:00:00.000Z', 'list')).toBe('Mar 05, 2025');
    expect(formatBlogDate('2025-03-05T10:00:00.000Z', 'post')).toBe('March 05, 2025');
    expect(formatBlogDate('garbage', 'post')).toBe('');
  });
});

describe('related articles', () => {
  const post = (
    id: string,
    category_id: string | null,
    published_at: string | null,
    is_published = true,
  ) => ({ id, category_id, published_at, is_published });

  it('keeps published posts other than the current one, same category first, newest first, 3 at most', () => {
    const posts = [
      post('current', 'tips', '2025-05-01'),
      post('other-new', 'news', '2025-06-01'),
      post('tips-old', 'tips', '2025-01-01'),
      post('tips-draft', 'tips', null, false),
      post('tips-new', 'tips', '2025-04-01'),
      post('other-old', 'news', '2024-01-01'),
    ];
    expect(pickRelated({ id: 'current', category_id: 'tips' }, posts).map((p) => p.id)).toEqual([
      'tips-new',
      'tips-old',
      'other-new',
    ]);
    expect(pickRelated({ id: 'current', category_id: null }, posts).map((p) => p.id)).toEqual([
      'other-new',
      'tips-new',
      'tips-old',
    ]);
  });
});

describe('blog image rules', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');

  it('knows the four types by their magic bytes, not their names', () => {
    expect(sniffBlogImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffBlogImageType(png)).toBe('image/png');
    expect(sniffBlogImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffBlogImageType(webp)).toBe('image/webp');
    expect(
      sniffBlogImageType(
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>'),
      ),
    ).toBeNull();
    expect(sniffBlogImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('refuses over 5 MB and non-images with the messages of product rule Blog posts', () => {
    expect(blogImageError(5 * 1024 * 1024, png)).toBeNull();
    expect(blogImageError(5 * 1024 * 1024 + 1, png)).toBe('File size must be less than 5MB');
    expect(blogImageError(6 * 1024 * 1024, png)).toBe('File size must be less than 5MB');
    expect(blogImageError(100, new TextEncoder().encode('<html>'))).toBe(
      'Only JPEG, PNG, WebP, and GIF images are allowed',
    );
    expect(blogImageFileError({ type: 'image/svg+xml', size: 100 })).toBe(
      'Only JPEG, PNG, WebP, and GIF images are allowed',
    );
    expect(blogImageFileError({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'File size must be less than 5MB',
    );
    expect(blogImageFileError({ type: 'image/webp', size: 2048 })).toBeNull();
  });
});
