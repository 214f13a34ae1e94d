import { Schema } from 'mongoose';
import { type Moderated, moderatedFields } from '../moderation/moderation-state';

export interface StorePhotoRecord extends Moderated {
  _id: string;
  storeId: string;
  /** Null once the uploader deleted their account (the photo stays published). */
  userId: string | null;
  /** `<store id>/<user id>-<timestamp>-<index>.<ext>` in the store-photos bucket (the spec's naming);
   * `<store id>/anonymous-<photo id>.<ext>` once the uploader deleted their account. */
  key: string;
  /** The 120x80 carousel thumbnail and the 1200x400 hero, beside the full size. */
  thumbnailKey: string;
  heroKey: string;
  contentType: string;
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
// A deleted account's photos.
storePhotoSchema.index({ userId: 1 });
