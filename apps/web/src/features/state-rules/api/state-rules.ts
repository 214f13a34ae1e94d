import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import { CACHE_TIMES } from '../../../lib/query-client';

const PurchaseRulesDocument = graphql(`
  query PurchaseRules($states: [String!]) {
    purchaseRules(states: $states) {
      state
      stateName
      summaryEn
      summaryEs
      startsOn
      shown
      source
      checkedOn
      stateUrl
      stateCheckedOn
    }
  }
`);

const BenefitNoticesDocument = graphql(`
  query BenefitNotices($states: [String!]) {
    benefitNotices(states: $states) {
      id
      states
      national
      startsOn
      endsOn
      textEn
      textEs
      source
      checkedOn
      links
    }
  }
`);

/** Anonymous reads, the same for everyone: the server renders them with the page. */
export function purchaseRulesQueryOptions(states: readonly string[] | null) {
  const sorted = states ? [...new Set(states)].sort() : null;
  return queryOptions({
    queryKey: ['purchase-rules', sorted],
    queryFn: async ({ signal }) =>
      (await request(PurchaseRulesDocument, { states: sorted }, { signal })).purchaseRules,
    ...CACHE_TIMES.screen,
  });
}

export function usePurchaseRules(states: readonly string[] | null, enabled = true) {
  const options = purchaseRulesQueryOptions(states);
  const sorted = options.queryKey[1];
  return useQuery({ ...options, enabled: enabled && (sorted === null || sorted.length > 0) });
}

/** The late-benefits notices in effect in these states (national ones too); no state: national only. */
export function benefitNoticesQueryOptions(states: readonly string[]) {
  const sorted = [...new Set(states)].sort();
  return queryOptions({
    queryKey: ['benefit-notices', sorted],
    queryFn: async ({ signal }) =>
      (await request(BenefitNoticesDocument, { states: sorted }, { signal })).benefitNotices,
    ...CACHE_TIMES.screen,
  });
}

export function useBenefitNotices(states: readonly string[], enabled = true) {
  return useQuery({ ...benefitNoticesQueryOptions(states), enabled });
}
