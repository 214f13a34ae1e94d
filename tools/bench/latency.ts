/** Latency percentiles and a fixed-concurrency load loop, shared by the benchmarks. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** An answer that is not a failure of the code under test: the gateway shed the request (503 with
 * Retry-After, too many in flight) or a service said it is temporarily unavailable. Counted apart. */
export class NotServed extends Error {
  constructor(
    readonly kind: 'shed' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

export interface Timing {
  /** Of the requests that were served. */
  latencies: number[];
  wallMs: number;
  notServed: { shed: number; unavailable: number };
}

export function summary(
  label: string,
  latencies: number[],
  wallMs: number,
  notServed?: Timing['notServed'],
): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const apart =
    notServed && notServed.shed + notServed.unavailable > 0
      ? `, besides ${notServed.shed} shed (${((notServed.shed / wallMs) * 1000).toFixed(0)}/s) and ${notServed.unavailable} unavailable`
      : '';
  return `${label.padEnd(28)} p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms  ${(
    (latencies.length / wallMs) *
    1000
  ).toFixed(0)} req/s (${latencies.length} served${apart})`;
}

/** Runs `count` calls with `concurrency` in flight, timing each one. */
export async function timed(
  count: number,
  concurrency: number,
  run: (i: number) => Promise<void>,
): Promise<Timing> {
  const latencies: number[] = [];
  const notServed = { shed: 0, unavailable: 0 };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        try {
          await run(i);
          latencies.push(performance.now() - t);
        } catch (error) {
          if (!(error instanceof NotServed)) throw error;
          notServed[error.kind] += 1;
        }
      }
    }),
  );
  return { latencies, wallMs: performance.now() - started, notServed };
}

export async function graphql(
  url: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<any> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data: any;
    errors?: Array<{ message: string; extensions?: { code?: string; shed?: boolean } }>;
  };
  const first = body.errors?.[0];
  if (response.status === 503 && first?.extensions?.shed)
    throw new NotServed('shed', first.message);
  if (first?.extensions?.code === 'SERVICE_UNAVAILABLE')
    throw new NotServed('unavailable', first.message);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
