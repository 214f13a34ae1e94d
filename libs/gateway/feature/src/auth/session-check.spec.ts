import { IdentityMessages, type SessionStateView } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';
import { type CachePort, MemoryCache } from '@snap/platform-cache';
import { SessionCheck } from './session-check';

/** The identity store as the gateway sees it over the bus: one user's version and revoked sessions. */
function identity(state: SessionStateView) {
  const calls: string[] = [];
  let down = false;
  const bus = {
    request: async (definition: { name: string }, payload: { userId: string }) => {
      calls.push(payload.userId);
      if (down) throw new Error('identity is not answering');
      expect(definition.name).toBe(IdentityMessages.sessionState.name);
      return structuredClone(state);
    },
  } as unknown as BusClient;
  return {
    bus,
    calls,
    state,
    goDown: () => {
      down = true;
    },
  };
}

/** A cache whose engine is down: every call fails, as the Redis adapter does during an outage. */
const downCache = new Proxy({} as CachePort, {
  get: () => async () => {
    throw new Error('Redis at 127.0.0.1:6379 is not reachable');
  },
});

const member = { userId: 'u1', roles: [], sessionId: 's1', sessionVersion: 0 };
const moderator = { ...member, roles: ['moderator'] };

describe('SessionCheck: an access token works only while its session is the account’s current one', () => {
  it('item 2: refuses a token once its session was signed out, and every older token once the version moved on', async () => {
    const store = identity({ version: 0, revokedSessions: [] });
    const check = new SessionCheck(new MemoryCache(), store.bus);
    expect(await check.isCurrent(member)).toBe(true);
    // Sign-out of session s1 (through the gateway, which drops its copy).
    store.state.revokedSessions.push('s1');
    await check.invalidate('u1');
    expect(await check.isCurrent(member)).toBe(false);
    expect(await check.isCurrent({ ...member, sessionId: 's2' })).toBe(true);
    // Sign-out everywhere, a password change or reset, a role removal: the version moves on.
    store.state.version = 1;
    await check.invalidate('u1');
    expect(await check.isCurrent({ ...moderator, sessionId: 's2' })).toBe(false);
    expect(await check.isCurrent({ ...member, sessionId: 's3', sessionVersion: 1 })).toBe(true);
    // A deleted account.
    store.state.version = -1;
    await check.invalidate('u1');
    expect(await check.isCurrent({ ...member, sessionId: 's3', sessionVersion: 1 })).toBe(false);
  });

  it('reads identity once, then its cached copy', async () => {
    const store = identity({ version: 0, revokedSessions: [] });
    const check = new SessionCheck(new MemoryCache(), store.bus);
    for (let i = 0; i < 5; i++) expect(await check.isCurrent(member)).toBe(true);
    expect(store.calls).toHaveLength(1);
  });

  it('never makes a revoked token valid again after a restart (an empty cache reads the store)', async () => {
    const store = identity({ version: 3, revokedSessions: ['s1'] });
    const restarted = new SessionCheck(new MemoryCache(), store.bus);
    expect(await restarted.isCurrent({ ...member, sessionVersion: 2, sessionId: 's9' })).toBe(
      false,
    );
    expect(await restarted.isCurrent({ ...member, sessionVersion: 3 })).toBe(false);
  });

  it('asks identity when the cache is down', async () => {
    const store = identity({ version: 1, revokedSessions: [] });
    const check = new SessionCheck(downCache, store.bus);
    expect(await check.isCurrent(moderator)).toBe(false);
    expect(await check.isCurrent({ ...moderator, sessionVersion: 1 })).toBe(true);
    expect(store.calls).toHaveLength(2);
  });

  it('fails closed for role-bearing tokens only when both the cache and identity are down', async () => {
    const store = identity({ version: 0, revokedSessions: [] });
    store.goDown();
    const check = new SessionCheck(downCache, store.bus);
    expect(await check.isCurrent(moderator)).toBe(false);
    expect(await check.isCurrent({ ...member, roles: ['admin'] })).toBe(false);
    expect(await check.isCurrent(member)).toBe(true);
  });
});
