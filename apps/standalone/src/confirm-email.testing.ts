import { join } from 'node:path';
import { signInThroughGateway } from '@snap/identity-feature/testing';
import { OutboxMailer } from '@snap/platform-mailer';

/** The OPS_TOKEN the specs start their runtime with, to grant the first admin as an operator would. */
export const TEST_OPS_TOKEN = 'ops-token-for-specs-only-Zq8vN3kLw7Rt2Yp5';

/** The operator's grant (npm run admin:grant -- <email> --url): admin for a confirmed account. */
export async function grantAdmin(url: string, email: string, opsToken = TEST_OPS_TOKEN) {
  const response = await fetch(`${url}/api/ops/grant-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${opsToken}` },
    body: JSON.stringify({ email }),
  });
  if (!response.ok)
    throw new Error(`grant-admin ${email}: ${response.status} ${await response.text()}`);
}

/** Opens the newest verification link the runtime e-mailed to the address (privileged roles need a
 * confirmed e-mail), as the person would from their mailbox, with the password they chose (the link
 * alone does not confirm an account). */
export async function confirmEmail(
  url: string,
  dataDir: string,
  email: string,
  password = 'secret-pass-1',
): Promise<void> {
  const mails = (await new OutboxMailer(join(dataDir, 'outbox')).messages()).filter(
    (m) => m.to === email,
  );
  const token = /token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification e-mail for ${email}`);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { emailConfirmedAt } }',
      variables: { token, password },
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

/** A new account with a confirmed e-mail (privileged roles need one), signed in: its access token.
 * `admin` grants it admin first, as the operator's command does. */
export async function confirmedMember(
  url: string,
  dataDir: string,
  email: string,
  options: { admin?: boolean } = {},
): Promise<string> {
  const call = graphqlCaller(() => url);
  await call(
    `mutation { signUp(email: "${email}", password: "secret-pass-1", fullName: "Test Person") { id } }`,
  );
  await confirmEmail(url, dataDir, email);
  if (options.admin) await grantAdmin(url, email);
  return signInToken(url, email);
}

/** Signs in as a person would, through the API: a member with the password; staff (admins and
 * moderators) with a code of their second factor, enrolled at their first sign-in as the sign-in
 * screens lead them to (staff roles count only with one). The access token. */
export async function signInToken(
  url: string,
  email: string,
  password = 'secret-pass-1',
): Promise<string> {
  return (await signInThroughGateway(url, email, password)).accessToken;
}
