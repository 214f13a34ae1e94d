import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ReportMessages, type RequestMeta, type SubmissionsQuery } from '@snap/contracts';
import type { SubmissionStatus } from '@snap/domain';
import { AbuseLimit } from '../security/abuse-limits';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import {
  ModeratorGuard,
  OptionalAuthGuard,
  RequestContext,
  SignedInGuard,
} from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { BusinessClaim, BusinessClaimPage, IssueReport, IssueReportPage } from './reports.models';

// Form fields are nullable here so a missing one gets its message from the service (product rule "Validation messages")
// ('Please select an issue type'), not GraphQL's generic one.
const optional = { type: () => String, nullable: true } as const;

/** Report Issue (anyone), Claim Your Business (signed-in) and their back-office for moderators and admins. */
@Resolver()
export class ReportsResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Mutation(() => IssueReport, {
    description:
      "Report a problem with a store's information; the contact e-mail is kept from signed-out visitors only",
  })
  @UseGuards(OptionalAuthGuard, AbuseLimit('reports'))
  reportIssue(
    @Args('storeId', { type: () => ID }) storeId: string,
    @Args('issueType', optional) issueType: string | null,
    @Args('description', optional) description: string | null,
    @Args('userEmail', optional) userEmail: string | null,
    @Args('storeName', optional) storeName: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<IssueReport> {
    return viaBus(() =>
      this.bus.request(
        ReportMessages.reportIssue,
        { storeId, issueType, description, userEmail, storeName },
        { meta },
      ),
    );
  }

  @Mutation(() => BusinessClaim, {
    description: 'Ask to manage a store as its owner or representative',
  })
  @UseGuards(SignedInGuard, AbuseLimit('claims'))
  claimBusiness(
    @Args('storeId', { type: () => ID }) storeId: string,
    @Args('businessRole', optional) businessRole: string | null,
    @Args('ownerName', optional) ownerName: string | null,
    @Args('ownerEmail', optional) ownerEmail: string | null,
    @Args('phone', optional) phone: string | null,
    @Args('verificationMethod', optional) verificationMethod: string | null,
    @Args('additionalInfo', optional) additionalInfo: string | null,
    @Args('storeName', optional) storeName: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<BusinessClaim> {
    return viaBus(() =>
      this.bus.request(
        ReportMessages.claimBusiness,
        {
          storeId,
          businessRole,
          ownerName,
          ownerEmail,
          phone,
          verificationMethod,
          additionalInfo,
          storeName,
        },
        { meta },
      ),
    );
  }

  @Query(() => IssueReportPage, {
    description: 'Issue reports, newest first (moderators and admins)',
  })
  @UseGuards(ModeratorGuard)
  issueReports(
    @Args('status', optional) status: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<IssueReportPage> {
    return viaBus(() =>
      this.bus.request(ReportMessages.listReports, page(status, limit, offset), { meta }),
    );
  }

  @Query(() => BusinessClaimPage, {
    description: 'Business claims, newest first (moderators and admins)',
  })
  @UseGuards(ModeratorGuard)
  businessClaims(
    @Args('status', optional) status: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<BusinessClaimPage> {
    return viaBus(() =>
      this.bus.request(ReportMessages.listClaims, page(status, limit, offset), { meta }),
    );
  }

  @Mutation(() => IssueReport, {
    description: 'Move a report to new, in_review, resolved or rejected (moderators and admins)',
  })
  @UseGuards(ModeratorGuard)
  setIssueReportStatus(
    @Args('id', { type: () => ID }) id: string,
    @Args('status') status: string,
    @Args('note', optional) note: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<IssueReport> {
    return viaBus(() =>
      this.bus.request(
        ReportMessages.setReportStatus,
        { id, status: status as SubmissionStatus, note },
        { meta },
      ),
    );
  }

  @Mutation(() => BusinessClaim, {
    description: 'Move a claim to new, in_review, resolved or rejected (moderators and admins)',
  })
  @UseGuards(ModeratorGuard)
  setBusinessClaimStatus(
    @Args('id', { type: () => ID }) id: string,
    @Args('status') status: string,
    @Args('note', optional) note: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<BusinessClaim> {
    return viaBus(() =>
      this.bus.request(
        ReportMessages.setClaimStatus,
        { id, status: status as SubmissionStatus, note },
        { meta },
      ),
    );
  }
}

function page(status: string | null, limit: number, offset: number): SubmissionsQuery {
  return { ...(status ? { status: status as SubmissionStatus } : {}), limit, offset };
}
