import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { BlogMessages, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, OptionalAuthGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import type { GraphqlContext } from '../graphql/graphql-context';
import { requestLanguage } from '../i18n/request-language';
import {
  BlogBodyPreview,
  BlogCategory,
  BlogPost,
  BlogPostInput,
  DeleteBlogPostPayload,
  SaveBlogPostPayload,
} from './blog.models';

/** The SNAP Savvy Blog: reads for everyone (drafts for admins), management for admins only; the
 * content service checks the admin role again. Images go through POST /api/blog/images. */
@Resolver()
export class BlogResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => [BlogPost], {
    description:
      "Blog posts, newest first, those in the request's language (X-Language) first, then the other language's; drafts too when an admin asks for them (then newest first, every language mixed)",
  })
  @UseGuards(OptionalAuthGuard)
  blogPosts(
    @Args('includeDrafts', { type: () => Boolean, defaultValue: false }) includeDrafts: boolean,
    @Args('categorySlug', { type: () => String, nullable: true }) categorySlug: string | null,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @RequestContext() meta: Partial<RequestMeta>,
    @Context() { req }: GraphqlContext,
  ): Promise<BlogPost[]> {
    // The back-office's list with drafts stays newest first, every language mixed.
    const language = includeDrafts ? undefined : requestLanguage(req);
    return viaBus(() =>
      this.bus.request(
        BlogMessages.listPosts,
        { includeDrafts, categorySlug, limit, offset, language },
        { meta },
      ),
    );
  }

  @Query(() => BlogPost, {
    description:
      "One post by slug; 'Post not found' for a missing post or, except for admins, a draft",
  })
  @UseGuards(OptionalAuthGuard)
  blogPost(
    @Args('slug') slug: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<BlogPost> {
    return viaBus(() => this.bus.request(BlogMessages.postBySlug, { slug }, { meta }));
  }

  @Query(() => [BlogPost], {
    description: 'Up to 3 published posts: not this one, the same category first, newest first',
  })
  @UseGuards(OptionalAuthGuard)
  relatedBlogPosts(
    @Args('slug') slug: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<BlogPost[]> {
    return viaBus(() => this.bus.request(BlogMessages.relatedPosts, { slug }, { meta }));
  }

  @Query(() => [BlogCategory], { description: 'Blog categories ordered by name' })
  blogCategories(): Promise<BlogCategory[]> {
    return viaBus(() => this.bus.request(BlogMessages.categories, {}));
  }

  @Query(() => BlogBodyPreview, {
    description: "The editor's preview of a body, sanitized as readers will get it (admins)",
  })
  @UseGuards(AdminGuard)
  blogBodyPreview(
    @Args('body') body: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<BlogBodyPreview> {
    return viaBus(() => this.bus.request(BlogMessages.previewBody, { body }, { meta }));
  }

  @Mutation(() => SaveBlogPostPayload, {
    description: 'Create a post, or update the one with the given id (admins)',
  })
  @UseGuards(AdminGuard)
  saveBlogPost(
    @Args('input') input: BlogPostInput,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<SaveBlogPostPayload> {
    return viaBus(() => this.bus.request(BlogMessages.savePost, { ...input }, { meta }));
  }

  @Mutation(() => DeleteBlogPostPayload, { description: 'Delete a post (admins)' })
  @UseGuards(AdminGuard)
  deleteBlogPost(
    @Args('id', { type: () => ID }) id: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<DeleteBlogPostPayload> {
    return viaBus(() => this.bus.request(BlogMessages.deletePost, { id }, { meta }));
  }
}
