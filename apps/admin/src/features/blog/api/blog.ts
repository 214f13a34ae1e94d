import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  graphql,
  type AdminBlogCategoriesQuery,
  type AdminBlogPostFieldsFragment,
  type AdminBlogPostsQuery,
  type BlogBodyPreviewQuery,
  type BlogPostInput,
  type DeleteBlogPostMutation,
  type SaveBlogPostMutation,
} from '@snap/api-client/admin';
import { BLOG_MESSAGES } from '@snap/domain';
import { AdminRequestError, gql, sessionKeeper } from '../../../lib/graphql';

export type AdminBlogPost = AdminBlogPostFieldsFragment;
export type BlogCategory = AdminBlogCategoriesQuery['blogCategories'][number];

/** The editor's fields (the API's BlogPostInput, as the generated client declares it), each filled in:
 * text fields as text ('' for none; language 'en' or 'es', translation_id '' for none). An id updates
 * that post. */
export type BlogPostForm = { id?: string } & {
  [K in Exclude<keyof BlogPostInput, 'id'>]-?: NonNullable<BlogPostInput[K]>;
};

graphql(`
  fragment AdminBlogPostFields on BlogPost {
    id
    title
    slug
    author
    excerpt
    body
    category_id
    featured_image
    meta_title
    meta_description
    is_published
    published_at
    created_at
    updated_at
    category {
      id
      name
      slug
    }
    language
    translation_id
    translation_slug
  }
`);
const POSTS = graphql(`
  query AdminBlogPosts {
    blogPosts(includeDrafts: true, limit: 100) {
      ...AdminBlogPostFields
    }
  }
`).toString();
const CATEGORIES = graphql(`
  query AdminBlogCategories {
    blogCategories {
      id
      name
      slug
    }
  }
`).toString();
const SAVE = graphql(`
  mutation SaveBlogPost($input: BlogPostInput!) {
    saveBlogPost(input: $input) {
      message
      created
      post {
        ...AdminBlogPostFields
      }
    }
  }
`).toString();
const DELETE = graphql(`
  mutation DeleteBlogPost($id: ID!) {
    deleteBlogPost(id: $id) {
      deleted
      message
    }
  }
`).toString();
const PREVIEW = graphql(`
  query BlogBodyPreview($body: String!) {
    blogBodyPreview(body: $body) {
      html
    }
  }
`).toString();

const postsKey = ['blog', 'posts'] as const;

/** Every post, drafts included, newest first. */
export function useAdminBlogPosts() {
  return useQuery({
    queryKey: postsKey,
    queryFn: async ({ signal }) => (await gql<AdminBlogPostsQuery>(POSTS, {}, signal)).blogPosts,
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: ['blog', 'categories'],
    queryFn: async ({ signal }) =>
      (await gql<AdminBlogCategoriesQuery>(CATEGORIES, {}, signal)).blogCategories,
    staleTime: 5 * 60_000,
  });
}

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: BlogPostForm) =>
      (await gql<SaveBlogPostMutation>(SAVE, { input: form })).saveBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey }),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await gql<DeleteBlogPostMutation>(DELETE, { id })).deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postsKey }),
  });
}

/** The body as readers will get it, sanitized by the server with the same allow-list. */
export async function previewBlogBody(body: string): Promise<string> {
  return (await gql<BlogBodyPreviewQuery>(PREVIEW, { body })).blogBodyPreview.html;
}

/** Sends one image to the blob store through the gateway; answers its site address. */
export async function uploadBlogImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  // Renewed first when it is about to expire, as every other call's.
  const token = await sessionKeeper.current();
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
