import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import { IsInt, Max, Min } from 'class-validator';
import { defineMessage, defineQuery } from '../lib/definitions';
import type { PlacesBudgetState } from './enrichment.messages';

export class PlacesBudgetHistoryQuery {
  @IsInt()
  @Min(1)
  @Max(31)
  days!: number;
}

/** The daily limit an admin sets in the back-office; it replaces PLACES_DAILY_LIMIT from then on. */
export class SetPlacesDailyLimitCommand {
  @IsInt({ message: VALIDATION_MESSAGES.dailyLimitWhole })
  @Min(0, { message: VALIDATION_MESSAGES.dailyLimitRange })
  @Max(1_000_000, { message: VALIDATION_MESSAGES.dailyLimitRange })
  limit!: number;
}

export interface PlacesBudgetHistory {
  today: PlacesBudgetState;
  /** Oldest first, one entry per UTC day, today last. */
  days: Array<{ date: string; used: number }>;
}

export const BudgetAdminMessages = {
  history: defineQuery<PlacesBudgetHistoryQuery, PlacesBudgetHistory>(
    'enrichment.places.budget-history.v1',
    PlacesBudgetHistoryQuery,
  ),
  setLimit: defineMessage<SetPlacesDailyLimitCommand, PlacesBudgetState>(
    'enrichment.places.budget-limit-set.v1',
    SetPlacesDailyLimitCommand,
  ),
} as const;
