import { ArgsType, Field, ID, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength, MinLength } from 'class-validator';

@ObjectType({ description: 'public_store_comments: a community tip' })
export class Tip {
  @Field(() => ID)
  id!: string;
  @Field(() => ID)
  store_id!: string;
  @Field()
  user_name!: string;
  @Field()
  comment_text!: string;
  @Field()
  created_at!: string;
  @Field({ description: "The language the tip was written in: 'en' or 'es'" })
  language!: string;
}

@ArgsType()
export class CreateTipArgs {
  @Field(() => ID)
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @Field()
  @IsString()
  comment_text!: string;
}
