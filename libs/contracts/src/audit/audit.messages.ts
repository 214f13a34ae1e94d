import {
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { defineEvent, defineQuery } from '../lib/definitions';

/** Every kind of admin or moderator action the audit trail records. A service that adds a new kind
 * of staff action adds its name here and publishes AuditEvents.recorded. */
export const AUDIT_ACTIONS = [
  'role.assigned',
  'role.removed',
  'moderation.decided',
  'catalog.imported',
  'catalog.closings-confirmed',
  'store.edited',
  'store.closed',
  'store.reopened',
  'store.override-cleared',
  'budget.limit-set',
  'blog.changed',
  'program-text.changed',
  'ebt-help.changed',
  'second-factor.enrolled',
  'second-factor.removed',
  'second-factor.reset',
  'second-factor.token-enrolled',
  'second-factor.recovery-code-used',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit-recording contract: any service publishes one per staff action, after the change is
 * stored. The audit trail keeps it once per event id (publish with a stable eventId when a retry can
 * repeat it). `before` and `after` are small plain objects of the fields the action changed. */
export class AuditActionRecordedEvent {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  actorId!: string;

  @IsIn(AUDIT_ACTIONS)
  action!: AuditAction;

  /** What was acted on: 'user', 'store', 'contribution', 'report', 'claim', 'import', 'budget', 'post',
   * 'program-text', 'online-retailer', 'complaint-contact', 'help-fact', … */
  @IsString()
  @MaxLength(32)
  targetType!: string;

  @IsString()
  @MaxLength(200)
  targetId!: string;

  /** One line people read in the trail, e.g. "Assigned moderator to ana@example.org". */
  @IsString()
  @MaxLength(500)
  summary!: string;

  @IsOptional()
  @IsObject()
  before?: Record<string, unknown> | null;

  @IsOptional()
  @IsObject()
  after?: Record<string, unknown> | null;

  @IsISO8601()
  occurredAt!: string;
}

export class AuditEntriesQuery {
  @IsOptional()
  @IsIn(AUDIT_ACTIONS)
  action?: AuditAction;

  @IsOptional()
  @IsString()
  @MaxLength(32)
  targetType?: string;

  @IsOptional()
  @IsString()
  @MaxLength(320)
  actorEmail?: string;

  @IsOptional()
  @IsISO8601()
  from?: string;

  @IsOptional()
  @IsISO8601()
  to?: string;

  @IsInt()
  @Min(1)
  @Max(200)
  limit!: number;

  @IsInt()
  @Min(0)
  offset!: number;
}

export interface AuditEntryView {
  id: string;
  actorId: string;
  /** The actor's e-mail when the entry was recorded (staff accounts; kept if the account goes). */
  actorEmail: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  summary: string;
  /** JSON text of the fields before and after, null when there was nothing before (or after). */
  before: string | null;
  after: string | null;
  occurredAt: string;
}

export interface AuditEntriesPage {
  total: number;
  items: AuditEntryView[];
}

export const AuditEvents = {
  recorded: defineEvent('audit.action.recorded.v1', AuditActionRecordedEvent),
} as const;

export const AuditMessages = {
  list: defineQuery<AuditEntriesQuery, AuditEntriesPage>(
    'identity.audit.list.v1',
    AuditEntriesQuery,
  ),
} as const;
