import { Inject, Injectable } from '@nestjs/common';
import { Schema } from 'mongoose';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
} from '@snap/platform-documents';
import type { StoreSource } from './store.schema';

/** A state whose complete current list was imported (a finished sync, or a file declared complete). */
export interface CoveredStateDocument {
  /** The state code. */
  _id: string;
  asOf: string;
  source: StoreSource;
  completedAt: string;
  /** Active stores of the state right after that import. */
  stores: number;
}

/** The last refresh from each source, for the back-office. */
export interface SourceRefreshDocument {
  _id: StoreSource;
  refreshedAt: string;
  asOf: string;
  complete: boolean;
  added: number;
  updated: number;
  closed: number;
  reopened: number;
  skipped: number;
}

const coveredStateSchema = new Schema<CoveredStateDocument>(
  {
    _id: { type: String, required: true },
    asOf: { type: String, required: true },
    source: { type: String, required: true },
    completedAt: { type: String, required: true },
    stores: { type: Number, required: true },
  },
  { versionKey: false },
);

const sourceRefreshSchema = new Schema<SourceRefreshDocument>(
  {
    _id: { type: String, required: true },
    refreshedAt: { type: String, required: true },
    asOf: { type: String, required: true },
    complete: { type: Boolean, required: true },
    added: { type: Number, default: 0 },
    updated: { type: Number, default: 0 },
    closed: { type: Number, default: 0 },
    reopened: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
  },
  { versionKey: false },
);

/** What the catalog can honestly claim: which states it holds a complete list of, and as of when. */
@Injectable()
export class CatalogCoverageRepository {
  private readonly states: DocumentCollection<CoveredStateDocument>;
  private readonly sources: DocumentCollection<SourceRefreshDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.states = documents.collection<CoveredStateDocument>(
      'catalog_coverage',
      coveredStateSchema,
    );
    this.sources = documents.collection<SourceRefreshDocument>(
      'catalog_sources',
      sourceRefreshSchema,
    );
  }

  async recordComplete(
    states: string[],
    fact: Omit<CoveredStateDocument, '_id' | 'stores'> & { counts: Record<string, number> },
  ): Promise<void> {
    for (const state of states) {
      const { counts, ...rest } = fact;
      await this.states.updateOne(
        { _id: state },
        { $set: { ...rest, stores: counts[state] ?? 0 } },
        { upsert: true },
      );
    }
  }

  async recordRefresh(
    source: StoreSource,
    fact: Omit<SourceRefreshDocument, '_id'>,
  ): Promise<void> {
    await this.sources.updateOne({ _id: source }, { $set: fact }, { upsert: true });
  }

  /** Records what another catalog's coverage says (an import made in a scratch catalog): the same
   * upserts its imports made here would have. */
  async copyFrom(other: CatalogCoverageRepository): Promise<void> {
    for (const { _id, ...fact } of await other.coveredStates())
      await this.states.updateOne({ _id }, { $set: fact }, { upsert: true });
    for (const { _id, ...fact } of await other.refreshes())
      await this.sources.updateOne({ _id }, { $set: fact }, { upsert: true });
  }

  /** Covered states by code. */
  async coveredStates(): Promise<CoveredStateDocument[]> {
    return this.states.find({}, { sort: { _id: 1 } });
  }

  async refreshes(): Promise<SourceRefreshDocument[]> {
    return this.sources.find({}, { sort: { refreshedAt: -1 } });
  }
}
