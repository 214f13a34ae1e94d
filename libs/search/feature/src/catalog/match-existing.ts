import { isSameStore, sameStoreKey, type Store } from '@snap/domain';
import { asStoreDocument } from './stores.repository';
import type { StoreDocument, StoreSource } from './store.schema';

/** Sources whose record ids are USDA's own Record IDs: the same id there is the same store. */
export const USDA_RECORD_SOURCES: ReadonlySet<StoreSource> = new Set([
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

/** What is known of a row the import refused: enough to find the store behind it, if any. */
export interface RefusedRow {
  line: number;
  recordId: string;
  /** Null when the row names no state USDA uses (or could not be read): it may be any state's store. */
  state: string | null;
  zip: string | null;
  /** Lower-cased street, as the catalog's Store_Street_Address would read. */
  street: string;
}

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
  /** Rows whose store an admin closed or edited: what the admin set stands. */
  keptByAdmin: number;
  olderThanCatalog: number;
  /** Rows that change their open store (not reopening it) and rows that leave it as it is. */
  updatedRows: number;
  unchangedRows: number;
  /** Stores a complete list lacks that an admin keeps open. */
  keptOpenByAdmin: number;
  /** Stores a complete list lacks that stay open: behind a refused row, or waiting for an admin. */
  closingsHeld: number;
  /** States where the list lacks more than the set share of the open stores: none closed, waiting for
   * an admin to confirm (the stores that would close, and the state's open stores). */
  heldStates: HeldClosing[];
  notes: string[];
  /** The catalog's stores a row of the list matched (set by matchExisting). */
  claimed?: ReadonlySet<string>;
}

/** What closing the stores a complete list lacks reads of each open store of its states. */
export type ClosingCandidate = Pick<
  StoreDocument,
  | '_id'
  | 'State'
  | 'status'
  | 'listedOn'
  | 'adminOverride'
  | 'Record_ID'
  | 'Zip_Code'
  | 'Store_Street_Address'
>;

/** The fields of a store ClosingCandidate reads (a projection). */
export const CLOSING_FIELDS = [
  '_id',
  'State',
  'status',
  'listedOn',
  'adminOverride',
  'Record_ID',
  'Zip_Code',
  'Store_Street_Address',
] as const satisfies ReadonlyArray<keyof StoreDocument>;

export type ClosingInput = Pick<
  PlanInput,
  'asOf' | 'completeFor' | 'refused' | 'maxClosingShare'
> & {
  /** The complete states' stores as they were before the list's writes (open ones are read). */
  existing: readonly ClosingCandidate[];
};

/** A plan that does nothing yet. */
export function emptyPlan(): ImportPlan {
  return {
    inserts: [],
    updates: [],
    relisted: [],
    relistedToDate: [],
    closes: [],
    reopened: 0,
    matchedEarlierSources: 0,
    keptByAdmin: 0,
    olderThanCatalog: 0,
    updatedRows: 0,
    unchangedRows: 0,
    keptOpenByAdmin: 0,
    closingsHeld: 0,
    heldStates: [],
    notes: [],
  };
}

/** A state's closings a complete list would make, held because they are too many to make unasked. */
export interface HeldClosing {
  state: string;
  /** Open stores of the state the list lacks (they would close). */
  closing: number;
  /** Open stores of the state before the list. */
  open: number;
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
  /** Rows refused: the stores behind them are never closed. */
  refused?: readonly RefusedRow[];
  /** Above this share of a state's open stores, a complete list closes none there (an admin decides). */
  maxClosingShare?: number;
}

/** A refresh that would close more than this share of a state's open stores waits for an admin. */
export const MAX_CLOSING_SHARE = 0.1;

/**
 * Decides what an import does to the catalog, without touching it: each incoming store is matched to the
 * store the catalog has (first by id, then by USDA record, then as the same store by name, place and ZIP),
 * which keeps its id; unmatched ones are added; and, for a list complete for some states, the stores of
 * those states it lacks are closed. A list older than a store's newest listing leaves that store alone.
 */
export function matchExisting(input: PlanInput): ImportPlan {
  const { incoming, existing, source, asOf, now } = input;
  const plan = emptyPlan();
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
  const withRecordIds = USDA_RECORD_SOURCES.has(source);
  // Rows of one list with no id that are the same store as several open USDA authorizations.
  const relistedTogether = new Map<Store, StoreDocument[]>();
  for (const store of incoming) {
    if (matches.has(store)) continue;
    const byUsdaRecord = withRecordIds
      ? byRecord.get(`${store.State}|${store.Record_ID}`)
      : undefined;
    if (byUsdaRecord && !claimed.has(byUsdaRecord._id)) {
      matches.set(store, byUsdaRecord);
      claimed.add(byUsdaRecord._id);
      continue;
    }
    const candidates = candidatesFor(store);
    if (!withRecordIds) {
      // Without an id, a row cannot tell two authorizations apart: it relists both, closes neither.
      const authorizations = openAuthorizationsLike(candidates, store, claimed);
      if (authorizations.length > 1) {
        for (const doc of authorizations) claimed.add(doc._id);
        relistedTogether.set(store, authorizations);
        continue;
      }
    }
    const doc = sameStoreIn(candidates, store, claimed, withRecordIds ? store.Record_ID : null);
    if (doc) {
      matches.set(store, doc);
      claimed.add(doc._id);
    }
  }

  for (const docs of relistedTogether.values()) {
    plan.unchangedRows++;
    for (const doc of docs) {
      if (newestListing(doc) >= asOf) continue;
      // Only the date moves: which of them the row describes, and so its fields, is unknown.
      plan.updates.push({ before: doc, fields: { listedOn: asOf, updatedAt: now } });
    }
  }

  for (const store of incoming) {
    if (relistedTogether.has(store)) continue;
    const doc = matches.get(store);
    if (doc) planMatched(plan, store, doc, input);
    else plan.inserts.push(asStoreDocument(store, source));
  }

  plan.claimed = claimed;
  if (input.completeFor.length > 0) closeAbsentStores(plan, { ...input, existing }, claimed);
  return plan;
}

/** What a list's row does to the store it matched: nothing (a newer list dated it, or it reads as
 * the list says), an update, a reopening, or what an admin set stays. */
export function planMatched(
  plan: ImportPlan,
  store: Store,
  doc: StoreDocument,
  input: Pick<PlanInput, 'typed' | 'source' | 'asOf' | 'now'>,
): void {
  const { source, asOf, now } = input;
  if (newestListing(doc) > asOf) {
    plan.olderThanCatalog++;
    return;
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
  const changed = Object.fromEntries(
    Object.entries(fields).filter(
      ([field, value]) => !sameValue(doc[field as ImportedField], value),
    ),
  ) as Partial<StoreDocument>;
  const unchanged = Object.keys(changed).length === 0 && status === doc.status;
  const reopens = doc.status === 'closed' && status === 'active';
  // One outcome per row: a store that opens again counts as reopened, whoever edited it.
  if (reopens) plan.reopened++;
  else if (keptByAdmin) plan.keptByAdmin++;
  else if (unchanged) plan.unchangedRows++;
  else plan.updatedRows++;
  if (unchanged) {
    plan.relisted.push(doc._id);
    if (doc.listedOn !== asOf || doc.source !== source) plan.relistedToDate.push(doc._id);
    return;
  }
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

/**
 * The stores of the complete states this list lacks, closed unless an admin keeps them open, a refused
 * row may be theirs, or so many would close in a state that an admin should look first.
 */
export function closeAbsentStores(
  plan: ImportPlan,
  input: ClosingInput,
  claimed: ReadonlySet<string>,
): void {
  const { existing, asOf } = input;
  const complete = new Set(input.completeFor);
  const mayBeHere = (row: RefusedRow) => row.state === null || complete.has(row.state);
  // A refused row that names neither a record nor a street at a ZIP (a line that could not be read)
  // could be any store of its state, or of every complete state: none of them is closed.
  const untold = (input.refused ?? []).filter(
    (row) => mayBeHere(row) && !row.recordId && !(row.street && row.zip),
  );
  const held = new Set(untold.flatMap((row) => (row.state === null ? [...complete] : [row.state])));
  const behindRefused = new Set<string>();
  // Otherwise a refused row may be a store by its record, or by its street at its ZIP.
  const refusedRecords = new Set<string>();
  const refusedPlaces = new Set<string>();
  for (const row of input.refused ?? []) {
    if (!mayBeHere(row)) continue;
    if (row.recordId) refusedRecords.add(row.recordId);
    if (row.street && row.zip) refusedPlaces.add(`${row.zip}|${row.street}`);
  }
  const isBehindRefused = (doc: ClosingCandidate) =>
    refusedRecords.has(doc._id) ||
    refusedRecords.has(doc.Record_ID) ||
    refusedPlaces.has(`${doc.Zip_Code}|${doc.Store_Street_Address.toLowerCase()}`);
  const openByState = new Map<string, number>();
  const absentByState = new Map<string, string[]>();
  for (const doc of existing) {
    if (!complete.has(doc.State) || doc.status !== 'active') continue;
    openByState.set(doc.State, (openByState.get(doc.State) ?? 0) + 1);
    if (claimed.has(doc._id) || (doc.listedOn ?? '') > asOf) continue;
    if (doc.adminOverride?.status === 'active') {
      plan.keptOpenByAdmin++;
      continue;
    }
    if ((refusedRecords.size > 0 || refusedPlaces.size > 0) && isBehindRefused(doc)) {
      behindRefused.add(doc._id);
      continue;
    }
    const absent = absentByState.get(doc.State);
    if (absent) absent.push(doc._id);
    else absentByState.set(doc.State, [doc._id]);
  }
  if (behindRefused.size > 0) {
    plan.closingsHeld += behindRefused.size;
    plan.notes.push(
      `${behindRefused.size} store(s) behind refused rows stay as they are until an admin decides.`,
    );
  }
  if (untold.length > 0)
    plan.notes.push(
      `The stores behind line(s) ${untold.map((row) => row.line).join(', ')} cannot be told (no record, no street and ZIP could be read): no store of ${[...held].sort().join(', ')} was closed.`,
    );
  const maxShare = input.maxClosingShare ?? MAX_CLOSING_SHARE;
  for (const [state, ids] of absentByState) {
    const open = openByState.get(state) ?? 0;
    if (!held.has(state) && ids.length > maxShare * open) {
      held.add(state);
      plan.notes.push(
        `${ids.length} of ${open} open ${state} stores (${Math.round((100 * ids.length) / open)} %) are not on this list, more than ${Math.round(100 * maxShare)} %: none was closed, waiting for an admin (confirm the closings in the back-office, or import the list again with --confirm-closings).`,
      );
      plan.heldStates.push({ state, closing: ids.length, open });
    }
    if (held.has(state)) plan.closingsHeld += ids.length;
    else plan.closes.push(...ids);
  }
}

/** The catalog's newest word on a store: the later of its last listing and its delisting. */
function newestListing(doc: StoreDocument): string {
  const listed = doc.listedOn ?? '';
  const delisted = doc.delistedOn ?? '';
  return listed > delisted ? listed : delisted;
}

/** An unclaimed store of the same ZIP and chain word that is the same store: open ones first, then the
 * newest listed. A row with a USDA Record ID never takes another open authorization's store. */
function sameStoreIn(
  candidates: StoreDocument[],
  store: Store,
  claimed: ReadonlySet<string>,
  recordId: string | null,
): StoreDocument | undefined {
  let best: StoreDocument | undefined;
  for (const doc of candidates) {
    if (claimed.has(doc._id) || !isSameStore(doc, store)) continue;
    if (recordId !== null && isOtherOpenAuthorization(doc, recordId)) continue;
    if (
      !best ||
      (doc.status === 'active' && best.status !== 'active') ||
      (doc.status === best.status && (doc.listedOn ?? '') > (best.listedOn ?? ''))
    )
      best = doc;
  }
  return best;
}

function isOtherOpenAuthorization(doc: StoreDocument, recordId: string): boolean {
  return (
    doc.status === 'active' && USDA_RECORD_SOURCES.has(doc.source) && doc.Record_ID !== recordId
  );
}

/** The open stores of distinct USDA Record IDs that a row without an id is the same store as. */
function openAuthorizationsLike(
  candidates: StoreDocument[],
  store: Store,
  claimed: ReadonlySet<string>,
): StoreDocument[] {
  const found = new Map<string, StoreDocument>();
  for (const doc of candidates)
    if (
      !claimed.has(doc._id) &&
      doc.status === 'active' &&
      USDA_RECORD_SOURCES.has(doc.source) &&
      !found.has(doc.Record_ID) &&
      isSameStore(doc, store)
    )
      found.set(doc.Record_ID, doc);
  return [...found.values()];
}

/** What this list says of a store the catalog has, keeping what the list does not know better. */
function importedFields(
  store: Store,
  doc: StoreDocument,
  { typed, source }: Pick<PlanInput, 'typed' | 'source'>,
): Partial<Pick<StoreDocument, ImportedField>> {
  const fields: Partial<Pick<StoreDocument, ImportedField>> = {};
  for (const field of IMPORTED_FIELDS) (fields as Record<string, unknown>)[field] = store[field];
  // A type from an earlier source stands unless it was 'Other' or this source typed it itself; a type
  // this list's row lacks (or one from the chain's name) replaces only 'Other'.
  const typedHere = typed.has(store.id);
  const keepsType = typedHere
    ? doc.Store_Type !== 'Other' && doc.source !== source
    : doc.Store_Type !== 'Other' || store.Store_Type === 'Other';
  if (keepsType) {
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
