import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BLOG_LIMITS, slugify, validateBlogPost } from '@snap/domain';
import {
  type AdminBlogPost,
  type BlogPostForm,
  previewBlogBody,
  useAdminBlogPosts,
  useBlogCategories,
  useSaveBlogPost,
} from '../api/blog';
import { BlogImageUpload } from './blog-image-upload';
import { useNotice } from './blog-notice';

export function emptyForm(): BlogPostForm {
  return {
    title: '',
    slug: '',
    author: '',
    excerpt: '',
    body: '',
    category_id: '',
    featured_image: '',
    meta_title: '',
    meta_description: '',
    is_published: false,
    language: 'en',
    translation_id: '',
  };
}

export function formOf(post: AdminBlogPost): BlogPostForm {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    author: post.author,
    excerpt: post.excerpt ?? '',
    body: post.body,
    category_id: post.category_id ?? '',
    featured_image: post.featured_image ?? '',
    meta_title: post.meta_title ?? '',
    meta_description: post.meta_description ?? '',
    is_published: post.is_published,
    language: post.language,
    translation_id: post.translation_id ?? '',
  };
}

type TextKey = Exclude<keyof BlogPostForm, 'id' | 'is_published' | 'language' | 'translation_id'>;

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish' };

/** Which message of the shared rules belongs to which field. */
const FIELD_OF_MESSAGE: Array<[TextKey, RegExp]> = [
  ['title', /^Title/],
  ['slug', /^Slug/],
  ['author', /^Author/],
  ['excerpt', /^Excerpt/],
  ['body', /^Content/],
  ['category_id', /category/],
  ['featured_image', /URL/],
  ['meta_title', /^Meta title/],
  ['meta_description', /^Meta description/],
];

/** Create New / Edit Article: every field of product rule "Blog posts" with its limit, image upload, 'Publish
 * immediately', and a preview of the body exactly as the server will sanitize it. */
export function BlogEditor({
  initial,
  onSaved,
}: {
  initial: BlogPostForm;
  onSaved: (post: AdminBlogPost) => void;
}) {
  const [form, setForm] = useState<BlogPostForm>(initial);
  const [slugTouched, setSlugTouched] = useState(Boolean(initial.id));
  const [errors, setErrors] = useState<Partial<Record<TextKey, string>>>({});
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);
  const categories = useBlogCategories();
  const posts = useAdminBlogPosts();
  // A translation is another post written in the other language.
  const translations = (posts.data ?? []).filter(
    (post) => post.id !== form.id && post.language !== form.language,
  );
  const save = useSaveBlogPost();
  const notify = useNotice();

  const set = (key: TextKey, value: string) => {
    setForm((current) => ({
      ...current,
      [key]: value,
      ...(key === 'title' && !slugTouched ? { slug: slugify(value) } : {}),
    }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { errors: messages } = validateBlogPost(form);
    if (messages.length > 0) {
      const byField: Partial<Record<TextKey, string>> = {};
      for (const message of messages) {
        const field = FIELD_OF_MESSAGE.find(([, pattern]) => pattern.test(message))?.[0];
        if (field && !byField[field]) byField[field] = message;
      }
      setErrors(byField);
      notify({ severity: 'error', title: 'Error', message: messages.join(', ') });
      return;
    }
    try {
      const result = await save.mutateAsync(form);
      notify({ severity: 'success', title: 'Success', message: result.message });
      onSaved(result.post);
    } catch (error) {
      notify({
        severity: 'error',
        title: 'Error',
        message: error instanceof Error ? error.message : 'Please try again later.',
      });
    }
  };

  const showPreview = async () => {
    try {
      setPreview({ html: await previewBlogBody(form.body) });
    } catch (error) {
      setPreview({ error: error instanceof Error ? error.message : 'Preview failed' });
    }
  };

  const text = (
    key: TextKey,
    label: string,
    max: number | null,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={label}
      name={key}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? (max ? `${form[key].trim().length}/${max} characters` : undefined)}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2 }}
      aria-label={form.id ? 'Edit article' : 'New article'}
    >
      <Typography component="h2" variant="h6">
        {form.id ? 'Edit Article' : 'Create New Article'}
      </Typography>
      {text('title', 'Title', BLOG_LIMITS.titleMax, { required: true })}
      {text('slug', 'Slug', BLOG_LIMITS.slugMax, {
        required: true,
        onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
          setSlugTouched(true);
          set('slug', event.target.value);
        },
      })}
      {text('author', 'Author', BLOG_LIMITS.authorMax, { required: true })}
      {text('excerpt', 'Excerpt', BLOG_LIMITS.excerptMax, { multiline: true, minRows: 2 })}
      {text('body', 'Content', null, {
        required: true,
        multiline: true,
        minRows: 10,
        helperText:
          errors.body ??
          'HTML: p, h1-h6, ul, ol, li, strong, em, b, i, a, blockquote, code, pre, br, hr. Other markup is removed when saved.',
      })}
      <TextField
        select
        label="Category"
        name="category_id"
        value={categories.data ? form.category_id : ''}
        onChange={(event) => set('category_id', event.target.value)}
        error={Boolean(errors.category_id)}
        helperText={errors.category_id}
        fullWidth
      >
        <MenuItem value="">No category</MenuItem>
        {(categories.data ?? []).map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Language"
        name="language"
        value={form.language}
        onChange={(event) =>
          // A translation in the language just chosen would no longer be one.
          setForm((current) => ({ ...current, language: event.target.value, translation_id: '' }))
        }
        fullWidth
      >
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Translation"
        name="translation_id"
        value={posts.data ? form.translation_id : ''}
        onChange={(event) =>
          setForm((current) => ({ ...current, translation_id: event.target.value }))
        }
        helperText="The same article in the other language; both articles then link to each other"
        fullWidth
      >
        <MenuItem value="">No translation</MenuItem>
        {translations.map((post) => (
          <MenuItem key={post.id} value={post.id}>
            {post.title} ({LANGUAGE_NAMES[post.language] ?? post.language})
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          {text('featured_image', 'Featured image URL', null, {
            helperText:
              errors.featured_image ??
              'An https:// address, or upload an image (JPEG, PNG, WebP or GIF, up to 5 MB)',
          })}
        </Box>
        <BlogImageUpload onUploaded={(url) => set('featured_image', url)} />
      </Box>
      {form.featured_image && !errors.featured_image && (
        <Box
          component="img"
          src={form.featured_image}
          alt="Featured image preview"
          sx={{ maxWidth: 320, maxHeight: 180, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      {text('meta_title', 'Meta title', BLOG_LIMITS.metaTitleMax)}
      {text('meta_description', 'Meta description', BLOG_LIMITS.metaDescriptionMax, {
        multiline: true,
        minRows: 2,
      })}
      <FormControlLabel
        control={
          <Switch
            checked={form.is_published}
            onChange={(event) =>
              setForm((current) => ({ ...current, is_published: event.target.checked }))
            }
          />
        }
        label="Publish immediately"
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : form.id ? 'Update Article' : 'Create Article'}
        </Button>
        <Button variant="outlined" onClick={() => void showPreview()} disabled={!form.body.trim()}>
          Preview
        </Button>
      </Box>
      {preview && (
        <Paper variant="outlined" component="section" aria-label="Preview" sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle1" gutterBottom>
            Preview
          </Typography>
          {'error' in preview ? (
            <Alert severity="error">{preview.error}</Alert>
          ) : (
            // Sanitized by the content service with the readers' allow-list.
            <Box data-testid="blog-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
          )}
        </Paper>
      )}
    </Box>
  );
}
