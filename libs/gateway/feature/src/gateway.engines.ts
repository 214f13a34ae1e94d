import type { EngineNeeds } from '@snap/platform-runtime';

/** The gateway keeps no documents: it serves through the bus. Redis holds only its rate-limit
 * counters and short copies of users' session state (identity answers those while Redis is down),
 * and MinIO only uploads on their way to a service, so neither outage takes it out of service:
 * searches and reading go on. */
export const GATEWAY_ENGINES: EngineNeeds = {
  cache: {
    degrades:
      'posting (reviews, tips, reports, clicks) waits for its rate-limit counters; signed-in requests check their session with identity',
  },
  blobs: { degrades: 'photo, blog image and catalog uploads wait' },
};
