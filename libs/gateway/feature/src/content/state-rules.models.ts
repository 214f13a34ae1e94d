import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { BenefitNoticeView, PurchaseRuleView } from '@snap/contracts';

@ObjectType({
  description:
    "What SNAP cannot buy in a state (a USDA food restriction waiver), with its start date and source; the state's page only once an admin entered it",
})
export class PurchaseRule implements PurchaseRuleView {
  @Field({ description: 'The two-letter state code' })
  state!: string;

  @Field({ description: "The state's name" })
  stateName!: string;

  @Field(() => String, {
    nullable: true,
    description: 'What cannot be bought, in English (plain text); null while not recorded',
  })
  summaryEn!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What cannot be bought, in Spanish (plain text); null while not recorded',
  })
  summaryEs!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The start date (YYYY-MM-DD), when recorded',
  })
  startsOn!: string | null;

  @Field({ description: 'True when the items are still to be confirmed on the state’s page' })
  confirm!: boolean;

  @Field(() => String, {
    description:
      "How a page shows it today in the state's time zone: in-effect, from (starts later) or limits-only (items or date not confirmed)",
  })
  shown!: 'in-effect' | 'from' | 'limits-only';

  @Field({ description: 'Where the rule comes from' })
  source!: string;

  @Field(() => String, {
    nullable: true,
    description: "The source's date (YYYY, YYYY-MM or YYYY-MM-DD); null when the source gives none",
  })
  checkedOn!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The state's own SNAP page (https), only when an admin entered it",
  })
  stateUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The day an admin checked the state's page (YYYY-MM-DD)",
  })
  stateCheckedOn!: string | null;

  @Field({ description: 'When it was last saved (ISO 8601)' })
  updatedAt!: string;
}

@ObjectType({
  description:
    'A notice that SNAP benefits are late, posted by an admin (national or for some states) with its dates, source and https links',
})
export class BenefitNotice implements BenefitNoticeView {
  @Field(() => ID, { description: 'The notice' })
  id!: string;

  @Field(() => [String], { description: "State codes, or ['ALL'] for a national notice" })
  states!: string[];

  @Field({ description: 'True for a national notice, shown everywhere' })
  national!: boolean;

  @Field({ description: "First day (YYYY-MM-DD, inclusive, in the state's time zone)" })
  startsOn!: string;

  @Field({ description: "Last day (YYYY-MM-DD, inclusive, in the state's time zone)" })
  endsOn!: string;

  @Field({ description: 'The text in English (plain text, shown as written)' })
  textEn!: string;

  @Field({ description: 'The text in Spanish (plain text, shown as written)' })
  textEs!: string;

  @Field({ description: 'Where the notice comes from' })
  source!: string;

  @Field({ description: "The source's date (YYYY, YYYY-MM or YYYY-MM-DD)" })
  checkedOn!: string;

  @Field(() => [String], { description: "https links: the state's SNAP agency, 211" })
  links!: string[];

  @Field({ description: 'When it was posted (ISO 8601)' })
  createdAt!: string;

  @Field({ description: 'When it was last saved (ISO 8601)' })
  updatedAt!: string;
}

@ObjectType({ description: 'The answer to deleting a purchase rule or a notice' })
export class DeleteStateRulePayload {
  @Field({ description: 'True once it is gone' })
  deleted!: boolean;
}
