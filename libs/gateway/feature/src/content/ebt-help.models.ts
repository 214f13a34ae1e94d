import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ComplaintContactView, HelpFactView, OnlineRetailerView } from '@snap/contracts';

@ObjectType({
  description:
    'A retailer that takes SNAP online in a state, kept by admins with its source and the date it was checked',
})
export class OnlineRetailer implements OnlineRetailerView {
  @Field(() => ID, { description: 'The entry' })
  id!: string;

  @Field({ description: "A state code, or 'ALL' for the 50 states and DC" })
  state!: string;

  @Field({ description: "The state's name, or 'All 50 states and DC'" })
  stateName!: string;

  @Field({ description: "The retailer's name" })
  name!: string;

  @Field(() => String, { nullable: true, description: 'https address, when an admin entered one' })
  website!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A short plain-text note, when an admin entered one',
  })
  note!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The note in Spanish; null when none was written (Spanish pages show the English)',
  })
  noteEs!: string | null;

  @Field({ description: 'Where the entry comes from' })
  source!: string;

  @Field({ description: 'When it was checked: YYYY, YYYY-MM or YYYY-MM-DD' })
  checkedOn!: string;

  @Field({ description: "'Last checked February 2025', as the page prints it" })
  lastChecked!: string;

  @Field(() => [String], {
    description:
      "The stores (USDA record ids) whose orders it takes online, as an admin entered them: only these pages say 'Order online with EBT'",
  })
  storeIds!: string[];

  @Field({ description: 'When an admin last saved it (ISO 8601)' })
  updatedAt!: string;
}

@ObjectType({
  description:
    'Where to complain when a listed store refuses SNAP: an office per state (or ALL for USDA), with its source; the contact only when an admin entered one',
})
export class ComplaintContact implements ComplaintContactView {
  @Field(() => ID, { description: 'The entry' })
  id!: string;

  @Field({ description: "A state code, or 'ALL' for the 50 states and DC" })
  state!: string;

  @Field({ description: "The state's name, or 'All 50 states and DC'" })
  stateName!: string;

  @Field({ description: 'The office people complain to' })
  office!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The office in Spanish; null when none was written (Spanish pages show the English)',
  })
  officeEs!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'How to reach it (phone, address, web form); null when none was entered',
  })
  contact!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'How to reach it, in Spanish; null when none was written (Spanish pages show the English)',
  })
  contactEs!: string | null;

  @Field({ description: 'Where the entry comes from' })
  source!: string;

  @Field({ description: 'When it was checked: YYYY, YYYY-MM or YYYY-MM-DD' })
  checkedOn!: string;

  @Field({ description: "'Last checked February 2025', as the page prints it" })
  lastChecked!: string;

  @Field({ description: 'When an admin last saved it (ISO 8601)' })
  updatedAt!: string;
}

@ObjectType({
  description:
    'A dated plain-text help fact (delivery fees, how to pay at checkout, a store’s duty to take SNAP) with its source',
})
export class HelpFact implements HelpFactView {
  @Field({
    description: 'online-availability, online-fees, online-checkout or refusal-rights',
  })
  key!: string;

  @Field({ description: 'What the back-office calls it' })
  label!: string;

  @Field({ description: 'Plain text in English, shown as written' })
  text!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The text in Spanish, shown as written; null when none was written (Spanish pages show the English)',
  })
  textEs!: string | null;

  @Field({ description: 'Where the text comes from' })
  source!: string;

  @Field({ description: 'When it was checked: YYYY, YYYY-MM or YYYY-MM-DD' })
  checkedOn!: string;

  @Field({ description: "'Last checked February 2025', as the page prints it" })
  lastChecked!: string;

  @Field({ description: 'When an admin last saved it (ISO 8601)' })
  updatedAt!: string;
}

@ObjectType({ description: 'The answer to deleting an EBT help entry' })
export class DeleteEbtHelpEntryPayload {
  @Field({ description: 'True once the entry is gone' })
  deleted!: boolean;
}
