import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';

const EbtRefusalStatusDocument = graphql(`
  query EbtRefusalStatus($storeId: ID!) {
    ebtRefusalStatus(storeId: $storeId) {
      storeId
      recentlyReported
      notice
      yourReportAt
    }
  }
`);

const RefusalHelpDocument = graphql(`
  query RefusalHelp($state: String!) {
    complaintContacts(state: $state) {
      id
      office
      officeEs
      contact
      contactEs
      source
      checkedOn
    }
    helpFacts(key: "refusal-rights") {
      key
      text
      textEs
      source
      checkedOn
    }
  }
`);

const ReportEbtRefusalDocument = graphql(`
  mutation ReportEbtRefusal($storeId: ID!) {
    reportEbtRefusal(storeId: $storeId) {
      message
      status {
        storeId
        recentlyReported
        notice
        yourReportAt
      }
    }
  }
`);

const statusKey = (storeId: string) => ['stores', 'ebt-refusal', storeId] as const;

/** The store page's mark, and whether this person (or address) already reported the store (the
 * server renders the mark; the person's own report arrives after hydration, render-page.tsx). */
export function ebtRefusalStatusQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: statusKey(storeId),
    queryFn: async ({ signal }) =>
      (await request(EbtRefusalStatusDocument, { storeId }, { signal })).ebtRefusalStatus,
    ...CACHE_TIMES.screen,
  });
}

export function useEbtRefusalStatus(storeId: string, enabled: boolean) {
  return useQuery({ ...ebtRefusalStatusQueryOptions(storeId), enabled });
}

/** What to do when a listed store refuses the card: its rights and where to complain in its state. */
export function refusalHelpQueryOptions(state: string) {
  return queryOptions({
    queryKey: ['refusal-help', state],
    queryFn: async ({ signal }) => request(RefusalHelpDocument, { state }, { signal }),
    ...CACHE_TIMES.screen,
  });
}

export function useRefusalHelp(state: string, enabled: boolean) {
  return useQuery({ ...refusalHelpQueryOptions(state), enabled });
}

/** One tap, signed in or not; the answer carries the store's mark as it now stands. */
export function useReportEbtRefusal(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(ReportEbtRefusalDocument, { storeId })).reportEbtRefusal,
    onSuccess: (result) => queryClient.setQueryData(statusKey(storeId), result.status),
  });
}
