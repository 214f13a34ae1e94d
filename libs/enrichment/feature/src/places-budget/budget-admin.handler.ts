import { Controller, Inject } from '@nestjs/common';
import {
  AuditEvents,
  BudgetAdminMessages,
  PlacesBudgetHistoryQuery,
  type PlacesBudgetHistory,
  type RequestMeta,
  SetPlacesDailyLimitCommand,
} from '@snap/contracts';
import { MODERATING_ROLES } from '@snap/domain';
import { BUS_CLIENT, type BusClient, OnMessage, requireRole } from '@snap/platform-bus';
import { BudgetSettings } from './budget-settings';
import { PlacesBudget } from './places-budget';

const DAY_MS = 86_400_000;

/** The back-office's view of the places budget: staff read today's spend and the last days; only admins
 * set the limit (roles from the verified token, checked again here). */
@Controller()
export class BudgetAdminHandler {
  constructor(
    private readonly budget: PlacesBudget,
    private readonly settings: BudgetSettings,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  @OnMessage(BudgetAdminMessages.history)
  async history(query: PlacesBudgetHistoryQuery, meta: RequestMeta): Promise<PlacesBudgetHistory> {
    requireRole(meta, MODERATING_ROLES);
    const now = Date.now();
    const dates = Array.from(
      { length: query.days },
      (_, i) => new Date(now - (query.days - 1 - i) * DAY_MS),
    );
    const used = await Promise.all(dates.map((day) => this.budget.usedOn(day)));
    return {
      today: await this.budget.state(new Date(now)),
      days: dates.map((day, i) => ({ date: day.toISOString().slice(0, 10), used: used[i] })),
    };
  }

  @OnMessage(BudgetAdminMessages.setLimit)
  async setLimit(command: SetPlacesDailyLimitCommand, meta: RequestMeta) {
    const adminId = requireRole(meta, ['admin']);
    const before = await this.budget.limit();
    await this.settings.setDailyLimit(command.limit, adminId);
    if (before !== command.limit) {
      await this.bus.publish(AuditEvents.recorded, {
        actorId: adminId,
        action: 'budget.limit-set',
        targetType: 'budget',
        targetId: 'places-daily-limit',
        summary: `Set the daily places limit from ${before} to ${command.limit}`,
        before: { limit: before },
        after: { limit: command.limit },
        occurredAt: new Date().toISOString(),
      });
    }
    return this.budget.state();
  }
}
