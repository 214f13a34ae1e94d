import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type BusinessClaimsQuery, type IssueReportsQuery } from '@snap/api-client/admin';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@snap/domain';
import { request } from '../../../lib/api-client';

export { SUBMISSION_STATUSES, type SubmissionStatus };
export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: 'New',
  in_review: 'In review',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

export type SubmissionKind = 'reports' | 'claims';

export interface Submission {
  id: string;
  storeId: string;
  storeName: string;
  status: SubmissionStatus;
  createdAt: string;
  /** What the person wrote, as the table shows it. */
  details: Array<[string, string]>;
}

type ReportRow = IssueReportsQuery['issueReports']['items'][number];
type ClaimRow = BusinessClaimsQuery['businessClaims']['items'][number];

const Reports = graphql(`
  query IssueReports($status: String, $limit: Int!, $offset: Int!) {
    issueReports(status: $status, limit: $limit, offset: $offset) {
      total
      items {
        id
        storeId
        storeName
        issueType
        description
        userEmail
        status
        createdAt
      }
    }
  }
`);

const Claims = graphql(`
  query BusinessClaims($status: String, $limit: Int!, $offset: Int!) {
    businessClaims(status: $status, limit: $limit, offset: $offset) {
      total
      items {
        id
        storeId
        storeName
        businessRole
        ownerName
        ownerEmail
        phone
        verificationMethod
        additionalInfo
        status
        createdAt
      }
    }
  }
`);

const SetReportStatus = graphql(`
  mutation SetIssueReportStatus($id: ID!, $status: String!) {
    setIssueReportStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const SetClaimStatus = graphql(`
  mutation SetBusinessClaimStatus($id: ID!, $status: String!) {
    setBusinessClaimStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const PAGE_SIZE = 20;

/** A row of either list, with what the person wrote as label and value pairs (empty ones left out). */
function toSubmission(
  row: ReportRow | ClaimRow,
  details: Array<[string, string | null]>,
): Submission {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName: row.storeName,
    status: row.status as SubmissionStatus,
    createdAt: row.createdAt,
    details: details.filter((detail): detail is [string, string] => Boolean(detail[1])),
  };
}

function fromReport(row: ReportRow): Submission {
  return toSubmission(row, [
    ['Issue', row.issueType],
    ['Description', row.description],
    ['Contact', row.userEmail],
  ]);
}

function fromClaim(row: ClaimRow): Submission {
  return toSubmission(row, [
    ['Role', row.businessRole],
    ['Name', row.ownerName],
    ['Email', row.ownerEmail],
    ['Phone', row.phone],
    ['Verify by', row.verificationMethod],
    ['Notes', row.additionalInfo],
  ]);
}

/** Reports or claims in one status (all when null), newest first, a page at a time. */
export function useSubmissions(
  kind: SubmissionKind,
  status: SubmissionStatus | null,
  page: number,
) {
  return useQuery({
    queryKey: ['moderation', kind, status, page],
    queryFn: async ({ signal }) => {
      const variables = { status, limit: PAGE_SIZE, offset: page * PAGE_SIZE };
      if (kind === 'reports') {
        const { issueReports } = await request(Reports, variables, { signal });
        return { total: issueReports.total, items: issueReports.items.map(fromReport) };
      }
      const { businessClaims } = await request(Claims, variables, { signal });
      return { total: businessClaims.total, items: businessClaims.items.map(fromClaim) };
    },
  });
}

export function useSetSubmissionStatus(kind: SubmissionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: SubmissionStatus }): Promise<void> => {
      if (kind === 'reports') await request(SetReportStatus, { id, status });
      else await request(SetClaimStatus, { id, status });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moderation', kind] }),
  });
}
