import { useMutation } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import type { FlagReason, ModeratedItemType } from '@snap/domain';
import { request } from '../../../lib/api-client';

const FlagContentDocument = graphql(`
  mutation FlagContent($itemType: String!, $itemId: ID!, $reason: String, $note: String) {
    flagContent(itemType: $itemType, itemId: $itemId, reason: $reason, note: $note) {
      flagged
      message
    }
  }
`);

/** Signed-in members flag a review, tip or photo for moderators; the server says why it refuses. */
export function useFlagContent() {
  return useMutation({
    mutationFn: async (flag: {
      itemType: ModeratedItemType;
      itemId: string;
      reason: FlagReason;
      note: string | null;
    }) => (await request(FlagContentDocument, flag)).flagContent,
  });
}
