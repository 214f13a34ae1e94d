import { defineMessages } from '../i18n/message';
/** Flags members raise on what other people wrote, and the decisions moderators take on them. Shared
 * by the web form, the back-office and the community service so all three say the same thing. */
export const MODERATED_ITEM_TYPES = ['review', 'tip', 'photo'] as const;
export type ModeratedItemType = (typeof MODERATED_ITEM_TYPES)[number];

export const FLAG_REASONS = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'offensive', label: 'Offensive or hateful' },
  { value: 'off_topic', label: 'Not about this store' },
  { value: 'false_information', label: 'False or misleading' },
  { value: 'personal_information', label: "Shares someone's personal information" },
  { value: 'other', label: 'Something else' },
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number]['value'];

/** hide: out of public view, points kept; remove: out of public view and its points taken back;
 * restore: back in public view (points given back), or a flagged item kept as it is. */
export const MODERATION_DECISIONS = ['hide', 'remove', 'restore'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** Where an item stands: visible (flagged or not), hidden or removed by a moderator. */
export const MODERATION_STATUSES = ['visible', 'hidden', 'removed'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const MODERATION_LIMITS = {
  noteMax: 500,
  reasonMax: 500,
} as const;

const NOUN: Record<ModeratedItemType, string> = { review: 'review', tip: 'tip', photo: 'photo' };

export const MODERATION_MESSAGES = defineMessages(
  'moderation',
  {
    reasonRequired: 'Please choose a reason',
    noteTooLong: `Note must be ${MODERATION_LIMITS.noteMax} characters or less`,
    unknownType: 'You can flag a review, a tip or a photo.',
    notFound: (type: ModeratedItemType) => `This ${NOUN[type]} no longer exists.`,
    ownItem: (type: ModeratedItemType) => `You cannot flag your own ${NOUN[type]}.`,
    /** A moderator's own review, tip or photo is decided by another moderator (issue 43, finding 4). */
    ownDecision: (type: ModeratedItemType) =>
      `You cannot moderate your own ${NOUN[type]}. Another moderator will review it.`,
    alreadyFlagged: (type: ModeratedItemType) =>
      `You have already flagged this ${NOUN[type]}. A moderator will look at it.`,
    alreadyDecided: (type: ModeratedItemType) =>
      `This ${NOUN[type]} has already been taken down by a moderator.`,
    flagged: 'Thank you. A moderator will look at it.',
    decisionRequired: 'Choose hide, remove or restore.',
    decisionReasonRequired: 'Please give a reason the author will see',
    decisionReasonTooLong: `Reason must be ${MODERATION_LIMITS.reasonMax} characters or less`,
    /** What the author reads in their account beside their item. */
    hiddenNotice: (reason: string) => `Hidden by a moderator: ${reason}`,
    removedNotice: (reason: string) => `Removed by a moderator: ${reason}`,
  },
  {
    notFound: ['item'],
    ownItem: ['item'],
    ownDecision: ['item'],
    alreadyFlagged: ['item'],
    alreadyDecided: ['item'],
    hiddenNotice: ['reason'],
    removedNotice: ['reason'],
  },
);

export function isModeratedItemType(value: unknown): value is ModeratedItemType {
  return MODERATED_ITEM_TYPES.includes(value as ModeratedItemType);
}

export function flagReasonLabel(value: string): string {
  return FLAG_REASONS.find((reason) => reason.value === value)?.label ?? value;
}

/** Checks a flag's reason and note; the note is trimmed, empty becomes null. */
export function validateFlag(input: { reason?: string | null; note?: string | null }): {
  value: { reason: FlagReason; note: string | null };
  errors: string[];
} {
  const errors: string[] = [];
  const reason = FLAG_REASONS.find((r) => r.value === input.reason)?.value;
  if (!reason) errors.push(MODERATION_MESSAGES.reasonRequired);
  const note = (input.note ?? '').trim();
  if (note.length > MODERATION_LIMITS.noteMax) errors.push(MODERATION_MESSAGES.noteTooLong);
  return { value: { reason: reason ?? 'other', note: note.length > 0 ? note : null }, errors };
}

/** Checks a moderator's decision: hide and remove need a reason the author will read. */
export function validateDecision(input: { decision?: string | null; reason?: string | null }): {
  value: { decision: ModerationDecision; reason: string | null };
  errors: string[];
} {
  const errors: string[] = [];
  const decision = MODERATION_DECISIONS.find((d) => d === input.decision);
  if (!decision) errors.push(MODERATION_MESSAGES.decisionRequired);
  const reason = (input.reason ?? '').trim();
  if (decision !== 'restore' && reason.length === 0)
    errors.push(MODERATION_MESSAGES.decisionReasonRequired);
  if (reason.length > MODERATION_LIMITS.reasonMax)
    errors.push(MODERATION_MESSAGES.decisionReasonTooLong);
  return {
    value: { decision: decision ?? 'restore', reason: reason.length > 0 ? reason : null },
    errors,
  };
}

/** The status an item has after a decision. */
export function statusAfter(decision: ModerationDecision): ModerationStatus {
  return decision === 'hide' ? 'hidden' : decision === 'remove' ? 'removed' : 'visible';
}

/** The notice the author reads for a hidden or removed item; null while it is visible. */
export function moderationNotice(status: ModerationStatus, reason: string | null): string | null {
  if (status === 'hidden') return MODERATION_MESSAGES.hiddenNotice(reason ?? '');
  if (status === 'removed') return MODERATION_MESSAGES.removedNotice(reason ?? '');
  return null;
}
