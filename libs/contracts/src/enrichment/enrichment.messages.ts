import { IsOptional, IsString, MaxLength } from 'class-validator';
import { defineMessage } from '../lib/definitions';

export class PlacesBudgetQuery {
  @IsOptional()
  @IsString()
  @MaxLength(16)
  reason?: string;
}

export interface PlacesBudgetState {
  /** True once today's provider calls reached the limit: the web shows 'Limited Data Available'. */
  exceeded: boolean;
  used: number;
  limit: number;
}

export const EnrichmentMessages = {
  placesBudget: defineMessage<PlacesBudgetQuery, PlacesBudgetState>('enrichment.places.budget.v1', PlacesBudgetQuery),
} as const;
