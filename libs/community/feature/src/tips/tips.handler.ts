import { Controller } from '@nestjs/common';
import {
  CreateTipCommand,
  LatestTipsQuery,
  type RequestMeta,
  StoreTipsQuery,
  TipMessages,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { TipsUseCases } from './tips.usecases';

@Controller()
export class TipsHandler {
  constructor(private readonly tips: TipsUseCases) {}

  @OnMessage(TipMessages.create)
  create(command: CreateTipCommand, meta: RequestMeta) {
    return this.tips.create(meta.userId, command.storeId, command.comment_text, command.language);
  }

  @OnMessage(TipMessages.list)
  list(query: StoreTipsQuery) {
    return this.tips.list(query.storeId, query.limit, query.language);
  }

  @OnMessage(TipMessages.latest)
  latest(query: LatestTipsQuery) {
    return this.tips.latest(query.storeIds);
  }
}
