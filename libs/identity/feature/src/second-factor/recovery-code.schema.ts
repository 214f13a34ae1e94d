import { Schema } from 'mongoose';

/** One unused recovery code of an account's second factor. */
export interface RecoveryCodeDocument {
  _id: string;
  userId: string;
  /** argon2id of the code (salted): at about 49 bits a code is below the 112 bits a plain hash would
   * need (ASVS 5.0, 6.5.2), so the database holds a password-grade hash, never the code. */
  codeHash: string;
  createdAt: Date;
}

export const recoveryCodeSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    codeHash: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
// Counting what is left, and removing them all when the factor is removed or the account deleted.
recoveryCodeSchema.index({ userId: 1 });
