import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '@snap/contracts';
import { type BusClient, rpcError } from '@snap/platform-bus';
import { requireHelpAdmin } from './ebt-help-admin';
import { type EbtHelpTarget, recordEbtHelpChange } from './ebt-help-audit';
import type { StateEntriesRepository } from './state-entries.repository';

interface StateEntryRecord {
  _id: string;
  state: string;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the online retailers and the complaint contacts share: anyone reads a state's entries; an admin
 * adds, corrects and deletes them, each checked by its own rules and recorded in the audit trail. */
export abstract class StateEntriesUseCases<
  TRecord extends StateEntryRecord,
  TCommand extends { id?: string | null },
  TView,
> {
  protected constructor(
    private readonly entries: StateEntriesRepository<TRecord>,
    private readonly notFound: string,
    private readonly bus: BusClient,
    private readonly auditTarget: EbtHelpTarget,
  ) {}

  /** The entry's own fields, or the messages that refuse them. */
  protected abstract validate(
    command: TCommand,
  ): Promise<{ value: Partial<TRecord>; errors: string[] }>;

  protected abstract toView(record: TRecord): TView;

  /** How the audit trail names an entry, e.g. "Walmart (GA)". */
  protected abstract auditLabel(record: TRecord): string;

  async list(state: string | null | undefined): Promise<TView[]> {
    return (await this.entries.list(state?.trim().toUpperCase() || null)).map((record) =>
      this.toView(record),
    );
  }

  async save(command: TCommand, meta: Partial<RequestMeta>): Promise<TView> {
    const admin = requireHelpAdmin(meta);
    const { value, errors } = await this.validate(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const now = new Date();
    let before: TRecord | null = null;
    let saved: TRecord;
    if (command.id) {
      before = await this.entries.findById(command.id);
      const updated = before
        ? await this.entries.update(command.id, { ...value, updatedBy: admin, updatedAt: now })
        : null;
      if (!updated) throw rpcError('NOT_FOUND', this.notFound);
      saved = updated;
    } else {
      saved = await this.entries.insert({
        _id: randomUUID(),
        ...value,
        updatedBy: admin,
        createdAt: now,
        updatedAt: now,
      } as TRecord);
    }
    await this.audit(admin, before, saved, now);
    return this.toView(saved);
  }

  async delete(id: string, meta: Partial<RequestMeta>): Promise<{ deleted: boolean }> {
    const admin = requireHelpAdmin(meta);
    const before = await this.entries.findById(id);
    if (!before || !(await this.entries.delete(id))) throw rpcError('NOT_FOUND', this.notFound);
    await this.audit(admin, before, null, new Date());
    return { deleted: true };
  }

  private audit(actorId: string, before: TRecord | null, after: TRecord | null, at: Date) {
    return recordEbtHelpChange(this.bus, {
      actorId,
      target: this.auditTarget,
      label: this.auditLabel((after ?? before) as TRecord),
      before,
      after,
      at,
    });
  }
}
