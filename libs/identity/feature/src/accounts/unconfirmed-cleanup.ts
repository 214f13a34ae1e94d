import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { IdentityEvents } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { MAILER, type Mailer } from '@snap/platform-mailer';
import { SessionsUseCases } from '../sessions/sessions.usecases';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../shared/identity.options';
import type { UserDocument } from './account.schemas';
import { accountEmailsFor } from './account-emails';
import { IdentityRepository } from './identity.repository';

const DAY_MS = 86_400_000;
export const UNCONFIRMED_ACCOUNT_DAYS = 7;
const HOUR_MS = 3_600_000;

/** Removes accounts whose address was never confirmed, 7 days after sign-up, so an address taken by
 * someone else does not stay taken and cannot be mailed forever. An account nobody ever signed in to
 * (no refresh token was ever issued) holds nothing elsewhere and goes silently. One that was signed in
 * to gets a last mail saying so, then goes as a deleted account does: its sessions end and the other
 * services remove or anonymize what it saved (the user-deleted event). A mail that cannot go leaves
 * the account for the next run. */
@Injectable()
export class UnconfirmedAccountsCleanup implements OnApplicationBootstrap {
  private readonly logger = new Logger('UnconfirmedAccountsCleanup');

  constructor(
    private readonly repository: IdentityRepository,
    private readonly sessions: SessionsUseCases,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
    private readonly schedule: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.options.cleanupIntervalMs ?? HOUR_MS;
    if (every <= 0) return;
    const run = () =>
      void this.runOnce().catch((error: unknown) =>
        this.logger.warn(`clean-up of unconfirmed accounts failed: ${String(error)}`),
      );
    // Cleared at shutdown by @nestjs/schedule; unref'd so it never holds a process open by itself.
    this.schedule.addInterval('unconfirmed-accounts-cleanup', setInterval(run, every).unref());
  }

  /** Returns how many accounts were removed. */
  async runOnce(now = new Date()): Promise<number> {
    const days = this.options.unconfirmedAccountDays ?? UNCONFIRMED_ACCOUNT_DAYS;
    const before = new Date(now.getTime() - days * DAY_MS);
    const candidates = await this.repository.users.find(
      { emailConfirmedAt: null, createdAt: { $lt: before } },
      { limit: 500 },
    );
    let removed = 0;
    for (const user of candidates) {
      const signedIn = (await this.repository.refreshTokens.count({ userId: user._id })) > 0;
      if (signedIn && !(await this.lastMail(user))) continue;
      // Confirmed meanwhile: the filter is checked again by the delete itself.
      const deleted = await this.repository.users.deleteOne({
        _id: user._id,
        emailConfirmedAt: null,
      });
      if (deleted === 0) continue;
      const userId = user._id;
      await this.repository.roles.deleteMany({ userId });
      await this.repository.verifications.deleteMany({ userId });
      await this.repository.passwordResets.deleteMany({ userId });
      if (signedIn) {
        await this.sessions.endAllSessions(userId, now);
        await this.repository.notices.deleteMany({ userId });
        await this.bus.publish(
          IdentityEvents.userDeleted,
          { userId },
          { eventId: `user-deleted:${userId}` },
        );
      }
      removed++;
    }
    if (removed)
      this.logger.log(`removed ${removed} unconfirmed account(s) older than ${days} days`);
    return removed;
  }

  /** Whether the last mail went out. */
  private async lastMail(user: UserDocument): Promise<boolean> {
    try {
      await this.mailer.send({
        to: user.email,
        ...accountEmailsFor(user.language).unconfirmedRemoved(user.fullName),
      });
      return true;
    } catch (error) {
      this.logger.warn(`could not send the last mail of an unconfirmed account: ${String(error)}`);
      return false;
    }
  }
}
