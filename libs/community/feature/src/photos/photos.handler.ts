import { Controller } from '@nestjs/common';
import {
  PhotoMessages,
  type RequestMeta,
  StorePhotosQuery,
  UploadStorePhotosCommand,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { PhotosUseCases } from './photos.usecases';

@Controller()
export class PhotosHandler {
  constructor(private readonly photos: PhotosUseCases) {}

  @OnMessage(PhotoMessages.upload)
  upload(command: UploadStorePhotosCommand, meta: RequestMeta) {
    return this.photos.upload(meta.userId, command);
  }

  @OnMessage(PhotoMessages.ofStore)
  ofStore(query: StorePhotosQuery) {
    return this.photos.ofStore(query.storeId, query.limit);
  }
}
