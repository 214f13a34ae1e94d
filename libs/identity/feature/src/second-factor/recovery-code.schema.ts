import { Schema } from 'mongoose';

/** One unused recovery code of an account's second factor. */
export interface RecoveryCodeDocument {
  /** sha256 of the code (random, 50 bits): the database does not hold the codes themselves. */
  _id: string;
  userId: string;
  createdAt: Date;
}

export const recoveryCodeSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// Counting what is left, and removing them all when the factor is removed or the account deleted.
recoveryCodeSchema.index({ userId: 1 });
