import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import type { Language } from '@snap/domain';
import { defineMessage, defineQuery } from '../lib/definitions';

/** The tip rules with their messages (product rule "Validation messages") are applied by the community service (shared domain rules). */
export class CreateTipCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @IsString()
  @MaxLength(10_000)
  comment_text!: string;

  /** The page's language when the tip was written; anything but 'es' is English. */
  @IsOptional()
  @IsString()
  @MaxLength(16)
  language?: string;
}

export class StoreTipsQuery {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  storeId!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;

  /** The reader's language: its tips first (newest first), then the other language's. */
  @IsOptional()
  @IsString()
  @MaxLength(16)
  language?: string;
}

export class LatestTipsQuery {
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  storeIds!: string[];
}

/** public_store_comments */
export interface TipView {
  id: string;
  store_id: string;
  user_name: string;
  comment_text: string;
  created_at: string;
  language: Language;
}

export const TipMessages = {
  create: defineMessage<CreateTipCommand, TipView>('community.tips.create.v1', CreateTipCommand),
  list: defineQuery<StoreTipsQuery, TipView[]>('community.tips.list.v1', StoreTipsQuery),
  /** The newest tip of each store that has one (store cards ask for a page of stores at once). */
  latest: defineQuery<LatestTipsQuery, TipView[]>('community.tips.latest.v1', LatestTipsQuery),
} as const;
