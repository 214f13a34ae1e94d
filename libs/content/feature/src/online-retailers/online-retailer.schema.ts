import { Schema } from 'mongoose';

/** online_ebt_retailers: a retailer that takes SNAP online in a state (or ALL: the 50 states and DC). */
export interface OnlineRetailerRecord {
  _id: string;
  state: string;
  name: string;
  website: string | null;
  note: string | null;
  /** The Spanish note; null (or absent, on an entry saved before texts were stored per language)
   * until written. */
  noteEs?: string | null;
  source: string;
  checkedOn: string;
  /** The stores (USDA record ids) whose orders it takes online; absent on entries saved before. */
  storeIds?: string[];
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const onlineRetailerSchema = new Schema(
  {
    _id: { type: String, required: true },
    state: { type: String, required: true },
    name: { type: String, required: true },
    website: { type: String, default: null },
    note: { type: String, default: null },
    noteEs: { type: String, default: null },
    source: { type: String, required: true },
    checkedOn: { type: String, required: true },
    storeIds: { type: [String], default: [] },
    updatedBy: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The page of one state: its entries and the all-states ones.
onlineRetailerSchema.index({ state: 1, name: 1 });
// A store page asks which retailers take its orders online.
onlineRetailerSchema.index({ storeIds: 1 });
