import { AuditEvents } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';
import type { StatusChange } from './submission-status';

/** Tells the audit trail about a moderator's decision, once per decision (stable event id). */
export async function publishModerationDecision(
  bus: BusClient,
  decision: {
    moderatorId: string;
    targetType: 'report' | 'claim' | 'contribution' | 'review' | 'tip' | 'photo' | 'ebt-refusal';
    targetId: string;
    summary: string;
    before: string;
    after: string;
    decidedAt: Date;
  },
): Promise<void> {
  await bus.publish(
    AuditEvents.recorded,
    {
      actorId: decision.moderatorId,
      action: 'moderation.decided',
      targetType: decision.targetType,
      targetId: decision.targetId,
      summary: decision.summary,
      before: { status: decision.before },
      after: { status: decision.after },
      occurredAt: decision.decidedAt.toISOString(),
    },
    {
      eventId: `moderation:${decision.targetType}:${decision.targetId}:${decision.decidedAt.getTime()}`,
    },
  );
}

/** The status a report or claim had before the change just recorded (the last entry of its history). */
export function statusBefore(history: StatusChange[], change: StatusChange): string | null {
  const last = history.at(-1);
  if (
    !last ||
    last.status !== change.status ||
    new Date(last.changedAt).getTime() !== change.changedAt.getTime()
  )
    return null;
  return history.at(-2)?.status ?? 'new';
}
