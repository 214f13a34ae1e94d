import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';
import type { EntryFields } from '../../ebt-help/api/ebt-help';

const Lists = graphql(`
  query StateRulesLists {
    purchaseRules {
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
    allBenefitNotices {
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

const SaveRule = graphql(`
  mutation SavePurchaseRule(
    $state: String
    $summaryEn: String
    $summaryEs: String
    $startsOn: String
    $source: String
    $checkedOn: String
    $stateUrl: String
    $stateCheckedOn: String
  ) {
    savePurchaseRule(
      state: $state
      summaryEn: $summaryEn
      summaryEs: $summaryEs
      startsOn: $startsOn
      source: $source
      checkedOn: $checkedOn
      stateUrl: $stateUrl
      stateCheckedOn: $stateCheckedOn
    ) {
      state
    }
  }
`);

const DeleteRule = graphql(`
  mutation DeletePurchaseRule($state: String!) {
    deletePurchaseRule(state: $state) {
      deleted
    }
  }
`);

const SaveNotice = graphql(`
  mutation SaveBenefitNotice(
    $id: ID
    $states: String
    $startsOn: String
    $endsOn: String
    $textEn: String
    $textEs: String
    $source: String
    $checkedOn: String
    $links: [String!]
  ) {
    saveBenefitNotice(
      id: $id
      states: $states
      startsOn: $startsOn
      endsOn: $endsOn
      textEn: $textEn
      textEs: $textEs
      source: $source
      checkedOn: $checkedOn
      links: $links
    ) {
      id
    }
  }
`);

const DeleteNotice = graphql(`
  mutation DeleteBenefitNotice($id: ID!) {
    deleteBenefitNotice(id: $id) {
      deleted
    }
  }
`);

const key = ['state-rules'] as const;

export function useStateRulesLists() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request(Lists, {}, { signal }),
  });
}

/** The links box holds one address per line. */
export function linksOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\s+/)
    .map((link) => link.trim())
    .filter(Boolean);
}

/** Saves or deletes a rule or a notice; the server checks the admin role and every field again. */
export function useStateRulesChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'rule' | 'notice'; action: 'save'; fields: EntryFields }
        | { kind: 'rule'; action: 'delete'; state: string }
        | { kind: 'notice'; action: 'delete'; id: string },
    ) => {
      if (change.action === 'delete')
        return change.kind === 'rule'
          ? request(DeleteRule, { state: change.state })
          : request(DeleteNotice, { id: change.id });
      if (change.kind === 'rule') return request(SaveRule, change.fields);
      const { links, ...fields } = change.fields;
      return request(SaveNotice, { ...fields, links: linksOf(links) });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
