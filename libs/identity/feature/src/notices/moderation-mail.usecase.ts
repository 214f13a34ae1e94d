import { Inject, Injectable } from '@nestjs/common';
import type { ModerationDecidedEvent } from '@snap/contracts';
import { DuplicateKeyError } from '@snap/platform-documents';
import { MAILER, type Mailer } from '@snap/platform-mailer';
import { accountEmailsFor } from '../accounts/account-emails';
import { IdentityRepository } from '../accounts/identity.repository';

/** Tells a member by e-mail, in their account's language, that a moderator hid, removed or restored
 * their review, tip or photo. Only a confirmed address is mailed: an unconfirmed one may belong to
 * someone else. */
@Injectable()
export class ModerationMailUseCase {
  constructor(
    private readonly repository: IdentityRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /** Returns whether a mail went out (false for an unknown or unconfirmed account, or an event
   * already handled). */
  async decided(eventId: string, event: ModerationDecidedEvent): Promise<boolean> {
    const user = await this.repository.users.findOne({ _id: event.authorId });
    if (!user?.emailConfirmedAt) return false;
    try {
      await this.repository.notices.insert({ _id: eventId, userId: user._id, sentAt: new Date() });
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
    try {
      await this.mailer.send({
        to: user.email,
        ...accountEmailsFor(user.language).moderationDecision(user.fullName, event),
      });
    } catch (error) {
      // Not sent: the redelivery of the event tries again.
      await this.repository.notices.deleteOne({ _id: eventId });
      throw error;
    }
    return true;
  }
}
