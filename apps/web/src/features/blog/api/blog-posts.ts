import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  graphql,
  GraphQLRequestError,
  shouldRetry,
  type BlogCardFieldsFragment,
} from '@snap/api-client';
import { request } from '../../../lib/api-client';

export type BlogCard = BlogCardFieldsFragment;

graphql(`
  fragment BlogCardFields on BlogPost {
    id
    title
    slug
    author
    excerpt
    featured_image
    is_published
    published_at
    created_at
    language
    translation_slug
    category {
      id
      name
      slug
    }
  }
`);

const BlogPostsDocument = graphql(`
  query BlogPosts($includeDrafts: Boolean!) {
    blogPosts(includeDrafts: $includeDrafts) {
      ...BlogCardFields
    }
  }
`);

const BlogPostDocument = graphql(`
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) {
      ...BlogCardFields
      body
      meta_title
      meta_description
      updated_at
    }
    relatedBlogPosts(slug: $slug) {
      ...BlogCardFields
    }
  }
`);

/** The blog data cache (product rule "Cache times"): fresh 5 minutes, kept 10, no refetch on window focus. */
export const BLOG_CACHE = {
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  refetchOnWindowFocus: false,
} as const;

/** 'Post not found' is an answer, not a failure worth asking again. */
function retryUnlessMissing(failureCount: number, error: unknown): boolean {
  if (error instanceof GraphQLRequestError && error.codes.includes('NOT_FOUND')) return false;
  return shouldRetry(failureCount, error);
}

export function blogPostsQueryOptions(includeDrafts: boolean) {
  return queryOptions({
    queryKey: ['blog', 'posts', { includeDrafts }],
    queryFn: async ({ signal }) =>
      (await request(BlogPostsDocument, { includeDrafts }, { signal })).blogPosts,
    ...BLOG_CACHE,
  });
}

/** Newest first; an admin also sees drafts (the server decides from the token). */
export function useBlogPosts(includeDrafts: boolean) {
  return useQuery({ ...blogPostsQueryOptions(includeDrafts), placeholderData: keepPreviousData });
}

export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: async ({ signal }) => {
      const { blogPost, relatedBlogPosts } = await request(BlogPostDocument, { slug }, { signal });
      return { post: blogPost, related: relatedBlogPosts };
    },
    retry: retryUnlessMissing,
    ...BLOG_CACHE,
  });
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
