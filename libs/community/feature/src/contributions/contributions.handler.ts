import { Controller } from '@nestjs/common';
import {
  AddHoursCommand,
  AddPhoneCommand,
  ContributionMessages,
  ModerateContributionCommand,
  PendingContributionsQuery,
  type RequestMeta,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { ContributionsUseCases } from './contributions.usecases';

@Controller()
export class ContributionsHandler {
  constructor(private readonly contributions: ContributionsUseCases) {}

  @OnMessage(ContributionMessages.addPhone)
  addPhone(command: AddPhoneCommand, meta: RequestMeta) {
    return this.contributions.addPhone(meta.userId, command.storeId, command.phone);
  }

  @OnMessage(ContributionMessages.addHours)
  addHours(command: AddHoursCommand, meta: RequestMeta) {
    return this.contributions.addHours(meta.userId, command.storeId, command.hours);
  }

  @OnMessage(ContributionMessages.pending)
  pending(query: PendingContributionsQuery, meta: RequestMeta) {
    return this.contributions.pending(meta, query.limit);
  }

  @OnMessage(ContributionMessages.approve)
  approve(command: ModerateContributionCommand, meta: RequestMeta) {
    return this.contributions.approve(meta, command.contributionId);
  }

  @OnMessage(ContributionMessages.reject)
  reject(command: ModerateContributionCommand, meta: RequestMeta) {
    return this.contributions.reject(meta, command.contributionId);
  }
}
