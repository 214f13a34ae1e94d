#!/usr/bin/env node
// Property-based fuzzing of the public GraphQL API (fast-check): every argument of every query and
// mutation, with every input type, gets generated values (valid, edge, hostile and mistyped) on a fresh
// standalone runtime. The property: no answer is a 5xx or an INTERNAL_SERVER_ERROR, and the runtime
// logs no error that was not answered to the caller as a handled one.
//   node tools/security/graphql-fuzz.mjs [--runs 10000] [--port 3130] [--seed 42]
// Bounded in time: it stops generating after --max-seconds (default 600) and fails if fewer than
// --runs requests went out.
import fc from 'fast-check';
import { generate } from 'otplib';
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isLeafType,
} from 'graphql';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const RUNS = Number(option('runs', process.env.FUZZ_RUNS ?? '10000'));
const PORT = option('port', process.env.FUZZ_PORT ?? '3130');
const SEED = Number(option('seed', process.env.FUZZ_SEED ?? String(Date.now() % 100000)));
const MAX_SECONDS = Number(option('max-seconds', '600'));
const CONCURRENCY = 8;
const URL_BASE = `http://127.0.0.1:${PORT}`;

const schema = buildSchema(readFileSync('libs/api-client/schema.graphql', 'utf8'));

/** Strings people and attackers type: empty, huge, unicode, markup, injections, numbers as text. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '{"$gt": ""}',
  '$where',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud83d\ude00'.repeat(50),
  'x'.repeat(5000),
  '1096559',
  'admin',
  'moderator',
  'NaN',
  '-1',
  '9'.repeat(40),
  'a@b.c',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '30303',
];

const stringArb = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 3000 }) },
);
const intArb = fc.oneof(
  fc.integer({ min: -5, max: 500 }),
  fc.constantFrom(0, -1, 2147483647, -2147483648),
  fc.integer(),
);
const floatArb = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.constantFrom(0, -90, 90, 180, -180, 33.749, -84.388, 1e308, -1e308),
);

/** Values that do not fit the declared type at all: GraphQL must refuse them with a 400. */
const mistypedArb = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 10 }),
  fc.constant({}),
  fc.constant([1, 'two']),
);

function scalarArb(type) {
  switch (type.name) {
    case 'String':
      return stringArb;
    case 'ID':
      return fc.oneof(
        stringArb,
        fc.constantFrom('1096559', 'no-such-id', '00000000-0000-0000-0000-000000000000'),
      );
    case 'Int':
      return intArb;
    case 'Float':
      return floatArb;
    case 'Boolean':
      return fc.boolean();
    default:
      // Custom scalars (DateTime, JSON): strings and numbers, valid or not.
      return fc.oneof(
        stringArb,
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        intArb,
      );
  }
}

/** An arbitrary for any input type, recursively; nullable places are sometimes null. */
function valueArb(type, depth = 0) {
  if (type instanceof GraphQLNonNull)
    return fc.oneof(
      { weight: 19, arbitrary: valueArb(type.ofType, depth) },
      { weight: 1, arbitrary: mistypedArb },
    );
  const inner = (() => {
    if (type instanceof GraphQLList)
      return fc.array(valueArb(type.ofType, depth + 1), { maxLength: depth > 1 ? 2 : 6 });
    if (type instanceof GraphQLEnumType)
      return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), stringArb);
    if (type instanceof GraphQLScalarType) return scalarArb(type);
    if (type instanceof GraphQLInputObjectType) {
      const fields = Object.values(type.getFields());
      if (depth > 3) return fc.constant({});
      return fc.record(
        Object.fromEntries(fields.map((field) => [field.name, valueArb(field.type, depth + 1)])),
        { requiredKeys: [] },
      );
    }
    return mistypedArb;
  })();
  return fc.oneof({ weight: 9, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) });
}

/** The smallest valid selection: leaves need none, objects get __typename. */
function selectionFor(type) {
  return isLeafType(getNamedType(type)) ? '' : ' { __typename }';
}

function operationsOf(kind) {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root.getFields()).map((field) => ({
    kind,
    name: field.name,
    document: `${kind} Fuzz${field.args.length ? `(${field.args.map((a) => `$${a.name}: ${a.type}`).join(', ')})` : ''} { ${field.name}${
      field.args.length ? `(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''
    }${selectionFor(field.type)} }`,
    variables: fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueArb(a.type)])), {
      requiredKeys: [],
    }),
  }));
}

// Every query and mutation, deleteAccount and signOutEverywhere included: a generated password never
// matches the fuzzing accounts' one; signing out everywhere ends the access token in use too, so the
// run signs that account in again (a fresh session) when its token is refused.
const operations = [...operationsOf('query'), ...operationsOf('mutation')];
/** Operations that check the caller's password or second factor (five wrong guesses lock the account
 * for 15 minutes, as they should), replace the factor, or end the caller's sessions (the admin's
 * codes would run out, one time step a sign-in): fuzzed as a third account of their own, never signed
 * in again, so the member and the admin keep working sessions. */
const GUESSING_OPERATIONS = new Set([
  'signOutEverywhere',
  'endSession',
  'changePassword',
  'deleteAccount',
  'beginSecondFactor',
  'confirmSecondFactor',
  'removeSecondFactor',
  'reauthenticate',
]);
// Password hashing (argon2) makes these slow by design: fuzzed as often as 1 in 5 of the others.
const HASHING = new Set(['signUp', 'signIn', 'changePassword']);
const operationArb = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...operations.filter((op) => !HASHING.has(op.name))) },
  { weight: 1, arbitrary: fc.constantFrom(...operations.filter((op) => HASHING.has(op.name))) },
);
const requestArb = fc
  .record({
    operation: operationArb,
    as: fc.constantFrom('anonymous', 'member', 'admin'),
  })
  .chain(({ operation, as }) =>
    operation.variables.map((variables) => ({ operation, as, variables })),
  );

async function post(body, token) {
  const response = await fetch(`${URL_BASE}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, text };
}

async function session(email, dataDir) {
  await post({
    query: `mutation { signUp(email: "${email}", password: "fuzz-secret-1", fullName: "Fuzz Tester") { id } }`,
  });
  const outbox = join(dataDir, 'outbox');
  const { readdirSync } = await import('node:fs');
  const mail = readdirSync(outbox)
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')))
    .find((m) => m.to === email);
  const token = /token=([\w-]+)/.exec(mail.text)[1];
  await post({
    query: 'mutation ($t: String!) { verifyEmail(token: $t, password: "fuzz-secret-1") { id } }',
    variables: { t: token },
  });
  // The admin, as an operator makes one: the grant endpoint with the server's OPS_TOKEN.
  if (email === 'fuzz-admin@example.org')
    await fetch(`${URL_BASE}/api/ops/grant-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${FUZZ_OPS_TOKEN}` },
      body: JSON.stringify({ email }),
    });
  const signIn = await post({
    query: `mutation { signIn(email: "${email}", password: "fuzz-secret-1") { accessToken } }`,
  });
  const first = signIn.json.data.signIn.accessToken;
  if (email !== 'fuzz-admin@example.org') return first;
  // The admin role works with two-step verification on (issue 43, item 7): enrol, then sign in with a code.
  const begun = await post({ query: 'mutation { beginSecondFactor { secret } }' }, first);
  adminFactor = {
    secret: begun.json.data.beginSecondFactor.secret,
    lastStep: Math.floor(Date.now() / 30_000),
    recoveryCodes: [],
  };
  const confirmed = await post(
    {
      query: 'mutation ($c: String!) { confirmSecondFactor(code: $c) }',
      variables: {
        c: await generate({ secret: adminFactor.secret, epoch: adminFactor.lastStep * 30 }),
      },
    },
    first,
  );
  adminFactor.recoveryCodes = confirmed.json.data.confirmSecondFactor;
  const withCode = await post({
    query:
      'mutation ($c: String) { signIn(email: "fuzz-admin@example.org", password: "fuzz-secret-1", code: $c) { accessToken } }',
    variables: { c: await adminCode() },
  });
  return withCode.json.data.signIn.accessToken;
}

let adminFactor = null;
/** A code of the admin's factor no sign-in used yet (each time step once), else a recovery code. */
async function adminCode() {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, adminFactor.lastStep + 1);
  if (step > now + 1) return adminFactor.recoveryCodes.pop();
  adminFactor.lastStep = step;
  return generate({ secret: adminFactor.secret, epoch: step * 30 });
}

/** A fresh session after the fuzzed signOutEverywhere ended the one in use. From an address of its own
 * in 127/8 (the loopback interface): the fuzzed sign-ins' wrong guesses have used up 127.0.0.1's. */
async function signInAgain(email) {
  const code = email === 'fuzz-admin@example.org' && adminFactor ? await adminCode() : null;
  const body = JSON.stringify({
    query: `mutation ($c: String) { signIn(email: "${email}", password: "fuzz-secret-1", code: $c) { accessToken } }`,
    variables: { c: code },
  });
  const localAddress = `127.${randomInt(10, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${URL_BASE}/graphql`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (answer.data?.signIn) resolve(answer.data.signIn.accessToken);
          else reject(new Error(`signing ${email} in again: ${JSON.stringify(answer.errors)}`));
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

async function waitUntilReady(child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the standalone runtime exited during start-up');
    try {
      if ((await fetch(`${URL_BASE}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the standalone runtime did not become ready at ${URL_BASE}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'wt-sec-fuzz-'));
const FUZZ_OPS_TOKEN = randomBytes(32).toString('base64url');
const logLines = [];
const server = spawn(
  process.execPath,
  ['-r', '@swc-node/register', 'apps/standalone/src/main.ts'],
  {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SWC_NODE_PROJECT: 'tsconfig.base.json',
      PORT,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // JSON lines carry the level, so a warning whose text quotes fuzzed input ("onerror") is not
      // mistaken for an error.
      LOG_FORMAT: 'json',
      OPS_TOKEN: FUZZ_OPS_TOKEN,
      // Limits would answer most requests before the code under test runs.
      RATE_LIMITS:
        'reports=1000000/60,claims=1000000/60,uploads=1000000/60,reviews=1000000/60,tips=1000000/60,contributions=1000000/60,clicks=1000000/60,page-views=1000000/60',
    },
  },
);
for (const stream of [server.stdout, server.stderr]) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    logLines.push(...lines.filter(Boolean));
  });
}

const failures = [];
const handledMessages = new Set();
let sent = 0;
const statuses = new Map();
let started = Date.now();
let exitCode = 1;
try {
  await waitUntilReady(server);
  started = Date.now();
  const tokens = {
    anonymous: undefined,
    member: await session('fuzz-member@example.org', dataDir),
    admin: await session('fuzz-admin@example.org', dataDir),
    guesser: await session('fuzz-guesser@example.org', dataDir),
  };
  const signingIn = {};
  const samples = fc.sample(requestArb, { numRuns: RUNS, seed: SEED });
  let next = 0;
  const worker = async () => {
    while (next < samples.length && (Date.now() - started) / 1000 < MAX_SECONDS) {
      const sample = samples[next++];
      const { operation, variables } = sample;
      const as =
        sample.as !== 'anonymous' && GUESSING_OPERATIONS.has(operation.name)
          ? 'guesser'
          : sample.as;
      const used = tokens[as];
      const answer = await post({ query: operation.document, variables }, used);
      if (
        (as === 'member' || as === 'admin') &&
        tokens[as] === used &&
        answer.json?.errors?.some(
          (e) => e.message === 'Your session has expired. Please sign in again.',
        )
      )
        // One sign-in for every worker that found the session ended (concurrent ones would spend the
        // admin's time steps out of order, and the server counts a replayed step as a wrong code).
        tokens[as] = await (signingIn[as] ??= signInAgain(`fuzz-${as}@example.org`).finally(() => {
          delete signingIn[as];
        }));
      sent++;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const errors = answer.json?.errors ?? [];
      for (const error of errors)
        if (error.extensions?.code !== 'INTERNAL_SERVER_ERROR') handledMessages.add(error.message);
      const internal = errors.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
      if (answer.status >= 500 || internal || answer.json === null) {
        failures.push({
          operation: operation.name,
          as,
          variables,
          status: answer.status,
          answer: answer.text.slice(0, 400),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Give the log a moment to flush what the last requests wrote.
  await new Promise((r) => setTimeout(r, 500));
  const unhandled = logLines.filter((line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      // Not a log entry: a crash's stack trace or a library writing to stderr.
      return /\b(error|unhandled|fatal)\b/i.test(line);
    }
    if ((entry.level ?? 0) < 50) return false;
    // Nest logs every error a resolver throws; those answered to the caller with their own message
    // and a public code are handled, anything else is not.
    return !handledMessages.has(entry.msg);
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `graphql fuzz: ${sent} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}, ${(sent / seconds).toFixed(0)} req/s)`,
  );
  console.log(`  statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
  console.log(
    `  5xx or internal errors: ${failures.length}; unhandled errors in the log: ${unhandled.length}`,
  );
  for (const failure of failures.slice(0, 10))
    console.log(`  FAIL ${JSON.stringify(failure).slice(0, 600)}`);
  for (const line of unhandled.slice(0, 10)) console.log(`  LOG ${line.slice(0, 400)}`);
  exitCode = sent >= RUNS && failures.length === 0 && unhandled.length === 0 ? 0 : 1;
  if (sent < RUNS)
    console.log(`  only ${sent} of ${RUNS} requests went out within ${MAX_SECONDS} s`);
} catch (error) {
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
