import { Schema } from 'mongoose';
import type { MessageRef } from '@snap/domain';

/** A photo that could not be processed, told to its author: the photo itself is gone. */
export interface PhotoFailureRecord {
  _id: string;
  userId: string;
  storeId: string;
  /** '{file name}: {error}'. */
  message: string;
  /** The id (and values) of message, kept so it is translated whenever it is read. */
  messageRef?: MessageRef;
  createdAt: Date;
}

export const photoFailureSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    storeId: { type: String, required: true },
    message: { type: String, required: true, maxlength: 500 },
    messageRef: { type: Schema.Types.Mixed, required: false },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// The author's notices on a store page.
photoFailureSchema.index({ userId: 1, storeId: 1 });
