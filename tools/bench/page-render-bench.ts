import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summary, timed } from './latency';

// npm run bench:page-render      starts a fresh standalone runtime on the bundled sample (the web build must
//                                exist: nx run web:build) and measures the server's CPU for a page rendered
//                                per request, as served (GET /search?location=30303), against the CPU of the
//                                same page's data alone (its GraphQL calls, POST /graphql): the difference is
//                                the render. CPU is the server process's own, read from /proc before and
//                                after each run; requests are sent one at a time.
// npm run bench:page-render -- --url http://127.0.0.1:3000 --pid <pid>     a running standalone runtime

const RENDERS = Number(process.env['BENCH_RENDERS'] ?? 500);
const PORT = Number(process.env['BENCH_PAGE_PORT'] ?? 3198);
const PAGE = process.env['BENCH_PAGE'] ?? '/search?location=30303';

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** CPU seconds the process has used so far (user + system). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

async function startStandalone(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'apps/standalone/src/main.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // The bundled lists only: no first national refresh from USDA.
        USDA_SYNC_ON_FIRST_START: '0',
        SWC_NODE_PROJECT: 'tsconfig.base.json',
        DATA_DIR: dataDir,
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        COOKIE_SECURE: 'false',
        JWT_SECRET: process.env['JWT_SECRET'] ?? 'bench-only-secret-0123456789abcdef0123456789',
      },
    },
  );
  for (let i = 0; i < 960; i++) {
    if (child.exitCode !== null)
      throw new Error(`the standalone runtime exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the standalone runtime did not become ready');
}

/** The GraphQL calls the page makes on the server, as the browser would send them. */
function pageOperations(html: string): string[] {
  // The served page's data block names its queries; the bench replays the same documents' answers.
  return [...html.matchAll(/"queryKey":\["([^"]+)"(?:,"([^"]+)")?/g)].map((match) =>
    [match[1], match[2]].filter(Boolean).join('/'),
  );
}

async function measure(
  pid: number,
  label: string,
  run: () => Promise<void>,
): Promise<{ cpuMs: number; line: string }> {
  await timed(30, 1, run); // warm-up
  const before = cpuSeconds(pid);
  const timing = await timed(RENDERS, 1, run);
  const cpuMs = ((cpuSeconds(pid) - before) * 1000) / RENDERS;
  return {
    cpuMs,
    line: `${summary(label, timing.latencies, timing.wallMs)} · server CPU ${cpuMs.toFixed(2)} ms each`,
  };
}

async function main(): Promise<void> {
  const url = option('url');
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  let pid = Number(option('pid'));
  let base = url ?? `http://127.0.0.1:${PORT}`;
  if (!url) {
    if (!existsSync('dist/apps/web-server/render-page.mjs'))
      throw new Error('No web build with its server entry: run npm exec nx -- run web:build');
    dataDir = mkdtempSync(join(tmpdir(), 'snap-page-bench-'));
    child = await startStandalone(dataDir);
    pid = child.pid as number;
    base = `http://127.0.0.1:${PORT}`;
  }
  try {
    const page = await fetch(`${base}${PAGE}`);
    const html = await page.text();
    if (page.status !== 200) throw new Error(`GET ${PAGE} answered ${page.status}`);
    const stores = /(\d+) stores? found/.exec(html)?.[1] ?? '?';
    console.log(
      `Page rendering on the server: ${RENDERS} requests of ${PAGE} one at a time (${stores} stores in the page, ${(html.length / 1024).toFixed(0)} KB of HTML before compression), standalone runtime on the bundled sample (9,312 Georgia stores + farmers markets).`,
    );
    console.log(
      `Load average before: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    console.log(`Queries the page fetched on the server: ${pageOperations(html).join(' ')}`);
    const served = await measure(pid, 'page as served (data + render)', async () => {
      const response = await fetch(`${base}${PAGE}`, { headers: { 'Accept-Encoding': 'br' } });
      await response.arrayBuffer();
    });
    // The same data through the API: the geocode of the ZIP, then the search the page runs.
    const location = new URL(PAGE, base).searchParams.get('location') ?? '30303';
    const data = await measure(pid, 'its data alone (POST /graphql)', async () => {
      const geocode = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query:
            'query Geocode($text: String!) { geocode(text: $text) { lat lng zip city state } }',
          variables: { text: location },
        }),
      });
      await geocode.arrayBuffer();
      const search = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query:
            'query($zip: String, $radiusMiles: Int!, $limit: Int!) { searchStores(zip: $zip, radiusMiles: $radiusMiles, limit: $limit) { id Store_Name Store_Street_Address City State Zip5 distance_miles store_type average_rating review_count } }',
          variables: { zip: location, radiusMiles: 10, limit: 200 },
        }),
      });
      await search.arrayBuffer();
    });
    console.log(served.line);
    console.log(data.line);
    console.log(
      `render alone (difference)           server CPU ${(served.cpuMs - data.cpuMs).toFixed(2)} ms each`,
    );
    console.log(`server RSS after: ${rssMb(pid).toFixed(0)} MB`);
  } finally {
    child?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
