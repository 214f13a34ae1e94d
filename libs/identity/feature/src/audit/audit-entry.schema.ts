import { Schema } from 'mongoose';
import type { AuditAction } from '@snap/contracts';

/** One staff action. `_id` is the event id, so a redelivered event is stored once. */
export interface AuditEntryDocument {
  _id: string;
  actorId: string;
  actorEmail: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  summary: string;
  /** JSON text: the shapes differ per action and are only ever shown, never queried. */
  before: string | null;
  after: string | null;
  occurredAt: Date;
}

export const auditEntrySchema = new Schema(
  {
    _id: { type: String, required: true },
    actorId: { type: String, required: true },
    actorEmail: { type: String, default: null },
    action: { type: String, required: true },
    targetType: { type: String, required: true },
    targetId: { type: String, required: true },
    summary: { type: String, required: true, maxlength: 500 },
    before: { type: String, default: null },
    after: { type: String, default: null },
    occurredAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The trail is read newest first, filtered by action, target type or actor.
auditEntrySchema.index({ occurredAt: -1 });
auditEntrySchema.index({ action: 1, occurredAt: -1 });
auditEntrySchema.index({ actorEmail: 1, occurredAt: -1 });
