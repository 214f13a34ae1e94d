import { Controller } from '@nestjs/common';
import {
  AuditActionRecordedEvent,
  AuditEntriesQuery,
  AuditEvents,
  AuditMessages,
  type EventEnvelope,
  type RequestMeta,
} from '@snap/contracts';
import { OnEvent, OnMessage } from '@snap/platform-bus';
import { asRpc } from '../shared/identity.errors';
import { AuditTrailUseCases } from './audit-trail.usecases';

/** Staff actions arrive from every service as events; admins read them back by request. */
@Controller()
export class AuditHandler {
  constructor(private readonly trail: AuditTrailUseCases) {}

  @OnEvent(AuditEvents.recorded)
  recorded(
    event: AuditActionRecordedEvent,
    envelope: EventEnvelope<AuditActionRecordedEvent>,
  ): Promise<void> {
    return this.trail.record(envelope.id, event);
  }

  @OnMessage(AuditMessages.list)
  list(query: AuditEntriesQuery, meta: RequestMeta) {
    return asRpc(() => this.trail.list(meta.userId, query));
  }
}
