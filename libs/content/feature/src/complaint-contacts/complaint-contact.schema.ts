import { Schema } from 'mongoose';

/** complaint_contacts: where people complain about a store that refused SNAP, per state (or ALL). */
export interface ComplaintContactRecord {
  _id: string;
  state: string;
  office: string;
  contact: string | null;
  /** The office and the contact in Spanish; null (or absent, on an entry saved before texts were
   * stored per language) until written. */
  officeEs?: string | null;
  contactEs?: string | null;
  source: string;
  checkedOn: string;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const complaintContactSchema = new Schema(
  {
    _id: { type: String, required: true },
    state: { type: String, required: true },
    office: { type: String, required: true },
    contact: { type: String, default: null },
    officeEs: { type: String, default: null },
    contactEs: { type: String, default: null },
    source: { type: String, required: true },
    checkedOn: { type: String, required: true },
    updatedBy: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The store page of one state: its contacts and the all-states ones.
complaintContactSchema.index({ state: 1, office: 1 });
