import { Inject, Injectable, Logger } from '@nestjs/common';
import { IdentityMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';

/** Whether an author's address is confirmed, asked of identity when they write a review or add photos:
 * an unconfirmed account's contributions are held from the public until it is (issue 43, finding 2). */
@Injectable()
export class AccountStanding {
  private readonly logger = new Logger('AccountStanding');

  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  /** Whether what this author writes now is held. When identity cannot say, it is not: a confirmed
   * member's review must not vanish for an outage (the refusal mark, which counts people, does the
   * opposite). */
  async holds(userId: string): Promise<boolean> {
    try {
      const [account] = await this.bus.request(IdentityMessages.standing, { userIds: [userId] });
      return !account?.confirmedAt;
    } catch (error) {
      this.logger.warn(`account standing unavailable, not held: ${String(error)}`);
      return false;
    }
  }
}
