import { generate } from 'otplib';

/** Specs that sign staff in through a running gateway (standalone or distributed): admins and
 * moderators work only with two-step verification on, so their first sign-in enrols a second factor
 * through the API, as the sign-in screens lead a person to, and later ones answer with its codes. */
interface KnownFactor {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

const factors = new Map<string, KnownFactor>();
const stepNow = () => Math.floor(Date.now() / 30_000);

interface Answer {
  data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever the query asked
  errors?: Array<{ message: string }>;
}

async function call(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ answer: Answer; cookie: string }> {
  const response = await fetch(`${url.replace(/\/$/, '')}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const cookie =
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith('snap_refresh='))
      ?.split(';')[0] ?? '';
  return { answer: (await response.json()) as Answer, cookie };
}

/** A code no sign-in used yet: this step's or the next (the server takes one step of drift and each
 * step once); past that, a recovery code. */
async function nextCode(factor: KnownFactor): Promise<string> {
  const step = Math.max(stepNow(), factor.lastStep + 1);
  if (step > stepNow() + 1) return factor.recoveryCodes.pop() as string;
  factor.lastStep = step;
  return generate({ secret: factor.secret, epoch: step * 30 });
}

/** Turns two-step verification on for the signed-in account (any account: members may too). */
export async function enrolSecondFactor(url: string, email: string, accessToken: string) {
  const begun = await call(url, 'mutation { beginSecondFactor { secret } }', {}, accessToken);
  if (begun.answer.errors)
    throw new Error(`enrolment of ${email}: ${JSON.stringify(begun.answer.errors)}`);
  const factor: KnownFactor = {
    secret: begun.answer.data.beginSecondFactor.secret,
    recoveryCodes: [],
    lastStep: stepNow(),
  };
  const confirmed = await call(
    url,
    'mutation ($c: String!) { confirmSecondFactor(code: $c) }',
    { c: await generate({ secret: factor.secret, epoch: factor.lastStep * 30 }) },
    accessToken,
  );
  if (confirmed.answer.errors)
    throw new Error(`enrolment of ${email}: ${JSON.stringify(confirmed.answer.errors)}`);
  factor.recoveryCodes = confirmed.answer.data.confirmSecondFactor;
  factors.set(`${url}|${email}`, factor);
}

/** Signs in as a person would: the password, and a code when the account has a second factor; staff
 * without one enrol first. The access token and the refresh cookie (`snap_refresh=…`). */
export async function signInThroughGateway(
  url: string,
  email: string,
  password = 'secret-pass-1',
): Promise<{ accessToken: string; cookie: string }> {
  const signIn = async (code?: string) => {
    const { answer, cookie } = await call(
      url,
      'mutation ($e: String!, $p: String!, $c: String) { signIn(email: $e, password: $p, code: $c) { accessToken user { secondFactorRequired } } }',
      { e: email, p: password, c: code ?? null },
    );
    if (answer.errors) throw new Error(`sign-in of ${email}: ${JSON.stringify(answer.errors)}`);
    return {
      accessToken: answer.data.signIn.accessToken as string,
      cookie,
      required: answer.data.signIn.user.secondFactorRequired as boolean,
    };
  };
  const known = factors.get(`${url}|${email}`);
  if (known) {
    const { accessToken, cookie } = await signIn(await nextCode(known));
    return { accessToken, cookie };
  }
  const first = await signIn();
  if (!first.required) return { accessToken: first.accessToken, cookie: first.cookie };
  await enrolSecondFactor(url, email, first.accessToken);
  const { accessToken, cookie } = await signIn(
    await nextCode(factors.get(`${url}|${email}`) as KnownFactor),
  );
  return { accessToken, cookie };
}
