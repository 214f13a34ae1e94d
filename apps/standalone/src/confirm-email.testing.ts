import { join } from 'node:path';
import { OutboxMailer } from '@snap/platform-mailer';

/** Opens the newest verification link the runtime e-mailed to the address (privileged roles need a
 * confirmed e-mail), as the person would from their mailbox. */
export async function confirmEmail(url: string, dataDir: string, email: string): Promise<void> {
  const mails = (await new OutboxMailer(join(dataDir, 'outbox')).messages()).filter(
    (m) => m.to === email,
  );
  const token = /token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification e-mail for ${email}`);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($token: String!) { verifyEmail(token: $token) { emailConfirmedAt } }',
      variables: { token },
    }),
  });
  const body = (await response.json()) as {
    data?: { verifyEmail?: { emailConfirmedAt: string | null } };
  };
  if (!body.data?.verifyEmail?.emailConfirmedAt)
    throw new Error(`verification failed for ${email}: ${JSON.stringify(body)}`);
}
