import type { DocumentCollection } from '@snap/platform-documents';
import { DuplicateKeyError } from '@snap/platform-documents';
import { ALL_STATES, isStateOrDc } from '@snap/domain';

interface StateEntry {
  _id: string;
  state: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What the online retailers and the complaint contacts share: entries per state (or ALL), listed for
 * one state with the all-states ones that apply there. */
export class StateEntriesRepository<T extends StateEntry> {
  constructor(
    protected readonly entries: DocumentCollection<T>,
    private readonly order: keyof T & string,
  ) {}

  /** One state's entries and, in the 50 states and DC, the all-states ones; none given: every entry. */
  list(state: string | null): Promise<T[]> {
    const sort = { state: 1 as const, [this.order]: 1 as const };
    if (!state) return this.entries.find({}, { sort });
    const states = isStateOrDc(state) ? [ALL_STATES, state] : [state];
    return this.entries.find({ state: { $in: states } }, { sort });
  }

  findById(id: string): Promise<T | null> {
    return this.entries.findOne({ _id: id });
  }

  insert(entry: T): Promise<T> {
    return this.entries.insert(entry);
  }

  update(id: string, fields: Partial<T>): Promise<T | null> {
    return this.entries.findOneAndUpdate({ _id: id }, { $set: fields });
  }

  async delete(id: string): Promise<boolean> {
    return (await this.entries.deleteOne({ _id: id })) > 0;
  }

  /** Writes a seed entry unless it is there (another instance seeding at the same time). */
  async ensure(entry: T): Promise<void> {
    try {
      await this.entries.insert(entry);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  count(): Promise<number> {
    return this.entries.count({});
  }
}
