import { Schema } from 'mongoose';

/** help_facts: one dated text per key (HELP_FACTS), the words the help pages show beside the lists. */
export interface HelpFactRecord {
  _id: string;
  text: string;
  /** The Spanish text; null (or absent, on a text saved before texts were stored per language) until
   * written. */
  textEs?: string | null;
  source: string;
  checkedOn: string;
  updatedBy: string | null;
  updatedAt: Date;
}

export const helpFactSchema = new Schema(
  {
    _id: { type: String, required: true },
    text: { type: String, required: true },
    textEs: { type: String, default: null },
    source: { type: String, required: true },
    checkedOn: { type: String, required: true },
    updatedBy: { type: String, default: null },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
