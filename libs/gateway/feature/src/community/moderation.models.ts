import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { translatedMessage } from '../i18n/translated-field.middleware';

@ObjectType({
  description: 'A member’s flag on a review, tip or photo (who flagged stays private)',
})
export class ContentFlag {
  @Field()
  reason!: string;

  @Field()
  reasonLabel!: string;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field()
  createdAt!: string;
}

@ObjectType({ description: 'One moderator decision on an item' })
export class ModerationStep {
  @Field({ description: 'hide, remove or restore' })
  decision!: string;

  @Field({ description: 'visible, hidden or removed' })
  status!: string;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field()
  decidedBy!: string;

  @Field()
  decidedAt!: string;
}

@ObjectType({ description: 'A flagged (or decided) review, tip or photo in the moderation queue' })
export class ModerationCase {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'review, tip or photo' })
  itemType!: string;

  @Field(() => ID)
  itemId!: string;

  @Field(() => ID)
  storeId!: string;

  @Field(() => String, { nullable: true })
  storeName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Null once the author deleted their account',
  })
  authorId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The review or tip text; a photo's file name",
  })
  excerpt!: string | null;

  @Field(() => Int, { nullable: true })
  rating!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "A photo's thumbnail (GET /api/photos/<key>)",
  })
  thumbnailKey!: string | null;

  @Field({ description: 'visible, hidden or removed' })
  status!: string;

  @Field({ description: 'Flagged since the last decision' })
  open!: boolean;

  @Field(() => Int)
  flagCount!: number;

  @Field(() => [ContentFlag])
  flags!: ContentFlag[];

  @Field(() => String, { nullable: true, description: 'The reason the author reads' })
  reason!: string | null;

  @Field(() => String, { nullable: true })
  decidedBy!: string | null;

  @Field(() => String, { nullable: true })
  decidedAt!: string | null;

  @Field(() => String, { nullable: true })
  lastFlaggedAt!: string | null;

  @Field(() => [ModerationStep])
  history!: ModerationStep[];
}

@ObjectType()
export class ModerationCasePage {
  @Field(() => [ModerationCase])
  items!: ModerationCase[];

  @Field(() => Int)
  total!: number;
}

@ObjectType()
export class FlagContentResult {
  @Field()
  flagged!: boolean;

  @Field({ middleware: [translatedMessage] })
  message!: string;
}

@ObjectType({ description: 'One of my items a moderator took down, and why' })
export class MyModeratedItem {
  @Field({ description: 'review, tip or photo' })
  itemType!: string;

  @Field(() => ID)
  itemId!: string;

  @Field(() => ID)
  storeId!: string;

  @Field(() => String, { nullable: true })
  storeName!: string | null;

  @Field(() => String, { nullable: true })
  excerpt!: string | null;

  @Field({ description: 'hidden or removed' })
  status!: string;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field({ description: "'Hidden by a moderator: <reason>'", middleware: [translatedMessage] })
  notice!: string;

  @Field(() => String, { nullable: true })
  decidedAt!: string | null;
}
