import { Controller } from '@nestjs/common';
import { IdentityEvents, UserDeletedEvent } from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { StoreClicksRepository } from './store-clicks.repository';
import { TrendingRollupRepository } from './trending-rollup.repository';

/** A deleted account's clicks go (each carries where the user was); trending no longer counts them.
 * Idempotent: a redelivered event finds nothing left to delete. */
@Controller()
export class AccountDeletionHandler {
  constructor(
    private readonly clicks: StoreClicksRepository,
    private readonly rollup: TrendingRollupRepository,
  ) {}

  @OnEvent(IdentityEvents.userDeleted)
  async userDeleted(event: UserDeletedEvent): Promise<void> {
    // Out of the rollup first: if this stops half-way, a redelivery still finds the clicks to take out.
    await this.rollup.forget(await this.clicks.ofUser(event.userId));
    await this.clicks.forgetUser(event.userId);
  }
}
