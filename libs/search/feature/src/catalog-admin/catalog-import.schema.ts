import { Schema } from 'mongoose';
import type { CatalogImportKind, CatalogImportStatus } from '@snap/contracts';

/** One import run started from the back-office: who, when, which file, and what it did. */
export interface CatalogImportDocument {
  _id: string;
  kind?: CatalogImportKind;
  fileName: string;
  startedBy: string;
  status: CatalogImportStatus;
  format: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  rowsRead: number;
  added: number;
  updated: number;
  unchanged: number;
  closed: number;
  placedByZipCentroid: number;
  skippedCount: number;
  skipped: Array<{ line: number; reason: string }>;
  error: string | null;
  asOf?: string | null;
  completeFor?: string[];
  reopened?: number;
  notes?: string[];
  total?: number | null;
  fetched?: number | null;
  // The row outcomes and store counts of the importer's summary besides those above.
  keptByAdmin?: number;
  olderThanCatalog?: number;
  endedAuthorizations?: number;
  earlierPeriods?: number;
  mergedDuplicates?: number;
  repeatedRows?: number;
  matchedEarlierSources?: number;
  keptOpenByAdmin?: number;
  closingsHeld?: number;
  /** States whose closings wait for an admin. */
  heldClosings?: Array<{ state: string; closing: number; open: number }>;
  /** A refresh: the edition of USDA's layer it read (lastEditDate, ms), which a confirmation must match. */
  lastEditDate?: number | null;
  closingsConfirmedAt?: Date | null;
  closingsConfirmedBy?: string | null;
  /** The refresh that makes the confirmed closings. */
  confirmedIn?: string | null;
  /** This refresh makes the closings another one held: that one's id. */
  confirms?: string | null;
}

export const catalogImportSchema = new Schema(
  {
    _id: { type: String, required: true },
    fileName: { type: String, required: true },
    startedBy: { type: String, required: true },
    status: { type: String, required: true },
    format: { type: String, default: null },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    rowsRead: { type: Number, default: 0 },
    added: { type: Number, default: 0 },
    updated: { type: Number, default: 0 },
    unchanged: { type: Number, default: 0 },
    closed: { type: Number, default: 0 },
    placedByZipCentroid: { type: Number, default: 0 },
    skippedCount: { type: Number, default: 0 },
    skipped: { type: [{ line: Number, reason: String, _id: false }], default: [] },
    error: { type: String, default: null },
    kind: { type: String, default: 'file' },
    asOf: { type: String, default: null },
    completeFor: { type: [String], default: [] },
    reopened: { type: Number, default: 0 },
    notes: { type: [String], default: [] },
    total: { type: Number, default: null },
    fetched: { type: Number, default: null },
    keptByAdmin: { type: Number, default: 0 },
    olderThanCatalog: { type: Number, default: 0 },
    endedAuthorizations: { type: Number, default: 0 },
    earlierPeriods: { type: Number, default: 0 },
    mergedDuplicates: { type: Number, default: 0 },
    repeatedRows: { type: Number, default: 0 },
    matchedEarlierSources: { type: Number, default: 0 },
    keptOpenByAdmin: { type: Number, default: 0 },
    closingsHeld: { type: Number, default: 0 },
    heldClosings: {
      type: [{ state: String, closing: Number, open: Number, _id: false }],
      default: [],
    },
    lastEditDate: { type: Number, default: null },
    closingsConfirmedAt: { type: Date, default: null },
    closingsConfirmedBy: { type: String, default: null },
    confirmedIn: { type: String, default: null },
    confirms: { type: String, default: null },
  },
  { versionKey: false },
);
// The history is read newest first; a running import is looked up before another may start.
catalogImportSchema.index({ startedAt: -1 });
catalogImportSchema.index({ status: 1 });
