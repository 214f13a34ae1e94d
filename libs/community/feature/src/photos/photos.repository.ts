import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { type StorePhotoRecord, storePhotoSchema } from './store-photo.schema';
import {
  type ModerationState,
  moderationUpdate,
  PUBLICLY_VISIBLE,
} from '../moderation/moderation-state';

@Injectable()
export class PhotosRepository {
  private readonly photos: DocumentCollection<StorePhotoRecord>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.photos = documents.collection<StorePhotoRecord>('store_photos', storePhotoSchema);
  }

  add(photo: StorePhotoRecord): Promise<StorePhotoRecord> {
    return this.photos.insert(photo);
  }

  ofStore(storeId: string, limit: number): Promise<StorePhotoRecord[]> {
    return this.photos.find({ storeId, ...PUBLICLY_VISIBLE }, { sort: { createdAt: -1 }, limit });
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
