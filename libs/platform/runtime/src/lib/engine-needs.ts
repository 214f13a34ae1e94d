/**
 * How a service depends on an engine besides the bus (Kafka, which every service needs):
 * - 'required': it cannot serve without it; /health/ready is 503 while it is down, and start-up waits for it.
 * - `{ degrades }`: it serves without it, with what waits in the meantime in words (uploads, posting);
 *   the outage is named on /health/ready but leaves the service ready.
 * An engine not named is not used by the service: it is not probed, so its outage is not the service's.
 */
export type EngineNeed = 'required' | { degrades: string };

export interface EngineNeeds {
  documents?: EngineNeed;
  cache?: EngineNeed;
  blobs?: EngineNeed;
  /** Only the search service owns the stores index. */
  searchIndex?: EngineNeed;
}

/** The readiness check's name of each engine (as on /health/ready). */
export const ENGINE_CHECK_NAMES: Record<keyof EngineNeeds, string> = {
  documents: 'documents',
  cache: 'cache',
  blobs: 'blobs',
  searchIndex: 'search-index',
};

/** What waits while the engine is down, or undefined when the service cannot serve without it. */
export function degradesWithout(need: EngineNeed): string | undefined {
  return need === 'required' ? undefined : need.degrades;
}
