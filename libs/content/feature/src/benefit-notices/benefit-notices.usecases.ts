import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { BenefitNoticeView, RequestMeta, SaveBenefitNoticeCommand } from '@snap/contracts';
import {
  BENEFIT_NOTICE_MESSAGES,
  helpStateName,
  isNoticeActive,
  NATIONAL,
  normalizeState,
  parseDay,
  validateBenefitNotice,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { recordEbtHelpChange } from '../ebt-help/ebt-help-audit';
import { requireRulesAdmin } from '../purchase-rules/purchase-rules.usecases';
import type { BenefitNoticeRecord } from './benefit-notice.schema';
import { BenefitNoticesRepository } from './benefit-notices.repository';

/** A day earlier than any state's today (UTC−11 is the furthest behind): notices that ended before it
 * are over everywhere. */
function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** Late-benefits notices: an admin posts one (national or for some states) with its dates, text in
 * English and Spanish, source and https links; pages show the ones in effect in their states. */
@Injectable()
export class BenefitNoticesUseCases {
  constructor(
    private readonly notices: BenefitNoticesRepository,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  /** The notices in effect now in any of `states` (national ones included), newest (latest start) first; with
   * no state, the national ones only. Unknown codes are left out. */
  async active(
    states: readonly string[] | null | undefined,
    now = new Date(),
  ): Promise<BenefitNoticeView[]> {
    const codes = (states ?? [])
      .map((code) => normalizeState(code))
      .filter((code): code is string => code !== null);
    const candidates = await this.notices.notEndedBefore(earliestToday(now));
    return candidates
      .filter((notice) =>
        codes.length === 0
          ? isNoticeActive(notice, null, now)
          : codes.some((code) => isNoticeActive(notice, code, now)),
      )
      .map(toView);
  }

  /** Every notice, or those not ended before `endsFrom`, for the back-office. */
  async all(endsFrom: string | null, meta: Partial<RequestMeta>): Promise<BenefitNoticeView[]> {
    requireRulesAdmin(meta);
    const day = parseDay(endsFrom);
    return (await (day ? this.notices.notEndedBefore(day) : this.notices.all())).map(toView);
  }

  async save(
    command: SaveBenefitNoticeCommand,
    meta: Partial<RequestMeta>,
  ): Promise<BenefitNoticeView> {
    const admin = requireRulesAdmin(meta);
    const now = new Date();
    const { value, errors } = validateBenefitNotice(command, now);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    let before: BenefitNoticeRecord | null = null;
    let saved: BenefitNoticeRecord | null;
    if (command.id) {
      before = await this.notices.findById(command.id);
      saved = before
        ? await this.notices.update(command.id, { ...value, updatedBy: admin, updatedAt: now })
        : null;
    } else {
      saved = await this.notices.insert({
        _id: randomUUID(),
        ...value,
        updatedBy: admin,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (!saved) throw rpcError('NOT_FOUND', BENEFIT_NOTICE_MESSAGES.noticeNotFound);
    await this.audit(admin, before, saved, now);
    return toView(saved);
  }

  async delete(id: string, meta: Partial<RequestMeta>): Promise<{ deleted: boolean }> {
    const admin = requireRulesAdmin(meta);
    const before = await this.notices.findById(id);
    if (!before || !(await this.notices.delete(id)))
      throw rpcError('NOT_FOUND', BENEFIT_NOTICE_MESSAGES.noticeNotFound);
    await this.audit(admin, before, null, new Date());
    return { deleted: true };
  }

  private audit(
    actorId: string,
    before: BenefitNoticeRecord | null,
    after: BenefitNoticeRecord | null,
    at: Date,
  ) {
    const notice = (after ?? before) as BenefitNoticeRecord;
    const where = notice.states.includes(NATIONAL)
      ? 'nationwide'
      : notice.states.map(helpStateName).join(', ');
    return recordEbtHelpChange(this.bus, {
      actorId,
      target: 'benefit-notice',
      label: `(${where}, ${notice.startsOn} to ${notice.endsOn})`,
      before,
      after,
      at,
    });
  }
}

function toView(notice: BenefitNoticeRecord): BenefitNoticeView {
  return {
    id: notice._id,
    states: [...notice.states],
    national: notice.states.includes(NATIONAL),
    startsOn: notice.startsOn,
    endsOn: notice.endsOn,
    textEn: notice.textEn,
    textEs: notice.textEs,
    source: notice.source,
    checkedOn: notice.checkedOn,
    links: [...(notice.links ?? [])],
    createdAt: notice.createdAt.toISOString(),
    updatedAt: notice.updatedAt.toISOString(),
  };
}
