import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import { type UserPointsDocument, userPointsSchema } from './user-points.schema';

/** The user_points ledger. */
@Injectable()
export class PointsRepository {
  private readonly ledger: DocumentCollection<UserPointsDocument>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.ledger = documents.collection<UserPointsDocument>('user_points', userPointsSchema);
  }

  /** Adds the line unless its source already has one; returns the line that stands and whether it is new. */
  async addOnce(
    line: Omit<UserPointsDocument, '_id' | 'verified' | 'createdAt'>,
  ): Promise<{ line: UserPointsDocument; added: boolean }> {
    try {
      return { line: await this.ledger.insert(line), added: true };
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const existing = await this.ledger.findOne({ sourceKey: line.sourceKey });
      if (!existing) throw error;
      return { line: existing, added: false };
    }
  }

  /** The lines that count (not taken back) and their points: only the points are read, unsorted, as
   * every contribution asks this of a ledger that grows with each one. */
  async tallyOf(userId: string): Promise<{ lines: number; points: number }> {
    const lines = await this.ledger.find(
      { userId, revoked: { $ne: true } },
      { projection: { pointsEarned: 1 } },
    );
    return { lines: lines.length, points: lines.reduce((sum, line) => sum + line.pointsEarned, 0) };
  }

  async ofUser(userId: string, limit?: number): Promise<UserPointsDocument[]> {
    return this.ledger.find({ userId }, { sort: { createdAt: -1 }, ...(limit ? { limit } : {}) });
  }

  async markVerified(sourceKey: string): Promise<boolean> {
    return (await this.ledger.updateOne({ sourceKey }, { $set: { verified: true } })).matched > 0;
  }

  /** Takes the line's points back; false when it was already taken back (or never paid). */
  async revoke(sourceKey: string): Promise<UserPointsDocument | null> {
    return this.ledger.findOneAndUpdate(
      { sourceKey, revoked: { $ne: true } },
      { $set: { revoked: true } },
    );
  }

  /** Gives a taken-back line's points again; null when they stand already (or were never paid). */
  async reinstate(sourceKey: string): Promise<UserPointsDocument | null> {
    return this.ledger.findOneAndUpdate({ sourceKey, revoked: true }, { $set: { revoked: false } });
  }

  /** Whose line it is, whatever its state. */
  async ownerOf(sourceKey: string): Promise<string | null> {
    return (await this.ledger.findOne({ sourceKey }))?.userId ?? null;
  }

  async deleteSource(sourceKey: string): Promise<boolean> {
    return (await this.ledger.deleteOne({ sourceKey })) > 0;
  }

  async deleteUser(userId: string): Promise<number> {
    return this.ledger.deleteMany({ userId });
  }
}
