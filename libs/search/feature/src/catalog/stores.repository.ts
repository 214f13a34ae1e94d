import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  type BoundingBox,
  matchesStoreTypes,
  type Store,
  storeTypesReadIncentive,
} from '@snap/domain';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { type CellEntry, KEEP_FALLBACK_CELLS, StoreCells } from './store-cells';
import {
  type StoreDocument,
  storeSchema,
  STORES_COLLECTION,
  type StoreSource,
} from './store.schema';

export function toStore({
  _id,
  source: _source,
  eventStamps: _stamps,
  adminOverride: _override,
  ...rest
}: StoreDocument): Store {
  // Stores imported before listing dates existed carry none.
  const store: Store = {
    id: _id,
    ...rest,
    listedOn: rest.listedOn ?? null,
    delistedOn: rest.delistedOn ?? null,
  };
  // Only set when it applies: the index's documents (open stores) never carry it.
  if (closedByEditors({ status: rest.status, adminOverride: _override }))
    store.closedByEditorsOn = (_override?.closedAt ?? _override?.at ?? '').slice(0, 10);
  return store;
}

/** Closed by an admin by hand (not by a USDA list): its page stays, saying the site's editors closed it. */
function closedByEditors(doc: Pick<StoreDocument, 'status' | 'adminOverride'>): boolean {
  return doc.status === 'closed' && doc.adminOverride?.status === 'closed';
}

export function asStoreDocument(store: Store, source: StoreSource): StoreDocument {
  const { id, ...rest } = store;
  return { _id: id, ...rest, source };
}

/** A closed store keeps its page whoever closed it (USDA's list, or an admin): only a store page and
 * favorites ask for closed ones; search never does. */
function shownToPublic(doc: StoreDocument, includeClosed: boolean): boolean {
  return doc.status === 'active' || (includeClosed && (!!doc.delistedOn || closedByEditors(doc)));
}

/** Up to this many states are counted with a count each; more in one pass over their stores. */
const COUNTED_ONE_BY_ONE = 3;

/** Ids per lookup of an import's matches by id. */
const ID_LOOKUP_SLICE = 1_000;

/** Ids per `$in` write: one statement each, small enough for every engine's message size. */
const LISTING_BATCH = 5_000;

/** Fields a grid cell's entry carries (see StoreCells). */
const CELL_FIELDS: Array<keyof StoreDocument> = [
  'Latitude',
  'Longitude',
  'status',
  'Store_Type',
  'Store_Name',
  'City',
  'State',
  'Zip_Code',
];

/** The facts events set on a store, each applied newest first. */
export type StampKind = 'reviewStats' | 'phone' | 'hours' | 'provider';

/** How far ahead of this clock an event's time may be (another machine's clock). */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** The catalog of stores, owned by the search service. */
@Injectable()
export class StoresRepository {
  private readonly stores: DocumentCollection<StoreDocument>;
  /** The stores of each grid cell, for the nearby fallback (kept in step by every write here, when the
   * catalog keeps them: only beside an index that can go down). */
  readonly cells: StoreCells;

  constructor(
    @Inject(DOCUMENT_STORE) readonly documents: DocumentStore,
    @Optional() @Inject(KEEP_FALLBACK_CELLS) keepCells = true,
  ) {
    this.stores = documents.collection<StoreDocument>(STORES_COLLECTION, storeSchema);
    this.cells = new StoreCells(documents, keepCells);
  }

  /** An open store; with `includeClosed`, also a closed one: one that left USDA's list, or one an admin
   * closed (its page says who closed it and since when). */
  async findById(id: string, includeClosed = false): Promise<Store | null> {
    const doc = await this.stores.findOne({ _id: id });
    return doc && shownToPublic(doc, includeClosed) ? toStore(doc) : null;
  }

  async findByIds(ids: string[], includeClosed = false): Promise<Store[]> {
    if (!includeClosed)
      return (await this.stores.findByIds(ids, { status: 'active' })).map(toStore);
    return (await this.stores.findByIds(ids))
      .filter((doc) => shownToPublic(doc, true))
      .map(toStore);
  }

  /** The same contains-search over the grid cells' compact entries: the engine reads a few fields a
   * store instead of matching a regex across whole documents (FerretDB took 2–5 s for that on the
   * bundled sample, past the bus's answer time on a busy machine); the matches are then read by id. */
  private async containingFromCells(pattern: RegExp, limit: number): Promise<Store[]> {
    const matched = (await this.cells.allEntries())
      .filter(
        (entry) =>
          entry.name !== '' &&
          [entry.name, entry.city, entry.zip, entry.state].some((field) =>
            pattern.test(field ?? ''),
          ),
      )
      .sort((a, b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
      )
      .slice(0, limit);
    const byId = new Map(
      (await this.findByIds(matched.map((entry) => entry.id))).map((s) => [s.id, s]),
    );
    return matched.flatMap((entry) => {
      const store = byId.get(entry.id);
      return store ? [store] : [];
    });
  }

  /** ZIP search: exact ZIP, a name, optionally some types; by name, then id, so stores sharing a name
   * (two 'CVS Pharmacy') come in the same order on every engine. */
  async findByZip(zip: string, storeTypes: string[] | undefined, limit: number): Promise<Store[]> {
    const filter: Record<string, unknown> = {
      Zip_Code: zip,
      status: 'active',
      Store_Name: { $ne: '' },
    };
    Object.assign(filter, storeTypesFilter(storeTypes));
    // Sorted here, not by the engine: FerretDB sorts a regex match over the whole catalog in seconds
    // (4.7 s against 2.2 s unsorted on the Georgia sample), past the bus's answer time.
    const docs = (await this.stores.find(filter)).filter((doc) =>
      matchesStoreTypes(doc, storeTypes),
    );
    return docs
      .sort((a, b) =>
        a.Store_Name < b.Store_Name
          ? -1
          : a.Store_Name > b.Store_Name
            ? 1
            : a._id < b._id
              ? -1
              : a._id > b._id
                ? 1
                : 0,
      )
      .slice(0, limit)
      .map(toStore);
  }

  /** The fallback path's candidates from the grid cells (one `_id` lookup per cell), of these types.
   * The cells know no incentive text: a filter that reads it (storeTypesReadIncentive) uses the box. */
  async inCells(cellIds: string[], storeTypes: string[] | undefined): Promise<CellEntry[]> {
    const types = storeTypes?.length ? new Set(storeTypes) : undefined;
    return (await this.cells.entriesOf(cellIds)).filter((entry) => !types || types.has(entry.type));
  }

  /** At start-up: whether the grid cells are ready (a new catalog's are, from its first store on). */
  async cellsReady(): Promise<boolean> {
    return this.cells.load(() => this.isEmpty());
  }

  /** Whether no store matches (no active store, by default): one document read, where counting scans
   * the whole catalog on FerretDB (2.6 s for the Georgia sample, measured at a restart). */
  async isEmpty(filter: Record<string, unknown> = { status: 'active' }): Promise<boolean> {
    return (await this.stores.find(filter, { limit: 1, projection: { _id: 1 } })).length === 0;
  }

  /** Builds the grid cells once from a catalog that predates them; returns how many stores it placed. */
  async buildCells(): Promise<number> {
    return this.cells.rebuild(await this.stores.find({ status: 'active' }));
  }

  /** The active stores of one ZIP (its indexed equality), for the text fallback. */
  async activeInZip(zip: string): Promise<Store[]> {
    return (await this.stores.findIn('Zip_Code', [zip]))
      .filter((doc) => doc.status === 'active')
      .map(toStore);
  }

  /** The fallback path's candidates: active stores inside a bounding box. */
  async findInBoundingBox(box: BoundingBox, storeTypes: string[] | undefined): Promise<Store[]> {
    const filter: Record<string, unknown> = {
      status: 'active',
      Latitude: { $gte: box.minLat, $lte: box.maxLat },
      Longitude: { $gte: box.minLng, $lte: box.maxLng },
    };
    Object.assign(filter, storeTypesFilter(storeTypes));
    return (await this.stores.find(filter))
      .filter((doc) => matchesStoreTypes(doc, storeTypes))
      .map(toStore);
  }

  /** Direct search: case-insensitive contains on name, city, ZIP or state, by name, then id. */
  async containing(text: string, limit: number): Promise<Store[]> {
    const pattern = new RegExp(text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    if (this.cells.ready) return this.containingFromCells(pattern, limit);
    const filter = {
      status: 'active',
      Store_Name: { $ne: '' },
      $or: [
        { Store_Name: { $regex: pattern } },
        { City: { $regex: pattern } },
        { Zip_Code: { $regex: pattern } },
        { State: { $regex: pattern } },
      ],
    };
    // Sorted here, not by the engine: FerretDB sorts a regex match over the whole catalog in seconds
    // (4.7 s against 2.2 s unsorted on the Georgia sample), past the bus's answer time.
    const docs = await this.stores.find(filter);
    return docs
      .sort((a, b) =>
        a.Store_Name < b.Store_Name
          ? -1
          : a.Store_Name > b.Store_Name
            ? 1
            : a._id < b._id
              ? -1
              : a._id > b._id
                ? 1
                : 0,
      )
      .slice(0, limit)
      .map(toStore);
  }

  /** Every store document, closed ones too (copying a catalog built elsewhere). */
  async allDocuments(): Promise<StoreDocument[]> {
    return this.stores.find({});
  }

  async allActive(): Promise<Store[]> {
    return (await this.stores.find({ status: 'active' })).map(toStore);
  }

  /** Every store of these states, closed ones too: what an import matches its rows against. */
  async documentsInStates(states: string[]): Promise<StoreDocument[]> {
    if (states.length === 0) return [];
    // One pass over the catalog: an index on a field with some fifty values costs every write more
    // (the embedded store keeps each value's documents in one list) than it saves this rare read.
    return this.stores.find({ State: { $in: states } });
  }

  /** Stores by id, closed ones too, in the order asked (an import's matches by id, a batch at a time). */
  async documentsByIds(ids: string[]): Promise<StoreDocument[]> {
    const found: StoreDocument[] = [];
    // In slices, so one request stays small on every engine.
    for (let i = 0; i < ids.length; i += ID_LOOKUP_SLICE)
      found.push(...(await this.stores.findByIds(ids.slice(i, i + ID_LOOKUP_SLICE))));
    return found;
  }

  /** These fields of every store of these states (every store when states is 'all'), closed ones
   * too: what an import keeps of the catalog for matching and closing, without whole documents. */
  async fieldsInStates<K extends keyof StoreDocument>(
    states: string[] | 'all',
    fields: readonly K[],
    filter: Record<string, unknown> = {},
  ): Promise<Array<Pick<StoreDocument, K | '_id'>>> {
    if (states !== 'all' && states.length === 0) return [];
    const projection = Object.fromEntries(fields.map((field) => [field, 1 as const]));
    return this.stores.find(states === 'all' ? filter : { ...filter, State: { $in: states } }, {
      projection: { ...projection, _id: 1 },
    });
  }

  /** The active stores of each state, for the coverage a complete list records. */
  async activeCountByState(states: string[]): Promise<Record<string, number>> {
    if (states.length <= COUNTED_ONE_BY_ONE) {
      const counts = await Promise.all(
        states.map((State) => this.stores.count({ State, status: 'active' })),
      );
      return Object.fromEntries(states.map((state, i) => [state, counts[i]]));
    }
    // Many states (a national list): one pass over the catalog, where a count per state (no index on
    // State) would read it once for each of some fifty states, on every engine.
    const counts: Record<string, number> = Object.fromEntries(states.map((state) => [state, 0]));
    const active = await this.stores.find(
      { status: 'active', State: { $in: states } },
      { projection: { State: 1 } },
    );
    for (const { State } of active) counts[State]++;
    return counts;
  }

  /** An import's changes to the stores it matched (imported fields, status and listing dates only);
   * their grid cells are rewritten once per cell at the end, not once per store. */
  async applyImport(
    updates: Array<{ before: StoreDocument; fields: Partial<StoreDocument> }>,
  ): Promise<void> {
    for (const { before, fields } of updates)
      await this.stores.updateOne({ _id: before._id }, { $set: fields });
    if (!this.cells.kept) return;
    await this.cells.removeAll(updates.map(({ before }) => before));
    await this.cells.addAll(updates.map(({ before, fields }) => ({ ...before, ...fields })));
  }

  /** Stores a list has again as they were: only their listing date and source move, in batches. */
  async markListed(ids: string[], listedOn: string, source: StoreSource): Promise<void> {
    for (let i = 0; i < ids.length; i += LISTING_BATCH)
      await this.stores.updateMany(
        { _id: { $in: ids.slice(i, i + LISTING_BATCH) } },
        { $set: { listedOn, source } },
      );
  }

  /** Inserts stores and places them in their grid cells; an import writing in batches places them
   * once at the end instead (`placeInCells: false`, then `cells.addAll`): one write per cell. */
  async insertMany(docs: StoreDocument[], options: { placeInCells?: boolean } = {}): Promise<void> {
    await this.stores.insertMany(docs);
    if (options.placeInCells !== false) await this.cells.addAll(docs);
  }

  /** Closes stores a complete list no longer has: kept (with their reviews), hidden from search. */
  async close(ids: string[], at: string, delistedOn: string): Promise<void> {
    for (let i = 0; i < ids.length; i += LISTING_BATCH) {
      const batch = ids.slice(i, i + LISTING_BATCH);
      const closing = this.cells.kept ? await this.stores.findByIds(batch) : [];
      await this.stores.updateMany(
        { _id: { $in: batch } },
        { $set: { status: 'closed', delistedOn, updatedAt: at } },
      );
      await this.cells.removeAll(closing);
    }
  }

  async updateFields(id: string, fields: Partial<StoreDocument>): Promise<Store | null> {
    // Ratings, hours and provider data do not move a store between cells; a position, name or status does.
    const moves = this.cells.kept && CELL_FIELDS.some((field) => field in fields);
    const before = moves ? await this.stores.findOne({ _id: id }) : null;
    const doc = await this.stores.findOneAndUpdate({ _id: id }, { $set: fields });
    if (moves) await this.cells.sync(before, doc);
    return doc ? toStore(doc) : null;
  }

  /** The state and type of every active store, for the back-office's catalog figures. */
  async activeStatesAndTypes(): Promise<Array<Pick<StoreDocument, 'State' | 'Store_Type'>>> {
    return this.stores.find({ status: 'active' }, { projection: { State: 1, Store_Type: 1 } });
  }

  /**
   * Sets fields an event carries (absolute values) unless a newer fact of the same kind was applied
   * to the store already: the events of one topic arrive out of order across its partitions (and are
   * handled concurrently), and all over again on a replay, so the newest must win whatever the order.
   * The check and the write are one atomic update, stamped in the store's `eventStamps`. Returns the
   * store after the update, or null when it was skipped (older) or the store is unknown.
   */
  async updateFieldsIfNewer(
    id: string,
    kind: StampKind,
    at: string,
    fields: Partial<StoreDocument>,
    /** Orders two facts of the same instant (an event's id): the greater one stays. */
    tieBreaker?: string,
  ): Promise<Store | null> {
    // Stamps compare as text, so every one is the same UTC form first: '2026-01-01T12:00:00+05:00'
    // (07:00 UTC) must not sort after a later '2026-01-01T10:00:00.000Z'. An unreadable time, or one
    // from the future (it would pin the value against every later fact), is not a fact to apply.
    const instant = Date.parse(at);
    if (!Number.isFinite(instant) || instant > Date.now() + MAX_CLOCK_SKEW_MS) return null;
    // The same instant without an id sorts first (a prefix), so older stamps stay comparable.
    at = new Date(instant).toISOString() + (tieBreaker ? ` ${tieBreaker}` : '');
    const stamp = `eventStamps.${kind}`;
    const doc = await this.stores.findOneAndUpdate(
      { _id: id, $or: [{ [stamp]: { $exists: false } }, { [stamp]: { $lte: at } }] },
      { $set: { ...fields, [stamp]: at } },
    );
    return doc ? toStore(doc) : null;
  }

  /** The place of every open store of these states, for the city pages (coveredCityPages). */
  async activePlacesInStates(
    states: string[],
  ): Promise<Array<Pick<StoreDocument, 'City' | 'State' | 'Zip_Code' | 'Latitude' | 'Longitude'>>> {
    if (states.length === 0) return [];
    return this.stores.find(
      { status: 'active', State: { $in: states } },
      { projection: { City: 1, State: 1, Zip_Code: 1, Latitude: 1, Longitude: 1 } },
    );
  }

  /** True once an open store carries USDA's Incentive_Program field: a catalog loaded only from files
   * without that field knows nothing of incentives (its "0 stores" would be a guess). */
  async anyWithIncentiveProgram(): Promise<boolean> {
    const found = await this.stores.findOne(
      { status: 'active', Incentive_Program: { $gt: '' } },
      { projection: { _id: 1 } },
    );
    return found !== null;
  }

  async count(filter: Record<string, unknown> = { status: 'active' }): Promise<number> {
    return this.stores.count(filter);
  }
}

/** The engine's part of a store-type filter: Store_Type alone, unless the filter asks for Restaurant
 * Meals Program restaurants (some only their incentive text marks): then matchesStoreTypes decides. */
function storeTypesFilter(storeTypes: string[] | undefined): Record<string, unknown> {
  if (!storeTypes?.length || storeTypesReadIncentive(storeTypes)) return {};
  return { Store_Type: { $in: storeTypes } };
}
