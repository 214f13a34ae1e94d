import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import { IsArray, IsOptional, IsString, IsUUID, MaxLength, ArrayMaxSize } from 'class-validator';
import { defineMessage, defineQuery } from '../lib/definitions';

// The form fields are checked by the content service with the shared rules (their messages name what
// is missing); the contract only bounds sizes.

export class PurchaseRulesQuery {
  /** State codes; none: every state's rule. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(60)
  @IsString({ each: true })
  @MaxLength(8, { each: true })
  states?: string[] | null;
}

export class SavePurchaseRuleCommand {
  @IsOptional() @IsString() @MaxLength(100) state?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) summaryEn?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) summaryEs?: string | null;
  @IsOptional() @IsString() @MaxLength(100) startsOn?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) source?: string | null;
  @IsOptional() @IsString() @MaxLength(100) checkedOn?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) stateUrl?: string | null;
  @IsOptional() @IsString() @MaxLength(100) stateCheckedOn?: string | null;
}

export class DeletePurchaseRuleCommand {
  @IsString() @MaxLength(8) state!: string;
}

export class BenefitNoticesQuery {
  /** The states a page is about; none: a page that knows no place (national notices only). */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(60)
  @IsString({ each: true })
  @MaxLength(8, { each: true })
  states?: string[] | null;
}

export class SaveBenefitNoticeCommand {
  /** Absent for a new notice. */
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.noticeId })
  id?: string | null;

  @IsOptional() @IsString() @MaxLength(1000) states?: string | null;
  @IsOptional() @IsString() @MaxLength(100) startsOn?: string | null;
  @IsOptional() @IsString() @MaxLength(100) endsOn?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) textEn?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) textEs?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) source?: string | null;
  @IsOptional() @IsString() @MaxLength(100) checkedOn?: string | null;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(1000, { each: true })
  links?: string[] | null;
}

export class DeleteBenefitNoticeCommand {
  @IsUUID('all', { message: VALIDATION_MESSAGES.noticeId })
  id!: string;
}

/** An admin-only read: every notice, shown or not (the back-office). */
export class AllBenefitNoticesQuery {
  /** Leave out the notices whose last day is before this day (YYYY-MM-DD); none: every notice. */
  @IsOptional() @IsString() @MaxLength(10) endsFrom?: string | null;
}

export interface PurchaseRuleView {
  state: string;
  stateName: string;
  summaryEn: string | null;
  summaryEs: string | null;
  startsOn: string | null;
  confirm: boolean;
  /** How a page shows it today, in the state's time zone: in-effect, from (a later start) or
   * limits-only (items or date not confirmed). */
  shown: 'in-effect' | 'from' | 'limits-only';
  source: string;
  checkedOn: string | null;
  stateUrl: string | null;
  stateCheckedOn: string | null;
  updatedAt: string;
}

export interface BenefitNoticeView {
  id: string;
  /** State codes, or ['ALL'] for a national notice. */
  states: string[];
  national: boolean;
  startsOn: string;
  endsOn: string;
  textEn: string;
  textEs: string;
  source: string;
  checkedOn: string;
  links: string[];
  createdAt: string;
  updatedAt: string;
}

/** Reading is open to anyone (the back-office list of every notice needs an admin); saving and
 * deleting need an admin (roles from the verified token). */
export const StateRulesMessages = {
  purchaseRules: defineQuery<PurchaseRulesQuery, PurchaseRuleView[]>(
    'content.purchase-rules.list.v1',
    PurchaseRulesQuery,
  ),
  savePurchaseRule: defineMessage<SavePurchaseRuleCommand, PurchaseRuleView>(
    'content.purchase-rules.save.v1',
    SavePurchaseRuleCommand,
  ),
  deletePurchaseRule: defineMessage<DeletePurchaseRuleCommand, { deleted: boolean }>(
    'content.purchase-rules.delete.v1',
    DeletePurchaseRuleCommand,
  ),
  benefitNotices: defineQuery<BenefitNoticesQuery, BenefitNoticeView[]>(
    'content.benefit-notices.active.v1',
    BenefitNoticesQuery,
  ),
  allBenefitNotices: defineQuery<AllBenefitNoticesQuery, BenefitNoticeView[]>(
    'content.benefit-notices.list.v1',
    AllBenefitNoticesQuery,
  ),
  saveBenefitNotice: defineMessage<SaveBenefitNoticeCommand, BenefitNoticeView>(
    'content.benefit-notices.save.v1',
    SaveBenefitNoticeCommand,
  ),
  deleteBenefitNotice: defineMessage<DeleteBenefitNoticeCommand, { deleted: boolean }>(
    'content.benefit-notices.delete.v1',
    DeleteBenefitNoticeCommand,
  ),
} as const;
