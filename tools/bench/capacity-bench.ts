import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  isolatedInstallation,
  nativeEngineEnv,
  resetInstallation,
  type RunningServiceProcess,
  startDistributed,
  stopDistributed,
} from '../distributed/distributed-runtime';
import { graphql, NotServed, summary, timed } from './latency';

// npm run bench:capacity     the CPU each request costs, per service process and per engine, on the
//                            distributed runtime (its own isolated data in the native engines): nearby
//                            uncached and from the gateway's read cache, text search, a store page (the five requests the web sends for it) and a
//                            review write. CPU time is read from /proc for every process before and after
//                            each scenario, so other work on the machine changes the latency figures but
//                            hardly the CPU per request. docs/capacity.md turns these into replicas.

const ROOT = resolve(__dirname, '../..');
const REQUESTS = Number(process.env['BENCH_QUERIES'] ?? 600);
/** Units of every scenario run before any is measured: the first minutes after the engines start cost
 * about twice as much (the JVMs of Kafka and Elasticsearch still compiling their hot paths). */
const WARM_UP = Number(process.env['BENCH_WARM_UP'] ?? 300);
const CONCURRENCY = 8;
const INSTALLATION = 'snap_capacity';
const BASE_PORT = Number(process.env['BENCH_CAPACITY_PORT'] ?? 3460);
const TICKS_PER_SECOND = Number(
  spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100,
);

let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const aroundAtlanta = () => ({
  lat: 33.2 + random() * 1.6,
  lng: -85 + random() * 1.8,
});
/** Where the cached nearby scenario's people are: 50 places (ZIP centres, a city's busy corners),
 * asked again and again, as a home page's searches repeat at a benefit-day peak. */
const REPEATED_PLACES = Array.from({ length: 50 }, aroundAtlanta);

/** CPU seconds a process and every child it has (PostgreSQL's backends) have used so far. */
function cpuSeconds(pid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state ppid … utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      if (Number(entry) !== pid && ppid !== pid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The native engines' pids, from `engines.sh status`. */
function enginePids(): Map<string, number> {
  const status = spawnSync(join(ROOT, 'deploy/native/engines.sh'), ['status'], {
    encoding: 'utf8',
    cwd: ROOT,
  }).stdout;
  const pids = new Map<string, number>();
  for (const line of status.split('\n')) {
    const match = /^(\S+)\s+\S+(?:\s+\S+)?\s+pid (\d+)/.exec(line);
    if (match) pids.set(match[1], Number(match[2]));
  }
  return pids;
}

/** Set-up calls: the first requests after start-up may find a service still warming up. */
async function retrying<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 6) throw error;
      await new Promise((r) => setTimeout(r, 2_000 * attempt));
    }
  }
}

interface Member {
  email: string;
  token: string;
}

async function makeMember(gatewayUrl: string, runDir: string, i: number): Promise<Member> {
  const email = `capacity-${Date.now()}-${i}@example.org`;
  const password = `capacity-bench-${i}-Secret`;
  await retrying(() =>
    graphql(
      gatewayUrl,
      'mutation($email: String!, $password: String!) { signUp(email: $email, password: $password, fullName: "Capacity Bench") { id } }',
      { email, password },
    ),
  );
  const outbox = join(runDir, 'data', 'outbox');
  let token: string | undefined;
  for (let waited = 0; !token && waited < 30_000; waited += 250) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((file) => file.endsWith('.json'))
          .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')))
      : [];
    const mail = mails.find((m: { to: string }) => m.to === email);
    token = mail ? /[?&]token=([^\s&]+)/.exec(mail.text)?.[1] : undefined;
    if (!token) await new Promise((r) => setTimeout(r, 250));
  }
  if (!token) throw new Error(`no verification e-mail for ${email}`);
  await retrying(() =>
    graphql(
      gatewayUrl,
      'mutation($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id } }',
      { token, password },
    ),
  );
  const { signIn } = await retrying(() =>
    graphql(
      gatewayUrl,
      'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }',
      { email, password },
    ),
  );
  return { email, token: signIn.accessToken };
}

async function asMember(
  gatewayUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

const STORE_PAGE = [
  'query($id: ID!) { store(id: $id) { id Store_Name Store_Street_Address City State Zip_Code Latitude Longitude Store_Type County average_rating } }',
  'query($id: ID!) { reviews(storeId: $id) { id rating review_text created_at user_name is_own } }',
  'query($id: ID!) { storeEnrichment(storeId: $id) { storeId budgetExceeded providerEnabled openMapEnabled confidence } }',
  'query($id: ID!) { storePhotos(storeId: $id) { id thumbnailUrl heroUrl } }',
  'query($id: ID!) { tips(storeId: $id) { id user_name comment_text created_at } }',
];

async function main(): Promise<void> {
  const engines = nativeEngineEnv();
  const runDir = mkdtempSync(join(tmpdir(), 'snap-bench-capacity-'));
  try {
    await resetInstallation(INSTALLATION, engines);
    const runtime = await startDistributed({
      runDir,
      basePort: BASE_PORT,
      env: {
        ...isolatedInstallation(INSTALLATION, engines),
        LOG_LEVEL: 'warn',
        SIGN_UPS_PER_HOUR: '1000',
        RATE_LIMITS: 'reviews=1000000/3600',
      },
    });
    const url = runtime.gatewayUrl;
    const { nearbyStores } = await retrying(() =>
      graphql(url, 'query { nearbyStores(lat: 33.749, lng: -84.388, limit: 50) { id } }', {}),
    );
    const storeIds = (nearbyStores as Array<{ id: string }>).map((s) => s.id);
    const members: Member[] = [];
    for (let i = 0; i < 8; i++) members.push(await makeMember(url, runDir, i));
    const engineProcesses = enginePids();
    const processes: Array<{ label: string; pid: number }> = [
      ...runtime.services.map((s: RunningServiceProcess) => ({ label: s.process, pid: s.pid })),
      ...[...engineProcesses].map(([name, pid]) => ({ label: `${name} (engine)`, pid })),
    ];

    const scenarios: Array<{
      label: string;
      requestsPerUnit: number;
      /** Units run right before measuring (so the cached scenario's places are stored). */
      prime?: number;
      run: (i: number) => Promise<void>;
    }> = [
      {
        // Every position new (a random point in a 110 × 100 mile box): the read cache misses.
        label: 'nearby uncached (20 stores)',
        requestsPerUnit: 1,
        run: () =>
          graphql(
            url,
            'query($lat: Float!, $lng: Float!) { nearbyStores(lat: $lat, lng: $lng, limit: 20) { id distance_miles } }',
            aroundAtlanta(),
          ),
      },
      {
        // 50 places asked again and again (warmed first): served from the gateway's read cache.
        label: 'nearby cached (20 stores)',
        requestsPerUnit: 1,
        // Each place read three times: an answer is stored on its second read.
        prime: 3 * REPEATED_PLACES.length,
        run: (i) =>
          graphql(
            url,
            'query($lat: Float!, $lng: Float!) { nearbyStores(lat: $lat, lng: $lng, limit: 20) { id distance_miles } }',
            REPEATED_PLACES[i % REPEATED_PLACES.length],
          ),
      },
      {
        label: 'text search (typos)',
        requestsPerUnit: 1,
        run: (i) =>
          graphql(
            url,
            'query($text: String!, $lat: Float!, $lng: Float!) { searchStores(text: $text, lat: $lat, lng: $lng, radiusMiles: 20, limit: 20) { id } }',
            {
              text: ['publx', 'dolar general', 'kroger', 'walmrt', 'aldi'][i % 5],
              ...aroundAtlanta(),
            },
          ),
      },
      {
        label: 'store page (5 requests)',
        requestsPerUnit: STORE_PAGE.length,
        run: async (i) => {
          const id = storeIds[i % storeIds.length];
          await Promise.all(STORE_PAGE.map((query) => graphql(url, query, { id })));
        },
      },
      {
        label: 'review write',
        requestsPerUnit: 1,
        run: (i) =>
          asMember(
            url,
            members[i % members.length].token,
            'mutation($id: ID!, $text: String) { createReview(storeId: $id, rating: 4, review_text: $text) { review { id } } }',
            {
              id: storeIds[Math.floor(i / members.length) % storeIds.length],
              text: `Capacity bench review ${i}: clean aisles, fair prices.`,
            },
          ),
      },
    ];

    console.log(
      `Distributed runtime, one process per service, on the bundled sample (9,312 Georgia stores); ${REQUESTS} units per scenario, ${CONCURRENCY} in flight.`,
    );
    console.log(
      `Load average before: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    console.log(`Memory (RSS) idle, before any load: ${rssOf(runtime.services)}`);
    const warmUpStarted = Date.now();
    for (const scenario of scenarios)
      // Units numbered after the measured ones: a write (a review) never repeats a measured one.
      await timed(WARM_UP, CONCURRENCY, (i) =>
        scenario.run(REQUESTS + i).catch((error: unknown) => {
          if (error instanceof NotServed) throw error;
        }),
      );
    console.log(
      `Engines warmed: ${WARM_UP} units of every scenario run first, in ${((Date.now() - warmUpStarted) / 1000).toFixed(0)} s, not measured (BENCH_WARM_UP).`,
    );
    for (const scenario of scenarios) {
      // A connection the busy machine dropped is counted, not fatal: the CPU figures stay valid.
      let failed = 0;
      const run = (i: number) =>
        scenario.run(i).catch((error: unknown) => {
          if (error instanceof NotServed) throw error;
          failed++;
        });
      // The warm-up's reviews are still evicting the catalog while their events drain: wait them out.
      await eventsSettled(url, runtime.opsToken);
      await timed(scenario.prime ?? 40, CONCURRENCY, run);
      failed = 0;
      const cacheBefore = await readCacheFigures(url, runtime.opsToken);
      const before = processes.map((p) => cpuSeconds(p.pid));
      const result = await timed(REQUESTS, CONCURRENCY, run);
      const after = processes.map((p) => cpuSeconds(p.pid));
      const cacheAfter = await readCacheFigures(url, runtime.opsToken);
      const [hits, misses] = [cacheAfter.hit - cacheBefore.hit, cacheAfter.miss - cacheBefore.miss];
      console.log(
        summary(`\n${scenario.label}`, result.latencies, result.wallMs, result.notServed) +
          (failed > 0 ? `, ${failed} failed` : '') +
          (hits + misses > 0
            ? `; read cache ${hits} hits, ${misses} misses (${((100 * hits) / (hits + misses)).toFixed(0)} % hits)`
            : ''),
      );
      const costs = processes
        .map((p, i) => ({ label: p.label, ms: ((after[i] - before[i]) * 1000) / REQUESTS }))
        .filter((c) => c.ms >= 0.05)
        .sort((a, b) => b.ms - a.ms);
      const total = costs.reduce((sum, c) => sum + c.ms, 0);
      for (const cost of costs)
        console.log(
          `  ${cost.label.padEnd(26)} ${cost.ms.toFixed(2)} ms CPU per ${scenario.label.split(' (')[0]}`,
        );
      console.log(
        `  ${'all processes'.padEnd(26)} ${total.toFixed(2)} ms CPU (${scenario.requestsPerUnit} request${scenario.requestsPerUnit > 1 ? 's' : ''} each)`,
      );
    }
    console.log(`\nMemory (RSS) after the load: ${rssOf(runtime.services)}`);
    await printReadCache(url, runtime.opsToken);
  } finally {
    await stopDistributed(runDir, () => undefined);
    await resetInstallation(INSTALLATION, engines).catch(() => undefined);
    rmSync(runDir, { recursive: true, force: true });
  }
}

/** Reads and evictions of the read cache so far, from the gateway's /metrics. */
async function readCacheFigures(
  url: string,
  opsToken: string,
): Promise<{ hit: number; miss: number; evictions: number }> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${opsToken}` } })
  ).text();
  const sum = (prefix: string, label = '') =>
    text
      .split('\n')
      .filter((line) => line.startsWith(prefix) && line.includes(label))
      .reduce((total, line) => total + Number(line.split(' ').at(-1)), 0);
  return {
    hit: sum('read_cache_reads_total{', 'outcome="hit"'),
    miss: sum('read_cache_reads_total{', 'outcome="miss"'),
    evictions: sum('read_cache_evictions_total{'),
  };
}

/** Until no eviction came for two seconds (at most a minute): earlier writes' events have drained. */
async function eventsSettled(url: string, opsToken: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = (await readCacheFigures(url, opsToken)).evictions;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2_000));
    const now = (await readCacheFigures(url, opsToken)).evictions;
    if (now === last) return;
    last = now;
  }
}

/** The read cache's figures from the gateway's /metrics: reads by outcome, and the delay from a
 * change being written (its event sent by search) to its eviction, over every event of the run (the
 * review writes' rating changes among them). */
async function printReadCache(url: string, opsToken: string): Promise<void> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${opsToken}` } })
  ).text();
  const series = (name: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(name))
      .map((line) => ({ line, value: Number(line.split(' ').at(-1)) }));
  const reads = (outcome: string) =>
    series('read_cache_reads_total{')
      .filter(({ line }) => line.includes(`outcome="${outcome}"`))
      .reduce((sum, { value }) => sum + value, 0);
  const [hit, miss, bypass] = ['hit', 'miss', 'bypass'].map(reads);
  console.log(
    `\nRead cache over the whole run (warm-up included): ${hit} hits, ${miss} misses, ${bypass} bypasses`,
  );
  const catalog = (name: string) =>
    series(name).filter(({ line }) => line.includes('scope="catalog"'));
  const count = catalog('read_cache_eviction_delay_seconds_count')[0]?.value ?? 0;
  const sum = catalog('read_cache_eviction_delay_seconds_sum')[0]?.value ?? 0;
  if (count === 0) return console.log('No catalog event reached the gateway.');
  const buckets = catalog('read_cache_eviction_delay_seconds_bucket').map(({ line, value }) => ({
    le: /le="([^"]+)"/.exec(line)?.[1] ?? '',
    share: value / count,
  }));
  const p50 = buckets.find((b) => b.share >= 0.5)?.le;
  const p95 = buckets.find((b) => b.share >= 0.95)?.le;
  console.log(
    `Event to eviction (search's catalog.changed to the gateway's eviction in Redis): ${count} events, mean ${((sum / count) * 1000).toFixed(1)} ms, p50 ≤ ${Number(p50) * 1000} ms, p95 ≤ ${Number(p95) * 1000} ms`,
  );
}

function rssOf(services: Array<{ process: string; pid: number }>): string {
  return services
    .map((s) => {
      try {
        const kb = Number(
          /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.pid}/status`, 'utf8'))?.[1],
        );
        return `${s.process} ${(kb / 1024).toFixed(0)} MB`;
      } catch {
        return `${s.process} ?`;
      }
    })
    .join(', ');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
