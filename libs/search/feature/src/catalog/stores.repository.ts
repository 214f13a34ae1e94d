import { Inject, Injectable } from '@nestjs/common';
import { Schema } from 'mongoose';
import type { BoundingBox, SameStoreFields, Store } from '@snap/domain';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import { geoCellOf } from './geo-cells';
import {
  type StoreDocument,
  storeSchema,
  STORES_COLLECTION,
  type StoreSource,
} from './store.schema';

export function toStore({ _id, source: _source, geoCell: _cell, ...rest }: StoreDocument): Store {
  return { id: _id, ...rest };
}

export function asStoreDocument(store: Store, source: StoreSource): StoreDocument {
  const { id, ...rest } = store;
  return { _id: id, ...rest, source, geoCell: geoCellOf(store.Latitude, store.Longitude) };
}

/** What the catalog knows about itself (one document per fact), e.g. that every store has its cell. */
interface CatalogNote {
  _id: string;
  at: string;
}
const CATALOG_NOTES_COLLECTION = 'catalog_notes';
const catalogNoteSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: String, required: true } },
  { versionKey: false },
);
const GEO_CELLS_DONE = 'geo-cells-complete';

const WITHOUT_GEO_CELL = { $or: [{ geoCell: { $exists: false } }, { geoCell: null }] };
/** Stores given their cell at once by the background fill of an older catalog. */
const GEO_CELL_FILL_BATCH = 16;

/** The catalog of stores, owned by the search service. */
@Injectable()
export class StoresRepository {
  private readonly stores: DocumentCollection<StoreDocument>;
  private readonly meta: DocumentCollection<CatalogNote>;
  private everyStoreHasItsCell = false;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.stores = documents.collection<StoreDocument>(STORES_COLLECTION, storeSchema);
    this.meta = documents.collection<CatalogNote>(CATALOG_NOTES_COLLECTION, catalogNoteSchema);
  }

  async findById(id: string): Promise<Store | null> {
    const doc = await this.stores.findOne({ _id: id, status: 'active' });
    return doc ? toStore(doc) : null;
  }

  async findByIds(ids: string[]): Promise<Store[]> {
    return (await this.stores.findByIds(ids, { status: 'active' })).map(toStore);
  }

  /** ZIP search: exact ZIP, a name, optionally some types; by name, then id, so stores sharing a name
   * (two 'CVS Pharmacy') come in the same order on every engine. */
  async findByZip(zip: string, storeTypes: string[] | undefined, limit: number): Promise<Store[]> {
    const filter: Record<string, unknown> = {
      Zip_Code: zip,
      status: 'active',
      Store_Name: { $ne: '' },
    };
    if (storeTypes?.length) filter['Store_Type'] = { $in: storeTypes };
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

  /**
   * The fallback path's candidates from the grid: the active stores of these cells. One indexed
   * equality per cell (findIn), and the status and types checked here, so no engine has to evaluate
   * a range or a second condition.
   */
  async activeInCells(cells: string[], storeTypes: string[] | undefined): Promise<Store[]> {
    const docs = await this.stores.findIn('geoCell', cells);
    const types = storeTypes?.length ? new Set(storeTypes) : undefined;
    return docs
      .filter((doc) => doc.status === 'active' && (!types || types.has(doc.Store_Type)))
      .map(toStore);
  }

  /** True once fillGeoCells found (or made) every store with its grid cell; every store written
   * since carries one. Until then the nearby fallback uses the range query. */
  get geoCellsComplete(): boolean {
    return this.everyStoreHasItsCell;
  }

  /**
   * Gives every store of an older catalog its grid cell, a few at a time; returns how many it set.
   * Once done it is noted in the catalog, so later starts skip the scan (a whole-collection scan on
   * FerretDB takes minutes at 300,000 stores).
   */
  async fillGeoCells(): Promise<number> {
    if (await this.meta.findOne({ _id: GEO_CELLS_DONE })) {
      this.everyStoreHasItsCell = true;
      return 0;
    }
    const missing = await this.stores.find(WITHOUT_GEO_CELL, {
      projection: { Latitude: 1, Longitude: 1 },
    });
    for (let i = 0; i < missing.length; i += GEO_CELL_FILL_BATCH) {
      await Promise.all(
        missing
          .slice(i, i + GEO_CELL_FILL_BATCH)
          .map((doc) =>
            this.stores.updateOne(
              { _id: doc._id },
              { $set: { geoCell: geoCellOf(doc.Latitude, doc.Longitude) } },
            ),
          ),
      );
    }
    await this.markGeoCellsComplete();
    return missing.length;
  }

  /** Notes that every store has its cell (each store written since gets one as it is written). */
  async markGeoCellsComplete(): Promise<void> {
    await this.meta.updateOne(
      { _id: GEO_CELLS_DONE },
      { $set: { at: new Date().toISOString() } },
      { upsert: true },
    );
    this.everyStoreHasItsCell = true;
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
    if (storeTypes?.length) filter['Store_Type'] = { $in: storeTypes };
    return (await this.stores.find(filter)).map(toStore);
  }

  /** Direct search: case-insensitive contains on name, city, ZIP or state, by name, then id. */
  async containing(text: string, limit: number): Promise<Store[]> {
    const pattern = new RegExp(text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
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

  async allActive(): Promise<Store[]> {
    return (await this.stores.find({ status: 'active' })).map(toStore);
  }

  async documentsOfSource(source: StoreSource): Promise<StoreDocument[]> {
    return this.stores.find({ source });
  }

  /** The active stores other sources list, by ZIP, with what telling one store from two needs (see isSameStore). */
  async activeOutsideByZip(source: StoreSource): Promise<Map<string, SameStoreFields[]>> {
    const docs = await this.stores.find(
      { status: 'active', source: { $ne: source } },
      {
        projection: {
          Store_Name: 1,
          Store_Street_Address: 1,
          Zip_Code: 1,
          Latitude: 1,
          Longitude: 1,
        },
      },
    );
    const byZip = new Map<string, SameStoreFields[]>();
    for (const doc of docs) {
      const list = byZip.get(doc.Zip_Code);
      if (list) list.push(doc);
      else byZip.set(doc.Zip_Code, [doc]);
    }
    return byZip;
  }

  async insertMany(docs: StoreDocument[]): Promise<void> {
    await this.stores.insertMany(docs);
  }

  async replace(doc: StoreDocument): Promise<void> {
    const { _id, ...fields } = doc;
    await this.stores.updateOne({ _id }, { $set: fields });
  }

  async close(ids: string[], at: string): Promise<void> {
    if (ids.length === 0) return;
    await this.stores.updateMany(
      { _id: { $in: ids } },
      { $set: { status: 'closed', updatedAt: at } },
    );
  }

  async updateFields(id: string, fields: Partial<StoreDocument>): Promise<Store | null> {
    const doc = await this.stores.findOneAndUpdate({ _id: id }, { $set: fields });
    return doc ? toStore(doc) : null;
  }

  async count(filter: Record<string, unknown> = { status: 'active' }): Promise<number> {
    return this.stores.count(filter);
  }
}
