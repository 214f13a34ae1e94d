import { Schema } from 'mongoose';
import type { StorePhotoStatus } from '@snap/contracts';
import { type Moderated, moderatedFields } from '../moderation/moderation-state';

export interface StorePhotoRecord extends Moderated {
  _id: string;
  /** `processing` until the worker wrote its renditions (records older than this field are ready). */
  status?: StorePhotoStatus;
  /** While a worker renders it: another one (a replica, the sweep) leaves it alone until then. */
  leaseUntil?: Date | null;
  /** While processing: the checked bytes as the gateway staged them, removed once it is ready. */
  pendingKey?: string | null;
  storeId: string;
  /** Null once the uploader deleted their account (the photo stays published). */
  userId: string | null;
  /** `<store id>/<photo id>.<ext>` in the store-photos bucket (product rule "Photo rules"; earlier
   * uploads `<store id>/<user id>-<timestamp>-<index>.<ext>`); `<store id>/anonymous-<photo id>.<ext>`
   * once the uploader deleted their account. */
  key: string;
  /** The 120x80 carousel thumbnail and the 1200x400 hero, beside the full size. */
  thumbnailKey: string;
  heroKey: string;
  contentType: string;
  /** From the header while processing; of the re-encoded full size once ready. */
  width: number;
  height: number;
  size: number;
  /** As the user named it, for support; never part of a key. */
  fileName: string;
  createdAt: Date;
}

export const storePhotoSchema = new Schema(
  {
    _id: { type: String, required: true },
    status: { type: String, enum: ['processing', 'ready'], default: 'ready' },
    leaseUntil: { type: Date, default: null },
    pendingKey: { type: String, default: null },
    storeId: { type: String, required: true },
    userId: { type: String, default: null },
    key: { type: String, required: true },
    thumbnailKey: { type: String, required: true },
    heroKey: { type: String, required: true },
    contentType: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    size: { type: Number, required: true },
    fileName: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
    ...moderatedFields,
  },
  { versionKey: false },
);
// The store page's carousel, newest first.
storePhotoSchema.index({ storeId: 1, createdAt: -1 });
// A deleted account's photos; a member's own photos still processing.
storePhotoSchema.index({ userId: 1 });
// The sweep that hands photos left processing (a restart, a lost event) to a worker.
storePhotoSchema.index({ status: 1 });
