import { Controller } from '@nestjs/common';
import {
  CatalogEvents,
  ClearEbtRefusalCommand,
  EbtRefusalMessages,
  EbtRefusalQueueQuery,
  EbtRefusalStatusQuery,
  ReportEbtRefusalCommand,
  type RequestMeta,
  StoresDelistedEvent,
} from '@snap/contracts';
import { OnEvent, OnMessage } from '@snap/platform-bus';
import { EbtRefusalsUseCases } from './ebt-refusals.usecases';

@Controller()
export class EbtRefusalsHandler {
  constructor(private readonly refusals: EbtRefusalsUseCases) {}

  @OnMessage(EbtRefusalMessages.report)
  report(command: ReportEbtRefusalCommand, meta: RequestMeta) {
    return this.refusals.report(command, meta);
  }

  @OnMessage(EbtRefusalMessages.status)
  status(query: EbtRefusalStatusQuery, meta: RequestMeta) {
    return this.refusals.status(query.storeId, meta);
  }

  @OnMessage(EbtRefusalMessages.queue)
  queue(query: EbtRefusalQueueQuery, meta: RequestMeta) {
    return this.refusals.queue(query, meta);
  }

  @OnMessage(EbtRefusalMessages.clear)
  clear(command: ClearEbtRefusalCommand, meta: RequestMeta) {
    return this.refusals.clear(command, meta);
  }

  /** USDA's next list dropped these stores: their marks end. */
  @OnEvent(CatalogEvents.storesDelisted)
  delisted(event: StoresDelistedEvent) {
    return this.refusals.delisted(event);
  }
}
