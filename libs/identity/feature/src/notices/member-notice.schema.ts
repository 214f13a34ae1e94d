import { Schema } from 'mongoose';

/** member_notices: one e-mail sent to a member for an event of another service, by the event's id,
 * so a redelivered event mails nothing twice. */
export interface MemberNoticeDocument {
  /** The event's id. */
  _id: string;
  userId: string;
  sentAt: Date;
}

export const memberNoticeSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    sentAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// Deleting an account forgets its notices.
memberNoticeSchema.index({ userId: 1 });
