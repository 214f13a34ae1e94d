import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BLOG_MESSAGES } from '@snap/domain';
import { AdminRequestError, accessTokenStore, gql } from '../../../lib/graphql';

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
}

export interface AdminBlogPost {
  id: string;
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
  published_at: string | null;
  created_at: string;
  updated_at: string;
  category: BlogCategory | null;
}

/** The editor's fields (the spec's names); an id updates that post. */
export interface BlogPostForm {
  id?: string;
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  body: string;
  category_id: string;
  featured_image: string;
  meta_title: string;
  meta_description: string;
  is_published: boolean;
}

const POST_FIELDS =
  'id title slug author excerpt body category_id featured_image meta_title meta_description is_published published_at created_at updated_at category { id name slug }';
const POSTS = `query AdminBlogPosts { blogPosts(includeDrafts: true, limit: 100) { ${POST_FIELDS} } }`;
const CATEGORIES = 'query AdminBlogCategories { blogCategories { id name slug } }';
const SAVE = `mutation SaveBlogPost($input: BlogPostInput!) { saveBlogPost(input: $input) { message created post { ${POST_FIELDS} } } }`;
const DELETE = 'mutation DeleteBlogPost($id: ID!) { deleteBlogPost(id: $id) { deleted message } }';
const PREVIEW = 'query BlogBodyPreview($body: String!) { blogBodyPreview(body: $body) { html } }';

const postsKey = ['blog', 'posts'] as const;

/** Every post, drafts included, newest first. */
export function useAdminBlogPosts() {
  return useQuery({
    queryKey: postsKey,
    queryFn: async ({ signal }) =>
      (await gql<{ blogPosts: AdminBlogPost[] }>(POSTS, {}, signal)).blogPosts,
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: ['blog', 'categories'],
    queryFn: async ({ signal }) =>
      (await gql<{ blogCategories: BlogCategory[] }>(CATEGORIES, {}, signal)).blogCategories,
    staleTime: 5 * 60_000,
  });
}

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: BlogPostForm) =>
      (
        await gql<{ saveBlogPost: { message: string; created: boolean; post: AdminBlogPost } }>(
          SAVE,
          { input: form },
        )
      ).saveBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey }),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await gql<{ deleteBlogPost: { deleted: boolean; message: string } }>(DELETE, { id }))
        .deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey }),
  });
}

/** The body as readers will get it, sanitized by the server with the same allow-list. */
export async function previewBlogBody(body: string): Promise<string> {
  return (await gql<{ blogBodyPreview: { html: string } }>(PREVIEW, { body })).blogBodyPreview.html;
}

/** Sends one image to the blob store through the gateway; answers its site address. */
export async function uploadBlogImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  const token = accessTokenStore.get();
  let response: Response;
  try {
    response = await fetch('/api/blog/images', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new AdminRequestError(BLOG_MESSAGES.imageUploadFailed);
  }
  const body = (await response.json().catch(() => null)) as {
    url?: string;
    message?: string | string[];
  } | null;
  if (!response.ok || !body?.url) {
    const message = Array.isArray(body?.message) ? body.message.join(', ') : body?.message;
    throw new AdminRequestError(message || BLOG_MESSAGES.imageUploadFailed);
  }
  return body.url;
}
