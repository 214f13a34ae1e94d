import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../shared/identity.options';
import { IdentityRepository } from './identity.repository';

const DAY_MS = 86_400_000;
export const UNCONFIRMED_ACCOUNT_DAYS = 7;
const HOUR_MS = 3_600_000;

/** Removes accounts whose address was never confirmed, 7 days after sign-up, so an address taken by
 * someone else does not stay taken. Nothing a member wrote is ever deleted this way: writing needs a
 * session, so only accounts that never had one (no refresh token was ever issued) are removed; an
 * unconfirmed account that was signed in to stays, and its address's owner takes it over through the
 * reset link. No event is published: no other service holds anything of these accounts. */
@Injectable()
export class UnconfirmedAccountsCleanup implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UnconfirmedAccountsCleanup');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly repository: IdentityRepository,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.options.cleanupIntervalMs ?? HOUR_MS;
    if (every <= 0) return;
    this.timer = setInterval(() => {
      this.runOnce().catch((error: unknown) =>
        this.logger.warn(`clean-up of unconfirmed accounts failed: ${String(error)}`),
      );
    }, every);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Returns how many accounts were removed. */
  async runOnce(now = new Date()): Promise<number> {
    const days = this.options.unconfirmedAccountDays ?? UNCONFIRMED_ACCOUNT_DAYS;
    const before = new Date(now.getTime() - days * DAY_MS);
    const candidates = await this.repository.users.find(
      { emailConfirmedAt: null, createdAt: { $lt: before } },
      { projection: { _id: 1 }, limit: 500 },
    );
    let removed = 0;
    for (const { _id: userId } of candidates) {
      if ((await this.repository.refreshTokens.count({ userId })) > 0) continue;
      // Confirmed or signed in to meanwhile: the filter is checked again by the delete itself.
      const deleted = await this.repository.users.deleteOne({
        _id: userId,
        emailConfirmedAt: null,
      });
      if (deleted === 0) continue;
      await this.repository.roles.deleteMany({ userId });
      await this.repository.verifications.deleteMany({ userId });
      await this.repository.passwordResets.deleteMany({ userId });
      removed++;
    }
    if (removed)
      this.logger.log(`removed ${removed} unconfirmed account(s) older than ${days} days`);
    return removed;
  }
}
