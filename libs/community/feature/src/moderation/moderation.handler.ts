import { Controller } from '@nestjs/common';
import {
  FlagContentCommand,
  ModerateContentCommand,
  ModerationMessages,
  ModerationQueueQuery,
  MyModeratedContentQuery,
  type RequestMeta,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { ModerationUseCases } from './moderation.usecases';

@Controller()
export class ModerationHandler {
  constructor(private readonly moderation: ModerationUseCases) {}

  @OnMessage(ModerationMessages.flag)
  flag(command: FlagContentCommand, meta: RequestMeta) {
    return this.moderation.flag(command, meta);
  }

  @OnMessage(ModerationMessages.queue)
  queue(query: ModerationQueueQuery, meta: RequestMeta) {
    return this.moderation.queue(query, meta);
  }

  @OnMessage(ModerationMessages.decide)
  decide(command: ModerateContentCommand, meta: RequestMeta) {
    return this.moderation.decide(command, meta);
  }

  @OnMessage(ModerationMessages.mine)
  mine(query: MyModeratedContentQuery, meta: RequestMeta) {
    return this.moderation.mine(meta, query.limit);
  }
}
