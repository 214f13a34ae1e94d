import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  timingSafeEqual,
} from 'node:crypto';
import type { RequestMeta } from '@snap/messaging';

/** How long a signed request stays valid (clock skew plus the longest retry). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/** Who-asks metadata as it travels: signed by the gateway, so a service acts on a user id and roles
 * only when they came from a verified token, never from whoever can write to the broker. */
export interface SignedMeta extends RequestMeta {
  issuedAt?: number;
  signature?: string;
}

// A key object, not a buffer: an HMAC over a buffer imports the key again on every message.
let signingKey: KeyObject | null = null;

/** Sets this process's bus signing key (BUS_SIGNING_KEY); every service of an installation shares it. */
export function configureBusSigning(key: string | null): void {
  signingKey = key ? createSecretKey(createHash('sha256').update(key).digest()) : null;
}

export function busSigningEnabled(): boolean {
  return signingKey !== null;
}

const claimsIdentity = (meta: RequestMeta): boolean =>
  meta.userId !== undefined || (meta.roles?.length ?? 0) > 0 || meta.sessionId !== undefined;

function canonical(pattern: string, meta: SignedMeta, payload: unknown): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(payload ?? null))
    .digest('hex');
  return [
    pattern,
    meta.correlationId,
    meta.userId ?? '',
    (meta.roles ?? []).join(','),
    meta.sessionId ?? '',
    meta.clientIp ?? '',
    meta.issuedAt ?? '',
    digest,
  ].join('\n');
}

function mac(text: string): Buffer {
  return createHmac('sha256', signingKey as KeyObject)
    .update(text)
    .digest();
}

/** Signs the metadata of a request (with its payload's digest) when a key is configured. */
export function signMeta(
  pattern: string,
  meta: RequestMeta,
  payload: unknown,
  now = Date.now(),
): SignedMeta {
  // Anonymous requests are trusted as anonymous whatever they carry (see trustedMeta): nothing to sign.
  if (!signingKey || !claimsIdentity(meta)) return meta;
  const stamped: SignedMeta = { ...meta, issuedAt: now };
  return { ...stamped, signature: mac(canonical(pattern, stamped, payload)).toString('base64url') };
}

/** The metadata a handler may trust: with a key configured, identity claims (user, roles, session)
 * survive only with a valid, fresh signature over this pattern and payload; otherwise the request
 * is treated as anonymous. */
export function trustedMeta(
  pattern: string,
  meta: SignedMeta | undefined,
  payload: unknown,
  now = Date.now(),
): RequestMeta {
  const given: SignedMeta = meta ?? { correlationId: 'unknown' };
  const { issuedAt: _issuedAt, signature: _signature, ...plain } = given;
  if (!signingKey) return plain;
  if (!claimsIdentity(given)) return plain;
  const fresh =
    typeof given.issuedAt === 'number' && Math.abs(now - given.issuedAt) <= SIGNATURE_MAX_AGE_MS;
  const expected = mac(canonical(pattern, given, payload));
  const actual = Buffer.from(given.signature ?? '', 'base64url');
  if (fresh && actual.length === expected.length && timingSafeEqual(actual, expected)) return plain;
  return { correlationId: plain.correlationId, clientIp: plain.clientIp };
}
