import { isSameStore, sameStoreKey, type Store } from '@snap/domain';
import { asStoreDocument } from './stores.repository';
import type { StoreDocument, StoreSource } from './store.schema';

/** Sources whose record ids are USDA's own Record IDs: the same id there is the same store. */
const USDA_RECORD_SOURCES: ReadonlySet<StoreSource> = new Set([
  'historical-locator',
  'locator-export',
  'usda-service',
  'farmers-markets',
]);
/** Sources that carry the healthy-food incentive columns; others leave what the catalog has. */
const INCENTIVE_SOURCES: ReadonlySet<StoreSource> = new Set(['locator-export', 'usda-service']);

/** The fields an import owns and compares; community facts, contributions and provider data are never
 * touched. ObjectId is left out: USDA renumbers it on every publication. */
export const IMPORTED_FIELDS = [
  'Store_Name',
  'Store_Street_Address',
  'Additional_Address',
  'City',
  'State',
  'Zip_Code',
  'Zip4',
  'County',
  'Store_Type',
  'usdaStoreType',
  'Latitude',
  'Longitude',
  'Record_ID',
  'Grantee_Name',
  'X',
  'Y',
  'Incentive_Program',
  'approximateLocation',
] as const satisfies ReadonlyArray<keyof StoreDocument>;
type ImportedField = (typeof IMPORTED_FIELDS)[number];
const POSITION_FIELDS = ['Latitude', 'Longitude', 'X', 'Y', 'approximateLocation'] as const;

export interface ImportPlan {
  inserts: StoreDocument[];
  /** Stores whose imported fields or status change. */
  updates: Array<{ before: StoreDocument; fields: Partial<StoreDocument> }>;
  /** Stores listed again as they are: only their date and source move. */
  relisted: string[];
  /** Of the relisted, those whose listing date or source moves: the rest already read as this list
   * says, so rewriting them would change nothing (a second import of one file writes none). */
  relistedToDate: string[];
  /** Stores of the complete states this list lacks. */
  closes: string[];
  reopened: number;
  matchedEarlierSources: number;
  keptByAdmin: number;
  olderThanCatalog: number;
}

export interface PlanInput {
  incoming: Store[];
  /** Ids of incoming stores whose list gave them a type (a list without a type column gives 'Other'). */
  typed: ReadonlySet<string>;
  /** The catalog's stores in every state the list touches (or is complete for), closed ones too. */
  existing: StoreDocument[];
  source: StoreSource;
  asOf: string;
  completeFor: readonly string[];
  now: string;
}

/**
 * Decides what an import does to the catalog, without touching it: each incoming store is matched to the
 * store the catalog has (first by id, then by USDA record, then as the same store by name, place and ZIP),
 * which keeps its id; unmatched ones are added; and, for a list complete for some states, the stores of
 * those states it lacks are closed. A list older than a store's newest listing leaves that store alone.
 */
export function matchExisting(input: PlanInput): ImportPlan {
  const { incoming, existing, source, asOf, now } = input;
  const plan: ImportPlan = {
    inserts: [],
    updates: [],
    relisted: [],
    relistedToDate: [],
    closes: [],
    reopened: 0,
    matchedEarlierSources: 0,
    keptByAdmin: 0,
    olderThanCatalog: 0,
  };
  const byId = new Map(existing.map((doc) => [doc._id, doc]));
  const byRecord = new Map<string, StoreDocument>();
  for (const doc of existing)
    if (USDA_RECORD_SOURCES.has(doc.source)) byRecord.set(`${doc.State}|${doc.Record_ID}`, doc);

  const claimed = new Set<string>();
  const matches = new Map<Store, StoreDocument>();
  // Exact ids first, so a store matched by place never takes the record another row is.
  for (const store of incoming) {
    const doc = byId.get(store.id);
    if (doc) {
      matches.set(store, doc);
      claimed.add(doc._id);
    }
  }
  // Stores by sameStoreKey, built on first need and only of the stores no id claimed (a claimed one is
  // never a candidate): a refresh whose rows all keep their ids works out no store's name parts.
  let byKey: Map<string, StoreDocument[]> | null = null;
  const candidatesFor = (store: Store): StoreDocument[] => {
    if (!byKey) {
      byKey = new Map();
      for (const doc of existing) {
        if (claimed.has(doc._id)) continue;
        const key = sameStoreKey(doc);
        const list = byKey.get(key);
        if (list) list.push(doc);
        else byKey.set(key, [doc]);
      }
    }
    return byKey.size === 0 ? [] : (byKey.get(sameStoreKey(store)) ?? []);
  };
  for (const store of incoming) {
    if (matches.has(store)) continue;
    const byUsdaRecord = USDA_RECORD_SOURCES.has(source)
      ? byRecord.get(`${store.State}|${store.Record_ID}`)
      : undefined;
    const doc =
      byUsdaRecord && !claimed.has(byUsdaRecord._id)
        ? byUsdaRecord
        : sameStoreIn(candidatesFor(store), store, claimed);
    if (doc) {
      matches.set(store, doc);
      claimed.add(doc._id);
    }
  }

  for (const store of incoming) {
    const doc = matches.get(store);
    if (!doc) {
      plan.inserts.push(asStoreDocument(store, source));
      continue;
    }
    if (newestListing(doc) > asOf) {
      plan.olderThanCatalog++;
      continue;
    }
    if (doc.source !== source) plan.matchedEarlierSources++;
    const fields = importedFields(store, doc, input);
    const adminFields = new Set(doc.adminOverride?.fields ?? []);
    let keptByAdmin = false;
    for (const field of adminFields) {
      if (field in fields) {
        delete fields[field as ImportedField];
        keptByAdmin = true;
      }
    }
    const status = doc.adminOverride?.status ?? 'active';
    if (doc.adminOverride?.status === 'closed') keptByAdmin = true;
    if (keptByAdmin) plan.keptByAdmin++;
    const changed = Object.fromEntries(
      Object.entries(fields).filter(
        ([field, value]) => !sameValue(doc[field as ImportedField], value),
      ),
    ) as Partial<StoreDocument>;
    if (Object.keys(changed).length === 0 && status === doc.status) {
      plan.relisted.push(doc._id);
      if (doc.listedOn !== asOf || doc.source !== source) plan.relistedToDate.push(doc._id);
      continue;
    }
    if (doc.status === 'closed' && status === 'active') plan.reopened++;
    plan.updates.push({
      before: doc,
      fields: {
        ...changed,
        status,
        delistedOn: status === 'active' ? null : (doc.delistedOn ?? null),
        listedOn: asOf,
        source,
        updatedAt: now,
      },
    });
  }

  if (input.completeFor.length > 0) {
    const complete = new Set(input.completeFor);
    for (const doc of existing) {
      if (!complete.has(doc.State) || doc.status !== 'active' || claimed.has(doc._id)) continue;
      if ((doc.listedOn ?? '') > asOf) continue;
      if (doc.adminOverride?.status === 'active') {
        plan.keptByAdmin++;
        continue;
      }
      plan.closes.push(doc._id);
    }
  }
  return plan;
}

/** The catalog's newest word on a store: the later of its last listing and its delisting. */
function newestListing(doc: StoreDocument): string {
  const listed = doc.listedOn ?? '';
  const delisted = doc.delistedOn ?? '';
  return listed > delisted ? listed : delisted;
}

/** An unclaimed store of the same ZIP and chain word that is the same store: open ones first, then the newest listed. */
function sameStoreIn(
  candidates: StoreDocument[],
  store: Store,
  claimed: ReadonlySet<string>,
): StoreDocument | undefined {
  let best: StoreDocument | undefined;
  for (const doc of candidates) {
    if (claimed.has(doc._id) || !isSameStore(doc, store)) continue;
    if (
      !best ||
      (doc.status === 'active' && best.status !== 'active') ||
      (doc.status === best.status && (doc.listedOn ?? '') > (best.listedOn ?? ''))
    )
      best = doc;
  }
  return best;
}

/** What this list says of a store the catalog has, keeping what the list does not know better. */
function importedFields(
  store: Store,
  doc: StoreDocument,
  { typed, source }: PlanInput,
): Partial<Pick<StoreDocument, ImportedField>> {
  const fields: Partial<Pick<StoreDocument, ImportedField>> = {};
  for (const field of IMPORTED_FIELDS) (fields as Record<string, unknown>)[field] = store[field];
  // A type from an earlier source stands unless it was 'Other' or this source typed it itself.
  const typedHere = typed.has(store.id);
  if (!typedHere || (doc.Store_Type !== 'Other' && doc.source !== source)) {
    fields.Store_Type = doc.Store_Type;
    fields.usdaStoreType = doc.usdaStoreType;
  }
  if (!USDA_RECORD_SOURCES.has(source)) fields.Record_ID = doc.Record_ID;
  if (!INCENTIVE_SOURCES.has(source)) {
    fields.Incentive_Program = doc.Incentive_Program ?? null;
    fields.Grantee_Name = doc.Grantee_Name ?? null;
  }
  if (store.Zip4 === null) fields.Zip4 = doc.Zip4 ?? null;
  if (store.County === null) fields.County = doc.County ?? null;
  // A list without coordinates for the store does not move it from where an earlier one placed it.
  if (store.approximateLocation && !doc.approximateLocation)
    for (const field of POSITION_FIELDS) (fields as Record<string, unknown>)[field] = doc[field];
  return fields;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a == null && b == null);
}
