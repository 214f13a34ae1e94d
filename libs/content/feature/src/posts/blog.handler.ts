import { Controller } from '@nestjs/common';
import {
  BlogCategoriesQuery,
  BlogMessages,
  BlogPostByIdCommand,
  BlogPostBySlugQuery,
  BlogPostsQuery,
  PreviewBlogBodyQuery,
  type RequestMeta,
  SaveBlogPostCommand,
  UploadBlogImageCommand,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { BlogImagesUseCases } from '../images/blog-images.usecases';
import { BlogPostsUseCases } from './blog-posts.usecases';

@Controller()
export class BlogHandler {
  constructor(
    private readonly posts: BlogPostsUseCases,
    private readonly images: BlogImagesUseCases,
  ) {}

  @OnMessage(BlogMessages.listPosts)
  list(query: BlogPostsQuery, meta: RequestMeta) {
    return this.posts.list(query, meta);
  }

  @OnMessage(BlogMessages.postBySlug)
  bySlug(query: BlogPostBySlugQuery, meta: RequestMeta) {
    return this.posts.bySlug(query.slug, meta);
  }

  @OnMessage(BlogMessages.relatedPosts)
  related(query: BlogPostBySlugQuery, meta: RequestMeta) {
    return this.posts.related(query.slug, meta);
  }

  @OnMessage(BlogMessages.categories)
  categories(query: BlogCategoriesQuery) {
    return this.posts.allCategories(query.limit);
  }

  @OnMessage(BlogMessages.savePost)
  save(command: SaveBlogPostCommand, meta: RequestMeta) {
    return this.posts.save(command, meta);
  }

  @OnMessage(BlogMessages.deletePost)
  delete(command: BlogPostByIdCommand, meta: RequestMeta) {
    return this.posts.delete(command.id, meta);
  }

  @OnMessage(BlogMessages.previewBody)
  preview(query: PreviewBlogBodyQuery, meta: RequestMeta) {
    return this.posts.preview(query.body, meta);
  }

  @OnMessage(BlogMessages.uploadImage)
  uploadImage(command: UploadBlogImageCommand, meta: RequestMeta) {
    return this.images.upload(command, meta);
  }
}
