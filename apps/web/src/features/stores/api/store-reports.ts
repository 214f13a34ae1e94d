import { useMutation } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import type { BusinessClaimValue, IssueReportValue } from '@snap/domain';
import { request } from '../../../lib/api-client';

const ReportIssueDocument = graphql(`
  mutation ReportIssue(
    $storeId: ID!
    $storeName: String
    $issueType: String
    $description: String
    $userEmail: String
  ) {
    reportIssue(
      storeId: $storeId
      storeName: $storeName
      issueType: $issueType
      description: $description
      userEmail: $userEmail
    ) {
      id
      status
    }
  }
`);

const ClaimBusinessDocument = graphql(`
  mutation ClaimBusiness(
    $storeId: ID!
    $storeName: String
    $businessRole: String
    $ownerName: String
    $ownerEmail: String
    $phone: String
    $verificationMethod: String
    $additionalInfo: String
  ) {
    claimBusiness(
      storeId: $storeId
      storeName: $storeName
      businessRole: $businessRole
      ownerName: $ownerName
      ownerEmail: $ownerEmail
      phone: $phone
      verificationMethod: $verificationMethod
      additionalInfo: $additionalInfo
    ) {
      id
      status
    }
  }
`);

/** Open to anyone; the server keeps the contact e-mail only from signed-out visitors. */
export function useReportIssue(storeId: string) {
  return useMutation({
    mutationFn: (report: IssueReportValue & { storeName: string }) =>
      request(ReportIssueDocument, { storeId, ...report }),
  });
}

/** Signed-in users only (the server refuses others). */
export function useClaimBusiness(storeId: string) {
  return useMutation({
    mutationFn: (claim: BusinessClaimValue & { storeName: string }) =>
      request(ClaimBusinessDocument, { storeId, ...claim }),
  });
}
