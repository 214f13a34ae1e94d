import { queryOptions, useQuery } from '@tanstack/react-query';

export interface DependencyHealth {
  name: string;
  status: string;
  error?: string | null;
  /** Why an optional dependency is 'off' (e.g. the places provider without a key), in words. */
  detail?: string | null;
}
export interface ServiceHealth {
  name: string;
  version: string;
  status: string;
  latencyMs: number | null;
  dependencies: DependencyHealth[];
}
export interface Health {
  status: string;
  services: ServiceHealth[];
}

const HEALTH_QUERY = `query Health { health { status services { name version status latencyMs dependencies { name status error detail } } } }`;

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
