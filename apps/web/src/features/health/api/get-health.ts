import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';

const HealthDocument = graphql(`
  query ServiceHealth {
    health {
      status
      services {
        name
        version
        status
        latencyMs
        dependencies {
          name
          status
        }
      }
    }
  }
`);

/** Refreshed every 10 s so a service going down shows without reloading. */
export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: async ({ signal }) => (await request(HealthDocument, {}, { signal })).health,
  refetchInterval: 10_000,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
