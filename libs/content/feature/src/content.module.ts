import { Module } from '@nestjs/common';
import { PingMessages } from '@snap/contracts';
import { createPingHandler } from '@snap/platform-bus';
import { BlogCategoriesRepository } from './categories/blog-categories.repository';
import { BlogImagesUseCases } from './images/blog-images.usecases';
import { BlogHandler } from './posts/blog.handler';
import { BlogPostsRepository } from './posts/blog-posts.repository';
import { BlogPostsUseCases } from './posts/blog-posts.usecases';
import { ProgramsModule } from './programs/programs.module';
import { BlogSeeder } from './seed/blog-seeder';

/** The content service: the SNAP Savvy Blog (posts, categories, images) and the program texts. */
@Module({
  imports: [ProgramsModule],
  controllers: [createPingHandler(PingMessages.content), BlogHandler],
  providers: [
    BlogPostsRepository,
    BlogCategoriesRepository,
    BlogPostsUseCases,
    BlogImagesUseCases,
    BlogSeeder,
  ],
})
export class ContentModule {}
