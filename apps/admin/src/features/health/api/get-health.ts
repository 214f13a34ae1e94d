import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type HealthQuery } from '@snap/api-client/admin';

export type Health = HealthQuery['health'];
export type ServiceHealth = Health['services'][number];
export type DependencyHealth = ServiceHealth['dependencies'][number];

const HEALTH_QUERY = graphql(`
  query Health {
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
          error
          detail
        }
      }
    }
  }
`).toString();

export async function fetchHealth(signal?: AbortSignal): Promise<Health> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: HEALTH_QUERY }),
    signal,
  });
  if (!response.ok) throw new Error(`Health check failed with HTTP ${response.status}`);
  const body = (await response.json()) as {
    data?: { health: Health };
    errors?: Array<{ message: string }>;
  };
  if (!body.data)
    throw new Error(body.errors?.map((e) => e.message).join(', ') ?? 'Health check failed');
  return body.data.health;
}

/** Refreshed every 10 s so an operator sees a service drop without reloading. */
export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => fetchHealth(signal),
  refetchInterval: 10_000,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
