import { Controller } from '@nestjs/common';
import {
  DismissPhotoFailureCommand,
  MyPendingPhotosQuery,
  PhotoEvents,
  PhotoMessages,
  PhotoUploadedEvent,
  type RequestMeta,
  StorePhotosQuery,
  UploadStorePhotosCommand,
} from '@snap/contracts';
import { OnEvent, OnMessage } from '@snap/platform-bus';
import { PhotoProcessingUseCases } from './photo-processing.usecases';
import { PhotosUseCases } from './photos.usecases';

@Controller()
export class PhotosHandler {
  constructor(
    private readonly photos: PhotosUseCases,
    private readonly processing: PhotoProcessingUseCases,
  ) {}

  @OnMessage(PhotoMessages.upload)
  upload(command: UploadStorePhotosCommand, meta: RequestMeta) {
    return this.photos.upload(meta.userId, command);
  }

  @OnMessage(PhotoMessages.ofStore)
  ofStore(query: StorePhotosQuery) {
    return this.photos.ofStore(query.storeId, query.limit);
  }

  @OnMessage(PhotoMessages.myPending)
  myPending(query: MyPendingPhotosQuery, meta: RequestMeta) {
    return this.photos.myPending(meta.userId, query.storeId);
  }

  @OnMessage(PhotoMessages.dismissFailure)
  dismissFailure(command: DismissPhotoFailureCommand, meta: RequestMeta) {
    return this.photos.dismissFailure(meta.userId, command.id);
  }

  /** Queued, not awaited: the photo's record and waiting bytes hold the work, so the event is done
   * once a worker of this replica has it (a render can outlast an event's delivery bound). */
  @OnEvent(PhotoEvents.uploaded)
  uploaded(event: PhotoUploadedEvent): void {
    this.processing.schedule(event.photoId);
  }
}
