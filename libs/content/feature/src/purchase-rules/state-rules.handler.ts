import { Controller } from '@nestjs/common';
import {
  AllBenefitNoticesQuery,
  BenefitNoticesQuery,
  DeleteBenefitNoticeCommand,
  DeletePurchaseRuleCommand,
  PurchaseRulesQuery,
  type RequestMeta,
  SaveBenefitNoticeCommand,
  SavePurchaseRuleCommand,
  StateRulesMessages,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { BenefitNoticesUseCases } from '../benefit-notices/benefit-notices.usecases';
import { PurchaseRulesUseCases } from './purchase-rules.usecases';

@Controller()
export class StateRulesHandler {
  constructor(
    private readonly rules: PurchaseRulesUseCases,
    private readonly notices: BenefitNoticesUseCases,
  ) {}

  @OnMessage(StateRulesMessages.purchaseRules)
  purchaseRules(query: PurchaseRulesQuery) {
    return this.rules.list(query.states);
  }

  @OnMessage(StateRulesMessages.savePurchaseRule)
  savePurchaseRule(command: SavePurchaseRuleCommand, meta: RequestMeta) {
    return this.rules.save(command, meta);
  }

  @OnMessage(StateRulesMessages.deletePurchaseRule)
  deletePurchaseRule(command: DeletePurchaseRuleCommand, meta: RequestMeta) {
    return this.rules.delete(command.state, meta);
  }

  @OnMessage(StateRulesMessages.benefitNotices)
  benefitNotices(query: BenefitNoticesQuery) {
    return this.notices.active(query.states);
  }

  @OnMessage(StateRulesMessages.allBenefitNotices)
  allBenefitNotices(query: AllBenefitNoticesQuery, meta: RequestMeta) {
    return this.notices.all(query.endsFrom ?? null, meta);
  }

  @OnMessage(StateRulesMessages.saveBenefitNotice)
  saveBenefitNotice(command: SaveBenefitNoticeCommand, meta: RequestMeta) {
    return this.notices.save(command, meta);
  }

  @OnMessage(StateRulesMessages.deleteBenefitNotice)
  deleteBenefitNotice(command: DeleteBenefitNoticeCommand, meta: RequestMeta) {
    return this.notices.delete(command.id, meta);
  }
}
