import { Controller } from '@nestjs/common';
import {
  ProgramMessages,
  ProgramTextsQuery,
  type RequestMeta,
  SaveProgramTextCommand,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { ProgramTextsUseCases } from './program-texts.usecases';

@Controller()
export class ProgramsHandler {
  constructor(private readonly texts: ProgramTextsUseCases) {}

  @OnMessage(ProgramMessages.list)
  list(query: ProgramTextsQuery) {
    return this.texts.list(query.kind);
  }

  @OnMessage(ProgramMessages.save)
  save(command: SaveProgramTextCommand, meta: RequestMeta) {
    return this.texts.save(command, meta);
  }
}
