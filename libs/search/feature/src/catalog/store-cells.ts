import { Schema } from 'mongoose';
import type { DocumentCollection, DocumentStore } from '@snap/platform-documents';
import { geoCellOf } from './geo-cells';
import type { StoreDocument } from './store.schema';

/** What ranking a store by distance or by name (and filtering by type, ZIP, state or city) needs,
 * without reading the whole store. */
export interface CellEntry {
  id: string;
  lat: number;
  lng: number;
  type: string;
  name: string;
  city: string;
  state: string;
  zip: string;
}

/** One grid cell: the active stores in it. Its `_id` is the cell id. */
interface CellDocument {
  _id: string;
  stores: CellEntry[];
}

const cellSchema = new Schema(
  {
    _id: { type: String, required: true },
    stores: { type: [Schema.Types.Mixed], default: [] },
  },
  { versionKey: false, minimize: false },
);

export const STORE_CELLS_COLLECTION = 'store_cells';
/** Whether the catalog keeps the grid cells (a boolean; kept when not provided). */
export const KEEP_FALLBACK_CELLS = Symbol('KEEP_FALLBACK_CELLS');
const NOTES_COLLECTION = 'catalog_notes';
const notesSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: String, required: true } },
  { versionKey: false },
);
/** Noted once every store of the catalog is in its cell (new catalogs: from their first store on). */
const CELLS_COMPLETE = 'store-cells-complete';

// One chain of cell writes per documents store, so two changes to one cell in this process never
// lose each other (a cell is read, changed and written back).
const chains = new WeakMap<DocumentStore, Promise<unknown>>();

/**
 * The stores of each grid cell, one document per cell keyed by the cell id: the nearby fallback
 * reads a few cells by `_id`, the one lookup FerretDB answers from an index (it scans the whole
 * collection for any other field, even an indexed one, and for ranges). Kept in step by every write
 * to the catalog; the stores collection stays the truth (the fallback reads the page's stores from it).
 *
 * Only an index that can go down (Elasticsearch) needs them: with `kept` false (the standalone runtime,
 * whose index is in its own process) nothing is written or read, the collection is not even opened (at
 * 300,000 stores it costs ~400 MB of memory once loaded), and the fallback, never used there, would take
 * the range query.
 */
export class StoreCells {
  private readonly cells: DocumentCollection<CellDocument> | null;
  private readonly notes: DocumentCollection<{ _id: string; at: string }>;
  private complete = false;

  constructor(
    private readonly documents: DocumentStore,
    readonly kept = true,
  ) {
    this.cells = kept
      ? documents.collection<CellDocument>(STORE_CELLS_COLLECTION, cellSchema)
      : null;
    this.notes = documents.collection(NOTES_COLLECTION, notesSchema);
  }

  /** True once every store is in its cell; until then the fallback uses the range query. */
  get ready(): boolean {
    return this.complete;
  }

  /** The entries of these cells (one `_id` lookup each). */
  async entriesOf(cellIds: string[]): Promise<CellEntry[]> {
    if (!this.cells) return [];
    return (await this.cells.findByIds(cellIds)).flatMap((cell) => cell.stores);
  }

  /** Every entry of every cell: the whole active catalog in its compact form (a few fields a store). */
  async allEntries(): Promise<CellEntry[]> {
    if (!this.cells) return [];
    return (await this.cells.find({})).flatMap((cell) => cell.stores);
  }

  /** After a store was written: out of the cell it left, into the one it is in (when active). */
  async sync(before: StoreDocument | null, after: StoreDocument | null): Promise<void> {
    if (!this.kept) return;
    const from = before ? cellOf(before) : null;
    const to = after && after.status === 'active' ? cellOf(after) : null;
    const id = (after ?? before)?._id;
    if (!id) return;
    if (from && from !== to)
      await this.change(from, (entries) => entries.filter((e) => e.id !== id));
    if (to && after)
      await this.change(to, (entries) => [...entries.filter((e) => e.id !== id), entryOf(after)]);
  }

  /** Many new stores at once (an import): one write per cell. */
  async addAll(docs: StoreDocument[]): Promise<void> {
    if (!this.kept) return;
    const byCell = groupByCell(docs.filter((doc) => doc.status === 'active'));
    for (const [cell, added] of byCell) {
      const ids = new Set(added.map((entry) => entry.id));
      await this.change(cell, (entries) => [...entries.filter((e) => !ids.has(e.id)), ...added]);
    }
  }

  /** Stores closed by id (their documents read before): out of their cells. */
  async removeAll(docs: StoreDocument[]): Promise<void> {
    if (!this.kept) return;
    for (const [cell, removed] of groupByCell(docs)) {
      const ids = new Set(removed.map((entry) => entry.id));
      await this.change(cell, (entries) => entries.filter((e) => !ids.has(e.id)));
    }
  }

  /** At start-up: ready when noted complete; an empty catalog is complete from its first store on.
   * Not kept: never ready, and a note left by an earlier run that kept them is dropped, so a later run
   * that keeps them again builds them anew rather than trusting cells nobody kept in step. */
  async load(catalogIsEmpty: () => Promise<boolean>): Promise<boolean> {
    if (!this.kept) {
      await this.notes.deleteOne({ _id: CELLS_COMPLETE });
      return false;
    }
    if (await this.notes.findOne({ _id: CELLS_COMPLETE })) return (this.complete = true);
    if (await catalogIsEmpty()) {
      await this.markComplete();
      return true;
    }
    return false;
  }

  /** Builds every cell from the whole catalog (an older catalog, once), then notes it complete. */
  async rebuild(activeStores: StoreDocument[]): Promise<number> {
    const cellsCollection = this.cells;
    if (!cellsCollection) return 0;
    const cells = [...groupByCell(activeStores)].map(([cell, stores]) => ({ _id: cell, stores }));
    // Written whole, in the chain of cell writes: a few large inserts instead of one write per cell.
    const previous = chains.get(this.documents) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        await cellsCollection.deleteMany({});
        await cellsCollection.insertMany(cells);
      });
    chains.set(this.documents, next);
    await next;
    await this.markComplete();
    return activeStores.length;
  }

  async markComplete(): Promise<void> {
    if (!this.kept) return;
    await this.notes.updateOne(
      { _id: CELLS_COMPLETE },
      { $set: { at: new Date().toISOString() } },
      { upsert: true },
    );
    this.complete = true;
  }

  private change(cell: string, edit: (entries: CellEntry[]) => CellEntry[]): Promise<void> {
    const cells = this.cells;
    if (!cells) return Promise.resolve();
    const previous = chains.get(this.documents) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const current = await cells.findOne({ _id: cell });
        await cells.updateOne(
          { _id: cell },
          { $set: { stores: edit(current?.stores ?? []) } },
          { upsert: true },
        );
      });
    chains.set(this.documents, next);
    return next;
  }
}

function cellOf(doc: Pick<StoreDocument, 'Latitude' | 'Longitude'>): string | null {
  return Number.isFinite(doc.Latitude) && Number.isFinite(doc.Longitude)
    ? geoCellOf(doc.Latitude, doc.Longitude)
    : null;
}

function entryOf(doc: StoreDocument): CellEntry {
  return {
    id: doc._id,
    lat: doc.Latitude,
    lng: doc.Longitude,
    type: doc.Store_Type,
    name: doc.Store_Name,
    city: doc.City,
    state: doc.State,
    zip: doc.Zip_Code,
  };
}

function groupByCell(docs: StoreDocument[]): Map<string, CellEntry[]> {
  const byCell = new Map<string, CellEntry[]>();
  for (const doc of docs) {
    const cell = cellOf(doc);
    if (!cell) continue;
    const list = byCell.get(cell);
    if (list) list.push(entryOf(doc));
    else byCell.set(cell, [entryOf(doc)]);
  }
  return byCell;
}
