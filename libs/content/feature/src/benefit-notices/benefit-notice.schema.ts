import { Schema } from 'mongoose';

/** benefit_notices: a late-benefits notice an admin posted, for some states or ['ALL'] (national). */
export interface BenefitNoticeRecord {
  _id: string;
  states: string[];
  startsOn: string;
  endsOn: string;
  textEn: string;
  textEs: string;
  source: string;
  checkedOn: string;
  links: string[];
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const benefitNoticeSchema = new Schema(
  {
    _id: { type: String, required: true },
    states: { type: [String], required: true },
    startsOn: { type: String, required: true },
    endsOn: { type: String, required: true },
    textEn: { type: String, required: true },
    textEs: { type: String, required: true },
    source: { type: String, required: true },
    checkedOn: { type: String, required: true },
    links: { type: [String], default: [] },
    updatedBy: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Pages ask for the notices that have not ended yet.
benefitNoticeSchema.index({ endsOn: 1 });
