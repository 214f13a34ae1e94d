import { Controller } from '@nestjs/common';
import { IdentityEvents, UserDeletedEvent } from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { StoreClicksRepository } from './store-clicks.repository';

/** A deleted account's clicks go (each carries where the user was); trending no longer counts them.
 * Idempotent: a redelivered event finds nothing left to delete. */
@Controller()
export class AccountDeletionHandler {
  constructor(private readonly clicks: StoreClicksRepository) {}

  @OnEvent(IdentityEvents.userDeleted)
  async userDeleted(event: UserDeletedEvent): Promise<void> {
    await this.clicks.forgetUser(event.userId);
  }
}
