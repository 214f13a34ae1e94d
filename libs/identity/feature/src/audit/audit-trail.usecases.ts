import { Inject, Injectable } from '@nestjs/common';
import type {
  AuditActionRecordedEvent,
  AuditEntriesPage,
  AuditEntriesQuery,
  AuditEntryView,
} from '@snap/contracts';
import {
  DOCUMENT_STORE,
  DuplicateKeyError,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
} from '@snap/platform-documents';
import { IdentityRepository } from '../accounts/identity.repository';
import { IdentityError, IdentityErrorCode } from '../shared/identity.errors';
import { defineMessages, ACCOUNT_MESSAGES } from '@snap/domain';
import { type AuditEntryDocument, auditEntrySchema } from './audit-entry.schema';

export const AUDIT_MESSAGES = defineMessages('audit', {
  adminsOnly: 'Only admins can read the audit trail.',
});

/** The audit trail lives with identity: it names staff by their accounts, and every service reaches it
 * by publishing AuditEvents.recorded. */
@Injectable()
export class AuditTrailUseCases {
  private readonly entries: DocumentCollection<AuditEntryDocument>;

  constructor(
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    private readonly identity: IdentityRepository,
  ) {
    this.entries = documents.collection<AuditEntryDocument>('audit_entries', auditEntrySchema);
  }

  /** Stores an action once per event id; the actor's e-mail is copied so the entry reads the same later. */
  async record(eventId: string, event: AuditActionRecordedEvent): Promise<void> {
    const actor = await this.identity.users.findOne({ _id: event.actorId });
    try {
      await this.entries.insert({
        _id: eventId,
        actorId: event.actorId,
        actorEmail: actor?.email ?? null,
        action: event.action,
        targetType: event.targetType,
        targetId: event.targetId,
        summary: event.summary,
        before: event.before ? JSON.stringify(event.before) : null,
        after: event.after ? JSON.stringify(event.after) : null,
        occurredAt: new Date(event.occurredAt),
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  /** Newest first; admins only (checked against identity's own role records, not just the token). */
  async list(actorId: string | undefined, query: AuditEntriesQuery): Promise<AuditEntriesPage> {
    if (!actorId)
      throw new IdentityError(IdentityErrorCode.Unauthenticated, ACCOUNT_MESSAGES.notAuthenticated);
    // Privileged roles count only for a confirmed address, as everywhere in identity.
    const actor = await this.identity.users.findOne({ _id: actorId });
    if (!actor || !(await this.identity.effectiveRolesOf(actor)).includes('admin'))
      throw new IdentityError(IdentityErrorCode.Forbidden, AUDIT_MESSAGES.adminsOnly);
    const filter: Filter = {};
    if (query.action) filter['action'] = query.action;
    if (query.targetType) filter['targetType'] = query.targetType;
    if (query.actorEmail?.trim()) filter['actorEmail'] = query.actorEmail.trim().toLowerCase();
    if (query.from || query.to) {
      filter['occurredAt'] = {
        ...(query.from ? { $gte: new Date(query.from) } : {}),
        ...(query.to ? { $lte: new Date(query.to) } : {}),
      };
    }
    const [total, items] = await Promise.all([
      this.entries.count(filter),
      this.entries.find(filter, {
        sort: { occurredAt: -1, _id: 1 },
        skip: query.offset,
        limit: query.limit,
      }),
    ]);
    return { total, items: items.map(toView) };
  }
}

function toView(entry: AuditEntryDocument): AuditEntryView {
  return {
    id: entry._id,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    summary: entry.summary,
    before: entry.before,
    after: entry.after,
    occurredAt: new Date(entry.occurredAt).toISOString(),
  };
}
