import { Controller } from '@nestjs/common';
import { type EventEnvelope, ModerationDecidedEvent, ModerationEvents } from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { ModerationMailUseCase } from './moderation-mail.usecase';

/** Moderators' decisions arrive from community; identity owns the addresses and the languages. */
@Controller()
export class ModerationMailHandler {
  constructor(private readonly mail: ModerationMailUseCase) {}

  @OnEvent(ModerationEvents.decided)
  async decided(
    event: ModerationDecidedEvent,
    envelope: EventEnvelope<ModerationDecidedEvent>,
  ): Promise<void> {
    await this.mail.decided(envelope.id, event);
  }
}
