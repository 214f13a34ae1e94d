import 'reflect-metadata';
import { JwtService } from '@nestjs/jwt';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdentityMessages } from '@snap/contracts';
import { SessionCheck } from '@snap/gateway-feature';
import { IdentityRepository, RecentAuthentication, SessionsUseCases } from '@snap/identity-feature';
import type { BusClient } from '@snap/platform-bus';
import { MemoryCache, RedisCache } from '@snap/platform-cache';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { percentile } from './latency';

/**
 * What the per-request session check adds to an authenticated request at the gateway:
 *   npm run bench:session-check [-- --requests 20000]
 * Each line times the gateway's auth step for one request: verifying the access token (HS256, what
 * every authenticated request always paid) and, with the check, the session state lookup: a hit in
 * the in-memory cache (standalone), a miss answered by identity's store (every 30 s per active user,
 * after a restart or a change), and with REDIS_URL reachable a hit in Redis (distributed).
 */
const args = process.argv.slice(2);
const REQUESTS = Number(args[args.indexOf('--requests') + 1]) || 20_000;
const SECRET = 'bench-only-secret-Wq3nZ8vK1rT6yB0pL5sD2fH7';
const USERS = 500;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'snap-session-bench-'));
  const documents = new EmbeddedDocumentStore(join(dataDir, 'identity'));
  const repository = new IdentityRepository(documents);
  const sessions = new SessionsUseCases(repository, new RecentAuthentication(new MemoryCache()), {
    jwtSecret: SECRET,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    publicUrl: 'http://127.0.0.1:3000',
  });
  // Users with a few sessions each, some revoked, like a live installation.
  const ids = Array.from({ length: USERS }, (_, i) => `user-${i}`);
  for (const id of ids) {
    await repository.users.insert({
      _id: id,
      email: `${id}@example.org`,
      passwordHash: 'x',
      fullName: 'Bench User',
      sessionVersion: 2,
    });
    for (let s = 0; s < 4; s++)
      await repository.refreshTokens.insert({
        _id: `${id}-t${s}`,
        familyId: `${id}-f${s}`,
        userId: id,
        tokenHash: 'x',
        expiresAt: new Date(Date.now() + 86_400_000),
        revokedAt: s === 0 ? new Date() : null,
      });
  }
  // The gateway asks identity over the bus; here the same use case answers in-process (the embedded
  // bus hop itself is timed by npm run bench:bus).
  const identity = {
    request: (_definition: typeof IdentityMessages.sessionState, payload: { userId: string }) =>
      sessions.state(payload.userId),
  } as unknown as BusClient;

  const jwt = new JwtService({ secret: SECRET, signOptions: { algorithm: 'HS256' } });
  const tokens = await Promise.all(
    ids.map((id) =>
      jwt.signAsync(
        { sub: id, email: `${id}@example.org`, roles: [], sid: `${id}-f1`, sv: 2 },
        { expiresIn: 900 },
      ),
    ),
  );

  const print = (label: string, latencies: number[]) => {
    latencies.sort((x, y) => x - y);
    const at = (p: number) => percentile(latencies, p).toFixed(1).padStart(7);
    console.log(`${label.padEnd(52)} p50 ${at(50)} µs  p95 ${at(95)} µs  p99 ${at(99)} µs`);
  };
  /** The variants take turns request by request, so the machine's noise falls on all of them alike. */
  const race = async (variants: Array<[string, (token: string) => Promise<void>]>) => {
    const latencies = variants.map(() => [] as number[]);
    for (let i = 0; i < 2_000; i++)
      for (const [, step] of variants) await step(tokens[i % tokens.length]); // warm-up
    for (let i = 0; i < REQUESTS; i++)
      for (let k = 0; k < variants.length; k++) {
        // A different variant goes first each time, so none pays for what the previous one left.
        const v = (i + k) % variants.length;
        const started = performance.now();
        await variants[v][1](tokens[i % tokens.length]);
        latencies[v].push((performance.now() - started) * 1000);
      }
    variants.forEach(([label], v) => print(label, latencies[v]));
    return latencies;
  };
  const verify = async (token: string) => {
    await jwt.verifyAsync(token, { algorithms: ['HS256'] });
  };
  const checked = (check: SessionCheck) => async (token: string) => {
    const claims = await jwt.verifyAsync(token, { algorithms: ['HS256'] });
    const ok = await check.isCurrent({
      userId: claims.sub,
      roles: claims.roles,
      sessionId: claims.sid,
      sessionVersion: claims.sv,
    });
    if (!ok) throw new Error('a valid token was refused');
  };

  console.log(
    `session check, ${REQUESTS} requests per line over ${USERS} users (one at a time, µs per request)`,
  );
  const alwaysMiss = new MemoryCache();
  const missing = new SessionCheck(alwaysMiss, identity);
  const variants: Array<[string, (token: string) => Promise<void>]> = [
    ['without the check (token verification only)', verify],
    [
      'with the check, in-memory cache hit (standalone)',
      checked(new SessionCheck(new MemoryCache(), identity)),
    ],
    [
      'with the check, cache miss: identity store read',
      async (token) => {
        await alwaysMiss.delete(`session-state:${jwt.decode<{ sub: string }>(token).sub}`);
        await checked(missing)(token);
      },
    ],
  ];
  const redisUrl = process.env['REDIS_URL'];
  let redis: RedisCache | undefined;
  if (redisUrl) {
    redis = new RedisCache({ url: redisUrl, keyPrefix: `snap-bench-${process.pid}:` });
    try {
      await redis.ping();
      variants.push([
        'with the check, Redis cache hit (distributed)',
        checked(new SessionCheck(redis, identity)),
      ]);
    } catch (error) {
      console.log(`Redis at ${redisUrl} not reachable, its line skipped: ${String(error)}`);
    }
  } else console.log('REDIS_URL unset: the Redis line is skipped (source deploy/native/env.sh)');
  const [base, memory] = await race(variants);
  const added = (p: number) => (percentile(memory, p) - percentile(base, p)).toFixed(1);
  console.log(
    `added by the check with a cache hit in memory: p50 +${added(50)} µs, p95 +${added(95)} µs, p99 +${added(99)} µs`,
  );
  await redis?.close();
  await documents.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
