import { Schema } from 'mongoose';
import { PROGRAM_KINDS, PROGRAM_TEXT_LIMITS, type ProgramKind } from '@snap/domain';

/** program_texts: one dated, sourced fact about a benefit program, where it applies. */
export interface ProgramTextRecord {
  _id: string;
  kind: ProgramKind;
  name: string;
  text: string;
  /** The Spanish name and text; null (or absent, on a text saved before texts were stored per
   * language) until written. */
  nameEs?: string | null;
  textEs?: string | null;
  asOf: string;
  source: string;
  everyState: boolean;
  states: string[];
  updatedAt: Date;
  /** The admin who last saved it; null for a text seeded from the facts file. */
  updatedBy: string | null;
}

export const programTextSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, enum: PROGRAM_KINDS },
    name: { type: String, required: true, maxlength: PROGRAM_TEXT_LIMITS.nameMax },
    text: { type: String, required: true, maxlength: PROGRAM_TEXT_LIMITS.textMax },
    nameEs: { type: String, default: null, maxlength: PROGRAM_TEXT_LIMITS.nameMax },
    textEs: { type: String, default: null, maxlength: PROGRAM_TEXT_LIMITS.textMax },
    asOf: { type: String, required: true, maxlength: PROGRAM_TEXT_LIMITS.asOfMax },
    source: { type: String, required: true, maxlength: PROGRAM_TEXT_LIMITS.sourceMax },
    everyState: { type: Boolean, default: false },
    states: { type: [String], default: [] },
    updatedAt: { type: Date, default: () => new Date() },
    updatedBy: { type: String, default: null },
  },
  { versionKey: false },
);
// The whole list is read at once (a few dozen texts at most), in the order the tips page shows them.
programTextSchema.index({ kind: 1, name: 1 });
