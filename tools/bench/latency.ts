/** Latency percentiles and a fixed-concurrency load loop, shared by the benchmarks. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface Timing {
  latencies: number[];
  wallMs: number;
}

export function summary(label: string, latencies: number[], wallMs: number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `${label.padEnd(28)} p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms  ${(
    (latencies.length / wallMs) *
    1000
  ).toFixed(0)} req/s (${latencies.length} requests)`;
}

/** Runs `count` calls with `concurrency` in flight, timing each one. */
export async function timed(
  count: number,
  concurrency: number,
  run: (i: number) => Promise<void>,
): Promise<Timing> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        await run(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, wallMs: performance.now() - started };
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
  const body = (await response.json()) as { data: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
