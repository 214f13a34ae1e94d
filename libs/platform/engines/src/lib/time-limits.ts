/**
 * Every time limit between a visitor and an engine, in one place. Each one is clearly shorter than the
 * limit of whoever waits for it, so the one that gives up first is the one that knows why: a cache
 * command fails with "Redis at … is not reachable" before the bus request that carries it times out,
 * and the bus request fails before the visitor's browser gives up on the gateway.
 *
 *   gateway answer (browser)      > bus request                > engine operation
 *   (no own cut-off; ≈ bus limit)   BUS_REQUEST_MS = 5 s         ENGINE_READ_MS = 3 s (search index, documents)
 *                                                                CACHE_COMMAND_MS = 2 s (Redis)
 */
export const TIME_LIMITS: Readonly<Record<TimeLimit, number>> = Object.freeze({
  /** How long a caller waits for another service's answer on the bus (the gateway's answer time). */
  busRequestMs: 5_000,
  /** One read of an engine inside a request: an index search, choosing a documents server. Its
   * fallback (the documents store when the index is down) must still fit in the bus request. */
  engineReadMs: 3_000,
  /** One cache command, and the wait for the cache's connection: sign-in counts tries in Redis. */
  cacheCommandMs: 2_000,
  /** Opening a connection to an engine. */
  engineConnectMs: 2_500,
  /** A readiness probe of one engine, under the health registry's own limit (2 s). */
  readinessProbeMs: 1_500,
});

export type TimeLimit =
  'busRequestMs' | 'engineReadMs' | 'cacheCommandMs' | 'engineConnectMs' | 'readinessProbeMs';
