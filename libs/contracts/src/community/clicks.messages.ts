import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import { IsNumber, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { defineMessage } from '../lib/definitions';

/** A store opened from the results. Deliberately loose: a click that breaks the rules (no user, an
 * unknown store, bad coordinates) is not an error for the visitor, only a logged warning. */
export class RecordStoreClickCommand {
  @IsOptional()
  @IsString()
  @MaxLength(64)
  storeId?: string | null;

  @IsOptional()
  @IsNumber({ allowNaN: true, allowInfinity: true })
  lat?: number | null;

  @IsOptional()
  @IsNumber({ allowNaN: true, allowInfinity: true })
  lng?: number | null;

  /** Set by the web so a retried call records the click once. */
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.clickId })
  clickId?: string | null;
}

export const ClickMessages = {
  record: defineMessage<RecordStoreClickCommand, { recorded: boolean }>(
    'community.clicks.record.v1',
    RecordStoreClickCommand,
  ),
} as const;
