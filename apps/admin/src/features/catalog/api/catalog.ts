import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  graphql,
  GraphQLRequestError,
  type AdminStoreFieldsFragment,
  type CatalogImportFieldsFragment,
} from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';
import { sessionKeeper } from '../../../lib/graphql';

export type CatalogImport = CatalogImportFieldsFragment;
export type AdminStore = AdminStoreFieldsFragment;

graphql(`
  fragment CatalogImportFields on CatalogImport {
    id
    kind
    fileName
    startedByName
    status
    format
    startedAt
    finishedAt
    rowsRead
    added
    updated
    unchanged
    closed
    reopened
    placedByZipCentroid
    skippedCount
    error
    asOf
    completeFor
    notes
    total
    fetched
    keptByAdmin
    olderThanCatalog
    endedAuthorizations
    earlierPeriods
    mergedDuplicates
    repeatedRows
    matchedEarlierSources
    keptOpenByAdmin
    closingsHeld
    heldClosings {
      state
      closing
      open
    }
    closingsConfirmedAt
    confirmedIn
    confirms
  }
`);

graphql(`
  fragment AdminStoreFields on AdminStore {
    id
    Store_Name
    Store_Type
    Store_Street_Address
    City
    State
    Zip_Code
    Latitude
    Longitude
    status
    source
    listed_on
    delisted_on
    adminOverride {
      status
      fields
      by
      at
    }
  }
`);

const ImportById = graphql(`
  query AdminCatalogImport($id: ID!) {
    catalogImport(id: $id) {
      ...CatalogImportFields
      skipped {
        line
        reason
      }
    }
  }
`);

const Imports = graphql(`
  query AdminCatalogImports($limit: Int!, $offset: Int!) {
    catalogImports(limit: $limit, offset: $offset) {
      total
      items {
        ...CatalogImportFields
      }
    }
  }
`);

const FindStores = graphql(`
  query AdminFindStores($text: String!) {
    adminStores(text: $text, limit: 20) {
      ...AdminStoreFields
    }
  }
`);

const UpdateStore = graphql(`
  mutation AdminUpdateStore(
    $id: ID!
    $Store_Name: String!
    $Store_Type: String!
    $Store_Street_Address: String!
    $City: String!
    $State: String!
    $Zip_Code: String!
    $Latitude: Float!
    $Longitude: Float!
  ) {
    updateStore(
      id: $id
      Store_Name: $Store_Name
      Store_Type: $Store_Type
      Store_Street_Address: $Store_Street_Address
      City: $City
      State: $State
      Zip_Code: $Zip_Code
      Latitude: $Latitude
      Longitude: $Longitude
    ) {
      ...AdminStoreFields
    }
  }
`);

const SetStoreStatus = graphql(`
  mutation AdminSetStoreStatus($id: ID!, $status: String!) {
    setStoreStatus(id: $id, status: $status) {
      ...AdminStoreFields
    }
  }
`);

export interface CatalogUpload {
  file: File;
  /** The day the file's list was true (YYYY-MM-DD); the server dates it otherwise. */
  asOf?: string;
  /** States the file is the complete current list of: their stores it lacks are closed. */
  completeFor?: string[];
}

/** The upload's address: the file's name and, when given, its date and the states it is complete for. */
export function uploadUrl({ file, asOf, completeFor }: CatalogUpload): string {
  const params = new URLSearchParams({ fileName: file.name });
  if (asOf) params.set('asOf', asOf);
  if (completeFor && completeFor.length > 0) params.set('completeFor', completeFor.join(','));
  return `/api/admin/catalog/imports?${params.toString()}`;
}

/** Streams the chosen file as the request body (never read into memory here either); the server answers
 * at once with the running import. */
export function useUploadCatalogFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: CatalogUpload): Promise<CatalogImport> => {
      // Renewed first when it is about to expire, as every other call's.
      const token = await sessionKeeper.current();
      let response: Response;
      try {
        response = await fetch(uploadUrl(upload), {
          method: 'POST',
          headers: {
            'Content-Type': 'text/csv',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          credentials: 'include',
          body: upload.file,
        });
      } catch {
        throw new GraphQLRequestError('Network error: the server could not be reached.', 0);
      }
      const body = (await response.json().catch(() => null)) as {
        import?: CatalogImport;
        message?: string | string[];
      } | null;
      if (!response.ok || !body?.import) {
        const message = Array.isArray(body?.message) ? body.message.join(', ') : body?.message;
        throw new GraphQLRequestError(
          message ?? `Upload failed with HTTP ${response.status}`,
          response.status,
        );
      }
      return body.import;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog', 'imports'] }),
  });
}

/** One import, read every second while it runs (its counts move with the progress events). */
export function useCatalogImport(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['catalog', 'import', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const found = (await request(ImportById, { id: id as string }, { signal })).catalogImport;
      if (found && found.status !== 'running') {
        void queryClient.invalidateQueries({ queryKey: ['catalog', 'imports'] });
        void queryClient.invalidateQueries({ queryKey: ['catalog', 'sources'] });
      }
      return found;
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || query.state.data === undefined ? 1000 : false,
  });
}

export const HISTORY_PAGE = 10;

export function useCatalogImports(page: number) {
  return useQuery({
    queryKey: ['catalog', 'imports', page],
    queryFn: async ({ signal }) =>
      (await request(Imports, { limit: HISTORY_PAGE, offset: page * HISTORY_PAGE }, { signal }))
        .catalogImports,
  });
}

export function useFindStores(text: string) {
  return useQuery({
    queryKey: ['catalog', 'stores', text],
    enabled: text.trim().length > 0,
    queryFn: async ({ signal }) =>
      (await request(FindStores, { text: text.trim() }, { signal })).adminStores,
  });
}

export type StoreEditInput = Omit<
  AdminStore,
  'status' | 'source' | 'listed_on' | 'delisted_on' | 'adminOverride'
>;

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StoreEditInput) => (await request(UpdateStore, input)).updateStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog', 'stores'] }),
  });
}

export function useSetStoreStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'active' | 'closed' }) =>
      (await request(SetStoreStatus, { id, status })).setStoreStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog', 'stores'] }),
  });
}
