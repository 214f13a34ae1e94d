import { AuditEvents } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';

/** What the EBT help screens change: an online retailer, a complaint contact, a help text, a state's
 * purchase rule or a late-benefits notice. */
export type EbtHelpTarget =
  'online-retailer' | 'complaint-contact' | 'help-fact' | 'purchase-rule' | 'benefit-notice';

const TARGET_WORDS: Record<EbtHelpTarget, string> = {
  'online-retailer': 'online retailer',
  'complaint-contact': 'complaint contact',
  'help-fact': 'help text',
  'purchase-rule': 'purchase rule of',
  'benefit-notice': 'late-benefits notice',
};

interface EbtHelpRecord {
  _id: string;
  updatedBy?: string | null;
  createdAt?: Date;
  updatedAt?: Date;
}

/** The fields an admin sets (what the trail compares), without the bookkeeping ones. */
function auditedFields(record: EbtHelpRecord): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { _id, updatedBy, createdAt, updatedAt, ...fields } = record;
  return fields;
}

/**
 * Records an admin's change on the EBT help screen in the audit trail, as the Programs screen's edits
 * are: who, what (before and after), when. Published after the change is stored; `before` is null for
 * an addition, `after` null for a deletion.
 */
export async function recordEbtHelpChange(
  bus: BusClient,
  change: {
    actorId: string;
    target: EbtHelpTarget;
    /** How the trail names the entry, e.g. "Walmart (GA)". */
    label: string;
    before: EbtHelpRecord | null;
    after: EbtHelpRecord | null;
    at: Date;
  },
): Promise<void> {
  const { actorId, target, label, before, after, at } = change;
  const verb = !before ? 'Added' : !after ? 'Deleted' : 'Changed';
  await bus.publish(AuditEvents.recorded, {
    actorId,
    action: 'ebt-help.changed',
    targetType: target,
    targetId: (after ?? before)?._id ?? label,
    summary: `${verb} the ${TARGET_WORDS[target]} ${label}`.slice(0, 500),
    before: before ? auditedFields(before) : null,
    after: after ? auditedFields(after) : null,
    occurredAt: at.toISOString(),
  });
}
