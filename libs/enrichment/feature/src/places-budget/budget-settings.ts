import { Inject, Injectable } from '@nestjs/common';
import { Schema } from 'mongoose';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';

interface BudgetSettingDocument {
  _id: string;
  value: number;
  updatedBy: string;
  updatedAt: Date;
}

const settingSchema = new Schema(
  {
    _id: { type: String, required: true },
    value: { type: Number, required: true },
    updatedBy: { type: String, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const DAILY_LIMIT = 'places-daily-limit';

/** The daily limit an admin set, kept in enrichment's own documents so it survives restarts and every
 * instance reads the same one; without one, the configured PLACES_DAILY_LIMIT applies. */
@Injectable()
export class BudgetSettings {
  private readonly settings: DocumentCollection<BudgetSettingDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.settings = documents.collection<BudgetSettingDocument>('budget_settings', settingSchema);
  }

  async dailyLimit(): Promise<number | null> {
    return (await this.settings.findOne({ _id: DAILY_LIMIT }))?.value ?? null;
  }

  async setDailyLimit(value: number, by: string): Promise<void> {
    await this.settings.updateOne(
      { _id: DAILY_LIMIT },
      { $set: { value, updatedBy: by, updatedAt: new Date() } },
      { upsert: true },
    );
  }
}
