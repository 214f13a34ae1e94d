import { Controller } from '@nestjs/common';
import {
  ClaimBusinessCommand,
  ReportMessages,
  type RequestMeta,
  SetSubmissionStatusCommand,
  SubmissionsQuery,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { ClaimsUseCases } from './claims.usecases';

@Controller()
export class ClaimsHandler {
  constructor(private readonly claims: ClaimsUseCases) {}

  @OnMessage(ReportMessages.claimBusiness)
  claim(command: ClaimBusinessCommand, meta: RequestMeta) {
    return this.claims.claim(command, meta);
  }

  @OnMessage(ReportMessages.listClaims)
  list(query: SubmissionsQuery, meta: RequestMeta) {
    return this.claims.list(query, meta);
  }

  @OnMessage(ReportMessages.setClaimStatus)
  setStatus(command: SetSubmissionStatusCommand, meta: RequestMeta) {
    return this.claims.setStatus(command, meta);
  }
}
