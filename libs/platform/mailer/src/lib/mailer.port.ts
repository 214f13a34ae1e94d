export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves once the message is handed over (written to the outbox, accepted by the SMTP server);
   * refuses a message that could never be delivered, sending nothing. */
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol('MAILER');

// One address, no display name: the services only ever mail a validated account or the support inbox.
const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

export class UndeliverableMailError extends Error {
  constructor(reason: string) {
    super(`Cannot send this e-mail: ${reason}`);
    this.name = 'UndeliverableMailError';
  }
}

/** The checks every adapter makes before handing a message over. */
export function assertDeliverable(message: MailMessage): void {
  if (!ADDRESS.test(message.to ?? ''))
    throw new UndeliverableMailError(`'${message.to ?? ''}' is not an e-mail address`);
  if (!message.subject?.trim()) throw new UndeliverableMailError('the subject is empty');
}
