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

export interface GraphqlAnswer {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs read whatever their query asked
  data: any;
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

/** GraphQL against a running runtime, as a browser would send it; a 5xx fails the test. */
export function graphqlCaller(url: () => string) {
  return async (
    query: string,
    token?: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer> => {
    const response = await fetch(`${url()}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    expect(response.status).toBeLessThan(500);
    return (await response.json()) as GraphqlAnswer;
  };
}

/** A new account with a confirmed e-mail (privileged roles need one), signed in: its access token. */
export async function confirmedMember(
  url: string,
  dataDir: string,
  email: string,
): Promise<string> {
  const call = graphqlCaller(() => url);
  await call(
    `mutation { signUp(email: "${email}", password: "secret1", fullName: "Test Person") { id } }`,
  );
  await confirmEmail(url, dataDir, email);
  return (await call(`mutation { signIn(email: "${email}", password: "secret1") { accessToken } }`))
    .data.signIn.accessToken;
}
