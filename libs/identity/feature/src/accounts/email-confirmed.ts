import { IdentityEvents } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';

/** Tells the other services an address is confirmed: what the account wrote while unconfirmed (held
 * from the public) is published. The same event id each time, so a second confirmation is one event. */
export function publishEmailConfirmed(bus: BusClient, userId: string): Promise<void> {
  return bus.publish(
    IdentityEvents.emailConfirmed,
    { userId },
    { eventId: `email-confirmed:${userId}` },
  );
}
