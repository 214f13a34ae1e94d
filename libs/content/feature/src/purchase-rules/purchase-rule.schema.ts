import { Schema } from 'mongoose';

/** state_purchase_rules: one state's SNAP purchase rule, keyed by its state code. */
export interface PurchaseRuleRecord {
  _id: string;
  state: string;
  summaryEn: string | null;
  summaryEs: string | null;
  startsOn: string | null;
  confirm: boolean;
  source: string;
  /** The source's date; null only for a seeded line whose source gives none. */
  checkedOn: string | null;
  stateUrl: string | null;
  stateCheckedOn: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const purchaseRuleSchema = new Schema(
  {
    _id: { type: String, required: true },
    state: { type: String, required: true },
    summaryEn: { type: String, default: null },
    summaryEs: { type: String, default: null },
    startsOn: { type: String, default: null },
    confirm: { type: Boolean, default: false },
    source: { type: String, required: true },
    checkedOn: { type: String, default: null },
    stateUrl: { type: String, default: null },
    stateCheckedOn: { type: String, default: null },
    updatedBy: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
