import { Controller } from '@nestjs/common';
import { ClickMessages, RecordStoreClickCommand, type RequestMeta } from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { StoreClicksUseCases } from './store-clicks.usecases';

@Controller()
export class ClicksHandler {
  constructor(private readonly clicks: StoreClicksUseCases) {}

  @OnMessage(ClickMessages.record)
  record(command: RecordStoreClickCommand, meta: RequestMeta) {
    return this.clicks.record(meta.userId, command);
  }
}
