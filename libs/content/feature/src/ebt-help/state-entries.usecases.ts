import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '@snap/contracts';
import { rpcError } from '@snap/platform-bus';
import { requireHelpAdmin } from './ebt-help-admin';
import type { StateEntriesRepository } from './state-entries.repository';

interface StateEntryRecord {
  _id: string;
  state: string;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the online retailers and the complaint contacts share: anyone reads a state's entries; an admin
 * adds, corrects and deletes them, each checked by its own rules. */
export abstract class StateEntriesUseCases<
  TRecord extends StateEntryRecord,
  TCommand extends { id?: string | null },
  TView,
> {
  protected constructor(
    private readonly entries: StateEntriesRepository<TRecord>,
    private readonly notFound: string,
  ) {}

  /** The entry's own fields, or the messages that refuse them. */
  protected abstract validate(command: TCommand): { value: Partial<TRecord>; errors: string[] };

  protected abstract toView(record: TRecord): TView;

  async list(state: string | null | undefined): Promise<TView[]> {
    return (await this.entries.list(state?.trim().toUpperCase() || null)).map((record) =>
      this.toView(record),
    );
  }

  async save(command: TCommand, meta: Partial<RequestMeta>): Promise<TView> {
    const admin = requireHelpAdmin(meta);
    const { value, errors } = this.validate(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const now = new Date();
    if (command.id) {
      const updated = await this.entries.update(command.id, {
        ...value,
        updatedBy: admin,
        updatedAt: now,
      });
      if (!updated) throw rpcError('NOT_FOUND', this.notFound);
      return this.toView(updated);
    }
    return this.toView(
      await this.entries.insert({
        _id: randomUUID(),
        ...value,
        updatedBy: admin,
        createdAt: now,
        updatedAt: now,
      } as TRecord),
    );
  }

  async delete(id: string, meta: Partial<RequestMeta>): Promise<{ deleted: boolean }> {
    requireHelpAdmin(meta);
    if (!(await this.entries.delete(id))) throw rpcError('NOT_FOUND', this.notFound);
    return { deleted: true };
  }
}
