import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
  type Filter,
} from '@snap/platform-documents';
import {
  type EbtRefusalCaseDocument,
  ebtRefusalCaseSchema,
  type EbtRefusalClearing,
  type EbtRefusalReportDocument,
  ebtRefusalReportSchema,
  type EbtRefusalReporterDocument,
  ebtRefusalReporterSchema,
} from './ebt-refusal.schema';

/** Refusal reports, the one-per-person claims behind them and the per-store cases. No transactions
 * (FerretDB): the claim is taken first (it is the one-per-30-days rule), then the report stored. */
@Injectable()
export class EbtRefusalsRepository {
  private readonly reports: DocumentCollection<EbtRefusalReportDocument>;
  private readonly reporters: DocumentCollection<EbtRefusalReporterDocument>;
  private readonly cases: DocumentCollection<EbtRefusalCaseDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.reports = documents.collection('ebt_refusal_reports', ebtRefusalReportSchema);
    this.reporters = documents.collection('ebt_refusal_reporters', ebtRefusalReporterSchema);
    this.cases = documents.collection('ebt_refusal_cases', ebtRefusalCaseSchema);
  }

  /** Takes the person's turn on the store: true unless they reported it since `notBefore`. */
  async claim(id: string, now: Date, notBefore: Date): Promise<boolean> {
    try {
      await this.reporters.insert({ _id: id, lastReportedAt: now });
      return true;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const taken = await this.reporters.findOneAndUpdate(
      { _id: id, lastReportedAt: { $lte: notBefore } },
      { $set: { lastReportedAt: now } },
    );
    return taken !== null;
  }

  lastReportOf(id: string): Promise<EbtRefusalReporterDocument | null> {
    return this.reporters.findOne({ _id: id });
  }

  async addReport(report: EbtRefusalReportDocument): Promise<void> {
    await this.reports.insert(report);
  }

  /** The store's reports since `from`, newest first. */
  reportsSince(storeId: string, from: Date): Promise<EbtRefusalReportDocument[]> {
    return this.reports.find(
      { storeId, createdAt: { $gte: from } },
      { sort: { createdAt: -1 }, limit: 500 },
    );
  }

  /** Counts a report on the store's case, creating the case on its first report. */
  async countReport(
    store: { id: string; name: string; state: string },
    at: Date,
  ): Promise<EbtRefusalCaseDocument | null> {
    try {
      await this.cases.insert({
        _id: store.id,
        storeName: store.name,
        state: store.state,
        countsFrom: null,
        open: false,
        totalReports: 0,
        lastReportedAt: at,
        clearings: [],
        createdAt: at,
        updatedAt: at,
      });
    } catch (error) {
      // Reported before, or two first reports racing: the case exists, which is all this asks.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    return this.cases.findOneAndUpdate(
      { _id: store.id },
      {
        $inc: { totalReports: 1 },
        $set: { open: true, lastReportedAt: at, updatedAt: at, storeName: store.name },
      },
    );
  }

  findCase(storeId: string): Promise<EbtRefusalCaseDocument | null> {
    return this.cases.findOne({ _id: storeId });
  }

  /** Reports up to the clearing stop counting; a later clearing never moves the start back. */
  clear(storeId: string, clearing: EbtRefusalClearing): Promise<EbtRefusalCaseDocument | null> {
    return this.cases.findOneAndUpdate(
      {
        _id: storeId,
        $or: [{ countsFrom: null }, { countsFrom: { $lt: clearing.at } }],
      },
      {
        $set: { countsFrom: clearing.at, open: false, updatedAt: clearing.at },
        $push: { clearings: clearing },
      },
    );
  }

  async page(
    filter: Filter,
    limit: number,
    offset: number,
  ): Promise<{ items: EbtRefusalCaseDocument[]; total: number }> {
    const [items, total] = await Promise.all([
      this.cases.find(filter, { sort: { open: -1, lastReportedAt: -1 }, skip: offset, limit }),
      this.cases.count(filter),
    ]);
    return { items, total };
  }

  /** The reported stores among these ids (a USDA list dropping stores). */
  casesAmong(storeIds: readonly string[]): Promise<EbtRefusalCaseDocument[]> {
    return this.cases.findByIds(storeIds);
  }

  /** A deleted account: its reports stay (they counted, each still one person) without a link to it,
   * and its turns on each store go. */
  async forgetUser(userId: string, reporterKey: string): Promise<void> {
    for (const report of await this.reports.find({ userId })) {
      await this.reporters.deleteOne({ _id: `${report.storeId}|${reporterKey}` });
      await this.reports.updateOne(
        { _id: report._id },
        { $set: { userId: null, reporterKey: `deleted:${report._id}` } },
      );
    }
  }
}
