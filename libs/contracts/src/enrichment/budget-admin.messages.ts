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
  @IsInt({ message: 'The daily limit must be a whole number' })
  @Min(0, { message: 'The daily limit must be between 0 and 1,000,000' })
  @Max(1_000_000, { message: 'The daily limit must be between 0 and 1,000,000' })
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
