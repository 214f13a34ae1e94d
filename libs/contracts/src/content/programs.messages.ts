import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { PROGRAM_KINDS, type ProgramKind, type ProgramText } from '@snap/domain';
import { defineMessage, defineQuery } from '../lib/definitions';

export class ProgramTextsQuery {
  /** Only the texts of one program kind; every text when absent. */
  @IsOptional()
  @IsIn(PROGRAM_KINDS, { message: VALIDATION_MESSAGES.programKind })
  kind?: ProgramKind;
}

// The form's fields are checked by the content service with the shared rules (validateProgramText, the
// messages people read); the contract only bounds their size, so an empty source gets 'Source is
// required…', not a type error.
export class SaveProgramTextCommand {
  /** Absent for a new text; an existing text's id to change it. */
  @IsOptional() @IsString() @MaxLength(64) id?: string | null;
  @IsOptional() @IsString() @MaxLength(40) kind?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) name?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) nameEs?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) text?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) textEs?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) asOf?: string | null;
  @IsOptional() @IsString() @MaxLength(2000) source?: string | null;
  @IsOptional() @IsBoolean() everyState?: boolean | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(60)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  states?: string[] | null;
}

export interface SaveProgramTextResult {
  text: ProgramText;
  created: boolean;
  message: string;
}

/** Program texts (hot meals, incentives, Summer EBT, WIC): everyone reads them; only admins write,
 * checked by the content service from the request meta as well as at the gateway. */
export const ProgramMessages = {
  list: defineQuery<ProgramTextsQuery, ProgramText[]>(
    'content.programs.texts.list.v1',
    ProgramTextsQuery,
  ),
  save: defineMessage<SaveProgramTextCommand, SaveProgramTextResult>(
    'content.programs.texts.save.v1',
    SaveProgramTextCommand,
  ),
} as const;
