import { Schema } from 'mongoose';
import { STORE_TYPES, type Store } from '@snap/domain';

/** The kind of list that last listed a store (a file layout, or USDA's live retailer service). */
export type StoreSource =
  | 'ga-research'
  | 'farmers-markets'
  | 'historical-locator'
  | 'locator-export'
  | 'store-locations'
  /** USDA's live retailer service (a sync), or its CSV and GeoJSON downloads. */
  | 'usda-service';

/** What an admin set by hand on a store: it stands through later imports until an admin clears it. */
export interface AdminOverride {
  status?: 'active' | 'closed';
  /** When the admin closed it (an edit later moves `at`, not this): the page's "closed since". */
  closedAt?: string;
  /** Fields the admin edited; imports leave them as the admin set them. */
  fields?: string[];
  by: string;
  at: string;
}

export interface StoreDocument extends Omit<Store, 'id'> {
  _id: string;
  source: StoreSource;
  adminOverride?: AdminOverride | null;
  /** When the newest event of each kind that set fields here happened (newest wins on a replay). */
  eventStamps?: Partial<Record<'reviewStats' | 'phone' | 'hours' | 'provider', string>>;
}

export const STORES_COLLECTION = 'stores';

const nullableString = { type: String, default: null };

export const storeSchema = new Schema<StoreDocument>(
  {
    _id: { type: String, required: true },
    Store_Name: { type: String, required: true, trim: true, minlength: 1 },
    Store_Street_Address: { type: String, default: '' },
    Additional_Address: nullableString,
    City: { type: String, required: true },
    State: { type: String, required: true, match: /^[A-Z]{2}$/ },
    Zip_Code: { type: String, required: true, match: /^\d{5}$/ },
    Zip4: nullableString,
    County: nullableString,
    Store_Type: { type: String, required: true, enum: STORE_TYPES },
    usdaStoreType: { type: String, default: '' },
    Latitude: { type: Number, required: true, min: -90, max: 90 },
    Longitude: { type: Number, required: true, min: -180, max: 180 },
    Record_ID: { type: String, required: true },
    ObjectId: nullableString,
    Grantee_Name: nullableString,
    X: { type: Number, required: true },
    Y: { type: Number, required: true },
    Incentive_Program: nullableString,
    approximateLocation: { type: Boolean, default: false },
    status: { type: String, enum: ['active', 'closed'], default: 'active' },
    listedOn: nullableString,
    delistedOn: nullableString,
    source: { type: String, required: true },
    adminOverride: { type: Schema.Types.Mixed, default: null },
    averageRating: { type: Number, default: null },
    reviewCount: { type: Number, default: 0 },
    phone: nullableString,
    weeklyHours: { type: Schema.Types.Mixed, default: null },
    website: nullableString,
    provider: { type: Schema.Types.Mixed, default: null },
    eventStamps: { type: Schema.Types.Mixed },
    updatedAt: { type: String, required: true },
  },
  { versionKey: false, minimize: false },
);

// ZIP search: exact Zip_Code among active stores.
storeSchema.index({ Zip_Code: 1 });
// No index on status (or State): nearly every store is active, so it would not narrow a read, and the
// embedded store keeps each value's documents in one list that every import write scans.
// Degraded nearby path (index down) for a box the grid cells do not cover (see StoreCells).
storeSchema.index({ Latitude: 1 });
