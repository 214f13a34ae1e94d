import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { BusinessClaimView, IssueReportView, Page, StatusChangeView } from '@snap/contracts';
import type { SubmissionStatus } from '@snap/domain';

@ObjectType({ description: 'One step of a report or claim in the back-office' })
export class StatusChange implements StatusChangeView {
  @Field(() => String, { description: 'new, in_review, resolved or rejected' })
  status!: SubmissionStatus;

  @Field(() => String, {
    nullable: true,
    description: 'Null when a signed-out visitor submitted it',
  })
  changedBy!: string | null;

  @Field()
  changedAt!: string;

  @Field(() => String, { nullable: true })
  note!: string | null;
}

@ObjectType({ description: 'A Report Issue submission' })
export class IssueReport implements IssueReportView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  storeId!: string;

  @Field()
  storeName!: string;

  @Field()
  issueType!: string;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true, description: 'Contact e-mail of a signed-out visitor' })
  userEmail!: string | null;

  @Field(() => String, { nullable: true })
  userId!: string | null;

  @Field(() => String)
  status!: SubmissionStatus;

  @Field(() => [StatusChange])
  history!: StatusChange[];

  @Field()
  createdAt!: string;

  @Field()
  updatedAt!: string;
}

@ObjectType({ description: 'A Claim Your Business request' })
export class BusinessClaim implements BusinessClaimView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  storeId!: string;

  @Field()
  storeName!: string;

  @Field()
  businessRole!: string;

  @Field()
  ownerName!: string;

  @Field()
  ownerEmail!: string;

  @Field()
  phone!: string;

  @Field()
  verificationMethod!: string;

  @Field(() => String, { nullable: true })
  additionalInfo!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Null once the claimant deleted their account',
  })
  userId!: string | null;

  @Field(() => String)
  status!: SubmissionStatus;

  @Field(() => [StatusChange])
  history!: StatusChange[];

  @Field()
  createdAt!: string;

  @Field()
  updatedAt!: string;
}

@ObjectType()
export class IssueReportPage implements Page<IssueReportView> {
  @Field(() => [IssueReport])
  items!: IssueReport[];

  @Field(() => Int)
  total!: number;
}

@ObjectType()
export class BusinessClaimPage implements Page<BusinessClaimView> {
  @Field(() => [BusinessClaim])
  items!: BusinessClaim[];

  @Field(() => Int)
  total!: number;
}
