import { Inject, Injectable } from '@nestjs/common';
import type { PurchaseRuleView, RequestMeta, SavePurchaseRuleCommand } from '@snap/contracts';
import {
  helpStateName,
  PURCHASE_RULE_MESSAGES,
  purchaseRuleShown,
  stateToday,
  validatePurchaseRule,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient, requireRole, rpcError } from '@snap/platform-bus';
import { recordEbtHelpChange } from '../ebt-help/ebt-help-audit';
import type { PurchaseRuleRecord } from './purchase-rule.schema';
import { PurchaseRulesRepository } from './purchase-rules.repository';

/** Rules, and notices, are changed by admins only: the roles come from the verified token the gateway
 * passes in the request meta, so this holds for a caller that skips the gateway's guard. */
export function requireRulesAdmin(meta: Partial<RequestMeta> | undefined): string {
  return requireRole(meta, ['admin'], PURCHASE_RULE_MESSAGES.notAdmin);
}

/** What SNAP cannot buy in each state: anyone reads; admins add and correct a state's rule (each with
 * a source and its date), every change recorded in the audit trail. */
@Injectable()
export class PurchaseRulesUseCases {
  constructor(
    private readonly rules: PurchaseRulesRepository,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  async list(
    states: readonly string[] | null | undefined,
    now = new Date(),
  ): Promise<PurchaseRuleView[]> {
    const codes = states?.length ? states.map((s) => s.trim().toUpperCase()) : null;
    return (await this.rules.list(codes)).map((rule) => toView(rule, now));
  }

  async save(
    command: SavePurchaseRuleCommand,
    meta: Partial<RequestMeta>,
  ): Promise<PurchaseRuleView> {
    const admin = requireRulesAdmin(meta);
    const now = new Date();
    const { value, errors } = validatePurchaseRule(command, now);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const before = await this.rules.find(value.state);
    const fields = { ...value, updatedBy: admin, updatedAt: now };
    const saved = before
      ? await this.rules.update(value.state, fields)
      : await this.rules.insert({ _id: value.state, ...fields, createdAt: now });
    if (!saved) throw rpcError('NOT_FOUND', PURCHASE_RULE_MESSAGES.ruleNotFound);
    await this.audit(admin, before, saved, now);
    return toView(saved, now);
  }

  async delete(state: string, meta: Partial<RequestMeta>): Promise<{ deleted: boolean }> {
    const admin = requireRulesAdmin(meta);
    const code = state.trim().toUpperCase();
    const before = await this.rules.find(code);
    if (!before || !(await this.rules.delete(code)))
      throw rpcError('NOT_FOUND', PURCHASE_RULE_MESSAGES.ruleNotFound);
    await this.audit(admin, before, null, new Date());
    return { deleted: true };
  }

  private audit(
    actorId: string,
    before: PurchaseRuleRecord | null,
    after: PurchaseRuleRecord | null,
    at: Date,
  ) {
    const state = (after ?? before)?.state ?? '';
    return recordEbtHelpChange(this.bus, {
      actorId,
      target: 'purchase-rule',
      label: helpStateName(state),
      before,
      after,
      at,
    });
  }
}

function toView(rule: PurchaseRuleRecord, now: Date): PurchaseRuleView {
  return {
    state: rule.state,
    stateName: helpStateName(rule.state),
    summaryEn: rule.summaryEn ?? null,
    summaryEs: rule.summaryEs ?? null,
    startsOn: rule.startsOn ?? null,
    confirm: Boolean(rule.confirm),
    shown: purchaseRuleShown(
      {
        summaryEn: rule.summaryEn ?? null,
        summaryEs: rule.summaryEs ?? null,
        startsOn: rule.startsOn ?? null,
        confirm: Boolean(rule.confirm),
      },
      stateToday(rule.state, now),
    ),
    source: rule.source,
    checkedOn: rule.checkedOn ?? null,
    stateUrl: rule.stateUrl ?? null,
    stateCheckedOn: rule.stateUrl ? (rule.stateCheckedOn ?? null) : null,
    updatedAt: rule.updatedAt.toISOString(),
  };
}
