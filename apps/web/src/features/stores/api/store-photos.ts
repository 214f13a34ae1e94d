import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import type { CarouselPhoto } from '../components/photo-carousel';
import { uploadStorePhotos } from './upload-photos';

/** How often the page asks again while the member's own photos are processing. */
const PROCESSING_POLL_MS = 2_000;

const StorePhotosDocument = graphql(`
  query StorePhotos($storeId: ID!) {
    storePhotos(storeId: $storeId) {
      id
      thumbnailUrl
      heroUrl
    }
  }
`);

const MyPendingPhotosDocument = graphql(`
  query MyPendingPhotos($storeId: ID!) {
    myPendingPhotos(storeId: $storeId) {
      processing {
        id
      }
      failed {
        id
        message
      }
    }
  }
`);

const DismissPhotoFailureDocument = graphql(`
  mutation DismissPhotoFailure($id: ID!) {
    dismissPhotoFailure(id: $id)
  }
`);

export interface PendingPhotos {
  /** The member's photos still processing, as carousel placeholders. */
  processing: CarouselPhoto[];
  /** '{file name}: {error}' of each photo that could not be processed (removed). */
  failed: Array<{ id: string; message: string }>;
}

export function storePhotosQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ['stores', 'photos', storeId],
    queryFn: async ({ signal }): Promise<CarouselPhoto[]> =>
      (await request(StorePhotosDocument, { storeId }, { signal })).storePhotos.map((photo) => ({
        id: photo.id,
        thumbUrl: photo.thumbnailUrl,
        heroUrl: photo.heroUrl,
        flaggable: true,
      })),
  });
}

export function myPendingPhotosQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ['stores', 'photos', storeId, 'mine-pending'],
    queryFn: async ({ signal }): Promise<PendingPhotos> => {
      const { myPendingPhotos } = await request(MyPendingPhotosDocument, { storeId }, { signal });
      return {
        processing: myPendingPhotos.processing.map((photo) => ({
          id: photo.id,
          heroUrl: '',
          thumbUrl: '',
          processing: true,
        })),
        failed: myPendingPhotos.failed,
      };
    },
    // Asked again while photos are processing, until each is ready or removed.
    refetchInterval: (query) => (query.state.data?.processing.length ? PROCESSING_POLL_MS : false),
  });
}

export function useStorePhotos(storeId: string) {
  return useQuery(storePhotosQueryOptions(storeId));
}

/** The signed-in member's photos of this store not in the carousel yet; the carousel is read again
 * each time one of them leaves processing. */
export function useMyPendingPhotos(storeId: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  const pending = useQuery({ ...myPendingPhotosQueryOptions(storeId), enabled: signedIn });
  const processing = pending.data?.processing.length ?? 0;
  const before = useRef(processing);
  useEffect(() => {
    if (processing < before.current)
      void queryClient.invalidateQueries({
        queryKey: storePhotosQueryOptions(storeId).queryKey,
        exact: true,
      });
    before.current = processing;
  }, [processing, storeId, queryClient]);
  return pending;
}

export function useDismissPhotoFailure(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(DismissPhotoFailureDocument, { id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: myPendingPhotosQueryOptions(storeId).queryKey }),
  });
}

/** Uploads, then shows the new photos in the carousel (as processing until they are ready). */
export function useUploadPhotos(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadStorePhotos(storeId, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stores', 'photos', storeId] }),
  });
}
