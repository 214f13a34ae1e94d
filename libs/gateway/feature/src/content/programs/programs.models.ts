import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';

@ObjectType({
  description:
    "A dated, sourced fact about a benefit program the site shows beside stores: from the project's facts file or entered by an admin with its source",
})
export class ProgramText {
  @Field(() => ID, {
    description:
      "Fixed for texts seeded from the facts file ('seed-…'), a UUID for those admins add",
  })
  id!: string;
  @Field({ description: 'restaurant-meals, incentive, summer-ebt or wic' })
  kind!: string;
  @Field({
    description:
      "The program's name as shown; for an incentive, the badge, matched to a store's Incentive_Program (case and punctuation aside)",
  })
  name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The program's name in Spanish; null until written (Spanish pages show the English name)",
  })
  nameEs!: string | null;
  @Field({ description: 'Plain text in English (markup is refused), shown as written' })
  text!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The text in Spanish (plain text), shown as written; null until written (Spanish pages show the English)',
  })
  textEs!: string | null;
  @Field({
    description: "When it was true, as the source dates it ('2025', 'Feb 2025'): shown beside it",
  })
  asOf!: string;
  @Field({ description: 'Where it comes from: shown beside it' })
  source!: string;
  @Field({ description: 'True when it holds in every state; otherwise only in states' })
  everyState!: boolean;
  @Field(() => [String], {
    description:
      'Two-letter states where it applies (for restaurant-meals: the states that run the program); empty with everyState, or for Summer EBT before an admin enters its states',
  })
  states!: string[];
  @Field({ description: 'When it was last saved (ISO 8601)' })
  updatedAt!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The admin who last saved it; null for a text seeded from the facts file',
  })
  updatedBy!: string | null;
}

@ObjectType({ description: 'The answer to saving a program text' })
export class SaveProgramTextPayload {
  @Field(() => ProgramText, { description: 'The text as saved' })
  text!: ProgramText;
  @Field({ description: 'True when the text was added, false when changed' })
  created!: boolean;
  @Field({ description: "'Program text saved'" })
  message!: string;
}

// Every field is optional so a missing one gets the form's message from the content service
// ('Source is required: where the fact comes from'), not GraphQL's generic one.
@InputType({
  description: 'The back-office program text form; an id changes that text, none adds one',
})
export class ProgramTextInput {
  @Field(() => ID, { nullable: true, description: 'The text to change; none adds one' })
  @IsOptional()
  @IsString()
  id?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'restaurant-meals, incentive, summer-ebt or wic',
  })
  @IsOptional()
  @IsString()
  kind?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The program's name, e.g. 'Double Up Food Bucks'",
  })
  @IsOptional()
  @IsString()
  name?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The program's name in Spanish (optional, at most as long as the English)",
  })
  @IsOptional()
  @IsString()
  nameEs?: string | null;
  @Field(() => String, { nullable: true, description: 'Plain text, at most 600 characters' })
  @IsOptional()
  @IsString()
  text?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The text in Spanish (optional): plain text, at most 600 characters; none: Spanish pages show the English',
  })
  @IsOptional()
  @IsString()
  textEs?: string | null;
  @Field(() => String, { nullable: true, description: "When the fact was true, e.g. 'Feb 2025'" })
  @IsOptional()
  @IsString()
  asOf?: string | null;
  @Field(() => String, { nullable: true, description: 'Where the fact comes from' })
  @IsOptional()
  @IsString()
  source?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'True when it holds in every state; otherwise list the states',
  })
  @IsOptional()
  @IsBoolean()
  everyState?: boolean | null;
  @Field(() => [String], { nullable: true, description: 'Two-letter state codes' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  states?: string[] | null;
}
