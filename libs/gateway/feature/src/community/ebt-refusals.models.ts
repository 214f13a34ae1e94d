import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type {
  EbtRefusalCaseView,
  EbtRefusalClearedBecause,
  EbtRefusalClearingView,
  EbtRefusalReportResult,
  EbtRefusalReportView,
  EbtRefusalStatusView,
  Page,
} from '@snap/contracts';
import { translatedMessage } from '../i18n/translated-field.middleware';

@ObjectType({
  description: 'A store\'s "They didn\'t take my EBT" state as the store page shows it',
})
export class EbtRefusalStatus implements EbtRefusalStatusView {
  @Field(() => ID, { description: 'The store' })
  storeId!: string;

  @Field({
    description:
      'True while three different people reported within 30 days, since the last clearing by a moderator or a USDA list',
  })
  recentlyReported!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "'Recently reported as not accepting EBT; call ahead' while marked, else null",
    middleware: [translatedMessage],
  })
  notice!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'When the asking person (signed in) or address (signed out) last reported this store, while that report still blocks another (30 days)',
  })
  yourReportAt!: string | null;
}

@ObjectType({ description: 'The answer to a refusal report' })
export class EbtRefusalReportPayload implements EbtRefusalReportResult {
  @Field({ description: 'The thank-you the page shows', middleware: [translatedMessage] })
  message!: string;

  @Field(() => EbtRefusalStatus, { description: "The store's state after the report" })
  status!: EbtRefusalStatus;
}

@ObjectType({ description: 'One refusal report as moderators see it (no person, no address)' })
export class EbtRefusalReport implements EbtRefusalReportView {
  @Field({ description: 'Whether the person was signed in' })
  signedIn!: boolean;

  @Field({ description: 'When it was reported (ISO 8601)' })
  createdAt!: string;
}

@ObjectType({ description: 'A clearing of the reports so far: by a moderator, or by a USDA list' })
export class EbtRefusalClearing implements EbtRefusalClearingView {
  @Field(() => String, { description: "'moderator' or 'usda-list'" })
  because!: EbtRefusalClearedBecause;

  @Field(() => String, { nullable: true, description: 'The moderator; null for a USDA list' })
  by!: string | null;

  @Field({ description: 'When it was cleared (ISO 8601)' })
  at!: string;

  @Field(() => String, {
    nullable: true,
    description: "The moderator's note for the audit trail, when one was written",
  })
  note!: string | null;
}

@ObjectType({ description: "A reported store in the moderation queue's EBT refusals" })
export class EbtRefusalCase implements EbtRefusalCaseView {
  @Field(() => ID, { description: 'The store' })
  storeId!: string;

  @Field({ description: "The store's name when it was last reported" })
  storeName!: string;

  @Field({ description: "The store's two-letter state code" })
  state!: string;

  @Field(() => Int, {
    description: 'Different people whose reports count now (30 days, since the last clearing)',
  })
  reporters!: number;

  @Field({ description: 'At the threshold: the store page shows the notice' })
  marked!: boolean;

  @Field(() => [EbtRefusalReport], {
    description: 'Reports counted now, newest first',
  })
  recentReports!: EbtRefusalReport[];

  @Field(() => Int, { description: 'Every report ever, cleared ones included' })
  totalReports!: number;

  @Field({ description: 'When the latest report came (ISO 8601)' })
  lastReportedAt!: string;

  @Field(() => [EbtRefusalClearing], { description: 'Every clearing, newest first' })
  clearings!: EbtRefusalClearing[];
}

@ObjectType({ description: 'One page of the EBT refusals queue' })
export class EbtRefusalCasePage implements Page<EbtRefusalCase> {
  @Field(() => [EbtRefusalCase], { description: 'The reported stores of this page' })
  items!: EbtRefusalCase[];

  @Field(() => Int, { description: 'Reported stores matching the filter, on every page' })
  total!: number;
}
