import { join } from 'node:path';
import { OutboxMailer } from '@snap/platform-mailer';
import { eventually } from '@snap/platform-engines/testing';

// The distributed journeys' GraphQL client: one request, a request that must succeed, and a read polled
// until another service has caught up. Used inside Jest specs only (ask asserts on the HTTP status).

export interface Answer<T> {
  data: T;
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the journey reads whatever its query asked
export async function ask<T = any>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<Answer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBeLessThan(500);
  return (await response.json()) as Answer<T>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the journey reads whatever its query asked
export async function must<T = any>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<T> {
  let answer = await ask<T>(url, query, variables, token);
  // A read that is the first message on a topic of this fresh installation can time out while Kafka
  // creates the topic; reads are safe to ask again.
  for (
    let attempt = 0;
    attempt < 3 &&
    query.trimStart().startsWith('{') &&
    answer.errors?.[0]?.extensions.code === 'SERVICE_UNAVAILABLE';
    attempt++
  )
    answer = await ask<T>(url, query, variables, token);
  if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** Reads until the check passes (what another service learns from a Kafka event arrives later). */
export function until<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  return eventually(read, check, { timeoutMs, everyMs: 250 });
}

/** The OPS_TOKEN the journeys start their installation with, to make the first admin as an operator
 * does (no list of addresses grants a role). */
export const JOURNEY_OPS_TOKEN = 'ops-token-for-journeys-only-Vb7xQ2mK9pL4';

/** The operator's grant (`npm run admin:grant -- <email> --url <gateway>`): admin for a confirmed
 * account, through the gateway and the bus to the identity service. */
export async function grantAdmin(gateway: string, email: string): Promise<void> {
  const response = await fetch(`${gateway}/api/ops/grant-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${JOURNEY_OPS_TOKEN}` },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

/** Opens the newest verification link identity wrote to the run's outbox (no SMTP in these runs), with
 * the account's password, as its owner would: an unconfirmed account's reviews and photos are held
 * from the public until then (issue 43, finding 2). */
export async function confirmFromOutbox(
  gateway: string,
  runDir: string,
  email: string,
  password = 'secret-pass-1',
): Promise<void> {
  const token = (await until(
    async () =>
      /token=([\w-]+)/.exec(
        (await new OutboxMailer(join(runDir, 'data', 'outbox')).messages())
          .filter((m) => m.to === email && m.text.includes('/auth/verify?token='))
          .at(-1)?.text ?? '',
      )?.[1],
    (found) => found !== undefined,
  )) as string;
  await must(
    gateway,
    'mutation($t: String!, $p: String) { verifyEmail(token: $t, password: $p) { id } }',
    { t: token, p: password },
  );
}
