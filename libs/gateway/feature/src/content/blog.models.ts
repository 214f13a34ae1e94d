import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { SaveBlogPostCommand } from '@snap/contracts';
import { queryArgs } from '../graphql/query-args';

@ObjectType({ description: 'blog_categories' })
export class BlogCategory {
  @Field(() => ID)
  id!: string;
  @Field()
  name!: string;
  @Field()
  slug!: string;
}

@ObjectType({ description: 'blog_posts with the joined category; body is sanitized HTML' })
export class BlogPost {
  @Field(() => ID)
  id!: string;
  @Field()
  title!: string;
  @Field()
  slug!: string;
  @Field()
  author!: string;
  @Field(() => String, { nullable: true })
  excerpt!: string | null;
  @Field({
    description:
      'Sanitized to the allow-list on save and again when read; line breaks typed in text are <br>',
  })
  body!: string;
  @Field(() => ID, { nullable: true })
  category_id!: string | null;
  @Field(() => String, { nullable: true })
  featured_image!: string | null;
  @Field(() => String, { nullable: true })
  meta_title!: string | null;
  @Field(() => String, { nullable: true })
  meta_description!: string | null;
  @Field()
  is_published!: boolean;
  @Field(() => String, { nullable: true })
  published_at!: string | null;
  @Field()
  created_at!: string;
  @Field()
  updated_at!: string;
  @Field(() => BlogCategory, { nullable: true })
  category!: BlogCategory | null;
  @Field({ description: "The post's language: 'en' or 'es'" })
  language!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The same post in the other language (a draft one for admins only)',
  })
  translation_id!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The slug of the same post in the other language; null when it exists only in this one',
  })
  translation_slug!: string | null;
}

@ObjectType()
export class SaveBlogPostPayload {
  @Field(() => BlogPost)
  post!: BlogPost;
  @Field({ description: "'Blog post created successfully!' or 'Blog post updated successfully!'" })
  message!: string;
  @Field()
  created!: boolean;
}

@ObjectType()
export class DeleteBlogPostPayload {
  @Field()
  deleted!: boolean;
  @Field({ description: "'Blog post deleted successfully!'" })
  message!: string;
}

@ObjectType()
export class BlogBodyPreview {
  @Field({ description: 'The body exactly as readers will get it' })
  html!: string;
}

// The editor's fields are the content contract's SaveBlogPostCommand (its size bounds, inherited and
// applied by the gateway's validation); their rules and messages are the domain's, applied by the
// content service. Every field is optional so a missing one gets its message from there (product rule
// "Validation messages": 'Title is required'), not GraphQL's generic one.
@InputType({ description: 'The blog editor form; an id updates that post, none creates one' })
export class BlogPostInput extends SaveBlogPostCommand {}
const optionalText = [() => String, { nullable: true }] as const;
queryArgs(BlogPostInput, {
  id: [() => ID, { nullable: true }],
  title: optionalText,
  slug: optionalText,
  author: optionalText,
  excerpt: optionalText,
  body: optionalText,
  category_id: optionalText,
  featured_image: optionalText,
  meta_title: optionalText,
  meta_description: optionalText,
  is_published: [
    () => Boolean,
    { nullable: true, description: "The 'Publish immediately' switch" },
  ],
  language: [
    () => String,
    { nullable: true, description: "The post's language: 'en' (default) or 'es'" },
  ],
  translation_id: [
    () => ID,
    {
      nullable: true,
      description: 'The id of the same post in the other language; both posts then name each other',
    },
  ],
});
