import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { type StorePhotoRecord, storePhotoSchema } from './store-photo.schema';
import { type PhotoFailureRecord, photoFailureSchema } from './photo-failure.schema';
import {
  type ModerationState,
  moderationUpdate,
  PUBLICLY_VISIBLE,
} from '../moderation/moderation-state';

@Injectable()
export class PhotosRepository {
  private readonly photos: DocumentCollection<StorePhotoRecord>;
  private readonly failures: DocumentCollection<PhotoFailureRecord>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.photos = documents.collection<StorePhotoRecord>('store_photos', storePhotoSchema);
    this.failures = documents.collection<PhotoFailureRecord>('photo_failures', photoFailureSchema);
  }

  add(photo: StorePhotoRecord): Promise<StorePhotoRecord> {
    return this.photos.insert(photo);
  }

  /** Publishes the photos an account added while unconfirmed. */
  async releaseHeld(userId: string): Promise<void> {
    await this.photos.updateMany({ userId, held: true }, { $set: { held: false } });
  }

  /** Ready and visible only: a photo still processing has no renditions to show. */
  ofStore(storeId: string, limit: number): Promise<StorePhotoRecord[]> {
    return this.photos.find(
      { storeId, status: { $ne: 'processing' }, ...PUBLICLY_VISIBLE },
      { sort: { createdAt: -1 }, limit },
    );
  }

  /** A member's own photos of a store still waiting for their renditions. */
  processingOf(userId: string, storeId: string): Promise<StorePhotoRecord[]> {
    return this.photos.find(
      { userId, storeId, status: 'processing' },
      { sort: { createdAt: -1 }, limit: 50 },
    );
  }

  /** Photos processing whose lease ran out (or that no worker took yet), oldest first. */
  due(now: Date, limit: number): Promise<StorePhotoRecord[]> {
    return this.photos.find(
      { status: 'processing', leaseUntil: { $lt: now } },
      { sort: { createdAt: 1 }, limit },
    );
  }

  /** Takes a processing photo for `leaseMs`, unless another worker holds it: null then (or when it is
   * ready or gone already). */
  claim(id: string, now: Date, leaseMs: number): Promise<StorePhotoRecord | null> {
    return this.photos.findOneAndUpdate(
      { _id: id, status: 'processing', leaseUntil: { $lt: now } },
      { $set: { leaseUntil: new Date(now.getTime() + leaseMs) } },
    );
  }

  /** Its renditions exist: the carousel shows it from now on. Null when it was not processing. */
  markReady(
    id: string,
    facts: Pick<StorePhotoRecord, 'width' | 'height' | 'size'>,
  ): Promise<StorePhotoRecord | null> {
    return this.photos.findOneAndUpdate(
      { _id: id, status: 'processing' },
      { $set: { status: 'ready', leaseUntil: null, pendingKey: null, ...facts } },
    );
  }

  async remove(id: string): Promise<boolean> {
    return (await this.photos.deleteOne({ _id: id })) > 0;
  }

  /** Tells the author; the notice's id is the photo's, so a repeated failure keeps one notice. */
  async addFailure({ _id, ...failure }: Omit<PhotoFailureRecord, 'createdAt'>): Promise<void> {
    await this.failures.updateOne(
      { _id },
      { $setOnInsert: { ...failure, createdAt: new Date() } },
      { upsert: true },
    );
  }

  failuresOf(userId: string, storeId: string): Promise<PhotoFailureRecord[]> {
    return this.failures.find({ userId, storeId }, { sort: { createdAt: -1 }, limit: 50 });
  }

  /** Only the author dismisses their notice. */
  async dismissFailure(id: string, userId: string): Promise<boolean> {
    return (await this.failures.deleteOne({ _id: id, userId })) > 0;
  }

  forgetFailuresOf(userId: string): Promise<number> {
    return this.failures.deleteMany({ userId });
  }

  findById(id: string): Promise<StorePhotoRecord | null> {
    return this.photos.findOne({ _id: id });
  }

  /** Records a moderator's decision; hidden and removed photos leave the carousel. */
  setModeration(id: string, state: ModerationState): Promise<StorePhotoRecord | null> {
    return this.photos.findOneAndUpdate({ _id: id }, moderationUpdate(state));
  }

  ofUser(userId: string): Promise<StorePhotoRecord[]> {
    return this.photos.find({ userId });
  }

  /** Drops the uploader from a photo whose files moved to `keys`, and the name their file had (it can
   * carry a person's name); a photo already anonymized is left alone. */
  async anonymize(
    id: string,
    userId: string,
    keys: Pick<StorePhotoRecord, 'key' | 'thumbnailKey' | 'heroKey'>,
  ): Promise<boolean> {
    const fileName = keys.key.slice(keys.key.lastIndexOf('/') + 1);
    return (
      (
        await this.photos.updateOne(
          { _id: id, userId },
          { $set: { userId: null, fileName, ...keys } },
        )
      ).modified > 0
    );
  }

  count(filter: { storeId?: string; userId?: string } = {}): Promise<number> {
    return this.photos.count(filter);
  }
}
