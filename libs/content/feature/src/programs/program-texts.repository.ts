import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentCollection,
  type DocumentStore,
  DuplicateKeyError,
} from '@snap/platform-documents';
import { type ProgramTextRecord, programTextSchema } from './program-text.schema';

@Injectable()
export class ProgramTextsRepository {
  private readonly texts: DocumentCollection<ProgramTextRecord>;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.texts = documents.collection<ProgramTextRecord>('program_texts', programTextSchema);
  }

  all(): Promise<ProgramTextRecord[]> {
    return this.texts.find({}, { sort: { kind: 1, name: 1, _id: 1 } });
  }

  byId(id: string): Promise<ProgramTextRecord | null> {
    return this.texts.findOne({ _id: id });
  }

  insert(text: ProgramTextRecord): Promise<ProgramTextRecord> {
    return this.texts.insert(text);
  }

  /** Writes a text only if no text has its id yet (a seed never overwrites an admin's correction);
   * true when it was written. */
  async insertIfAbsent(text: ProgramTextRecord): Promise<boolean> {
    if (await this.byId(text._id)) return false;
    try {
      await this.texts.insert(text);
      return true;
    } catch (error) {
      // Another instance wrote it first.
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /** Replaces an existing text's fields; null when it does not exist. */
  update(id: string, fields: Omit<ProgramTextRecord, '_id'>): Promise<ProgramTextRecord | null> {
    return this.texts.findOneAndUpdate({ _id: id }, { $set: fields });
  }
}
