import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

/** The actions the trail records, as the filter offers them (the server's AUDIT_ACTIONS). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'role.assigned': 'Role assigned',
  'role.removed': 'Role removed',
  'moderation.decided': 'Moderation decision',
  'catalog.imported': 'Catalog import',
  'catalog.closings-confirmed': 'Held closings confirmed',
  'store.edited': 'Store edited',
  'store.closed': 'Store closed',
  'store.reopened': 'Store reopened',
  'store.override-cleared': 'Store handed back to USDA imports',
  'budget.limit-set': 'Budget limit set',
  'blog.changed': 'Blog change',
  'program-text.changed': 'Program text change',
  'ebt-help.changed': 'EBT help change',
  'second-factor.enrolled': 'Two-step verification turned on',
  'second-factor.removed': 'Two-step verification turned off',
  'second-factor.reset': 'Two-step verification reset (recovery)',
  'second-factor.token-enrolled': 'Hardware token enrolled (operator)',
  'second-factor.recovery-code-used': 'Recovery code used',
};

export interface AuditFilter {
  action: string;
  actorEmail: string;
  /** yyyy-mm-dd, local day, inclusive. */
  from: string;
  to: string;
}

export const PAGE_SIZE = 25;

const AuditEntries = graphql(`
  query AdminAuditEntries(
    $action: String
    $actorEmail: String
    $from: String
    $to: String
    $limit: Int!
    $offset: Int!
  ) {
    auditEntries(
      action: $action
      actorEmail: $actorEmail
      from: $from
      to: $to
      limit: $limit
      offset: $offset
    ) {
      total
      items {
        id
        actorEmail
        actorId
        action
        targetType
        targetId
        summary
        before
        after
        occurredAt
      }
    }
  }
`);

const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

export function useAuditEntries(filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: ['audit', filter, page],
    queryFn: async ({ signal }) =>
      (
        await request(
          AuditEntries,
          {
            action: filter.action || null,
            actorEmail: filter.actorEmail.trim() || null,
            from: filter.from ? startOfDay(filter.from) : null,
            to: filter.to ? endOfDay(filter.to) : null,
            limit: PAGE_SIZE,
            offset: page * PAGE_SIZE,
          },
          { signal },
        )
      ).auditEntries,
    placeholderData: keepPreviousData,
  });
}
