import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import type { CarouselPhoto } from '../components/photo-carousel';
import { uploadStorePhotos } from './upload-photos';

const StorePhotosDocument = graphql(`
  query StorePhotos($storeId: ID!) {
    storePhotos(storeId: $storeId) {
      id
      thumbnailUrl
      heroUrl
    }
  }
`);

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

export function useStorePhotos(storeId: string) {
  return useQuery(storePhotosQueryOptions(storeId));
}

/** Uploads, then shows the new photos in the carousel. */
export function useUploadPhotos(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadStorePhotos(storeId, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stores', 'photos', storeId] }),
  });
}
