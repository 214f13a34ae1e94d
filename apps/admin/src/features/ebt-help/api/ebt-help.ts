import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EbtHelpListsQuery, graphql } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

export type OnlineRetailerEntry = EbtHelpListsQuery['onlineRetailers'][number];
export type ComplaintContactEntry = EbtHelpListsQuery['complaintContacts'][number];
export type HelpFactEntry = EbtHelpListsQuery['helpFacts'][number];

const Lists = graphql(`
  query EbtHelpLists {
    onlineRetailers {
      id
      state
      stateName
      name
      website
      note
      noteEs
      storeIds
      source
      checkedOn
      lastChecked
    }
    complaintContacts {
      id
      state
      stateName
      office
      officeEs
      contact
      contactEs
      source
      checkedOn
      lastChecked
    }
    helpFacts {
      key
      label
      text
      textEs
      source
      checkedOn
      lastChecked
    }
  }
`);

const SaveRetailer = graphql(`
  mutation SaveOnlineRetailer(
    $id: ID
    $state: String
    $name: String
    $website: String
    $note: String
    $noteEs: String
    $storeIds: [String!]
    $source: String
    $checkedOn: String
  ) {
    saveOnlineRetailer(
      id: $id
      state: $state
      name: $name
      website: $website
      note: $note
      noteEs: $noteEs
      storeIds: $storeIds
      source: $source
      checkedOn: $checkedOn
    ) {
      id
    }
  }
`);

const DeleteRetailer = graphql(`
  mutation DeleteOnlineRetailer($id: ID!) {
    deleteOnlineRetailer(id: $id) {
      deleted
    }
  }
`);

const SaveContact = graphql(`
  mutation SaveComplaintContact(
    $id: ID
    $state: String
    $office: String
    $officeEs: String
    $contact: String
    $contactEs: String
    $source: String
    $checkedOn: String
  ) {
    saveComplaintContact(
      id: $id
      state: $state
      office: $office
      officeEs: $officeEs
      contact: $contact
      contactEs: $contactEs
      source: $source
      checkedOn: $checkedOn
    ) {
      id
    }
  }
`);

const DeleteContact = graphql(`
  mutation DeleteComplaintContact($id: ID!) {
    deleteComplaintContact(id: $id) {
      deleted
    }
  }
`);

const SaveFact = graphql(`
  mutation SaveHelpFact(
    $key: String!
    $text: String
    $textEs: String
    $source: String
    $checkedOn: String
  ) {
    saveHelpFact(key: $key, text: $text, textEs: $textEs, source: $source, checkedOn: $checkedOn) {
      key
    }
  }
`);

const key = ['ebt-help'] as const;

export function useEbtHelpLists() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request(Lists, {}, { signal }),
  });
}

export type EntryFields = Record<string, string | null>;

/** Saves or deletes one entry of a list; the server checks the admin role and every field again. */
export function useEbtHelpChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'retailer' | 'contact' | 'fact'; action: 'save'; fields: EntryFields }
        | { kind: 'retailer' | 'contact'; action: 'delete'; id: string },
    ) => {
      if (change.action === 'delete')
        return change.kind === 'retailer'
          ? request(DeleteRetailer, { id: change.id })
          : request(DeleteContact, { id: change.id });
      if (change.kind === 'retailer')
        return request(SaveRetailer, {
          ...change.fields,
          // Typed one per line or separated by commas; the server checks each against the catalog.
          storeIds: (change.fields['storeIds'] ?? '').split(/[\s,]+/).filter(Boolean),
        });
      if (change.kind === 'contact') return request(SaveContact, change.fields);
      return request(SaveFact, { ...change.fields, key: change.fields['key'] ?? '' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
