// The image smoke: every service starts from its own image's files (built by tools/deploy/build-images.sh),
// as the image's user, with the image's working folder, command and variables plus those docker-compose.yml
// sets, against the native engines; each must answer /health/ready, then one journey runs through the
// gateway started from its image (search, sign up, review, the review's stats back in search). A service
// started without a variable it needs must stop naming it. Everything it started (processes, containers,
// their mounts, its installation in the engines, engines it had to start) is gone when it ends.
//   SWC_NODE_PROJECT=tsconfig.base.json npm exec -- node -r @swc-node/register tools/deploy/image-smoke.ts
// `podman run` is refused in this sandbox (setrlimit RLIMIT_NPROC), so each container is created and
// mounted with podman and its command started with chroot as the image's user; the network is the host's.
// Env: SMOKE_BASE_PORT (3441: ports 3441-3447), SMOKE_INSTALLATION (engine namespace, image_smoke),
// SMOKE_KEEP_LOGS=1 (the services' logs stay in a temporary folder, as they do when the smoke fails),
// SMOKE_READY_TIMEOUT_S (420 per service: the search service's first start imports the sample, which on a
// busy 2-core machine takes minutes), SNAP_REAL_ENGINES=1 (starts stopped engines, and stops only those
// afterwards; without it and without engines, each service must be live and name its unreachable engines
// on /health/ready).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  isolatedInstallation,
  nativeEngineEnv,
  resetInstallation,
} from '../distributed/distributed-runtime';
import { composeEnvironment, readCompose } from './compose-env';

const ROOT = resolve(__dirname, '../..');
const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
const BASE_PORT = Number(process.env['SMOKE_BASE_PORT'] ?? 3441);
const INSTALLATION = process.env['SMOKE_INSTALLATION'] ?? 'image_smoke';
const READY_TIMEOUT_MS = Number(process.env['SMOKE_READY_TIMEOUT_S'] ?? 420) * 1000;
const REQUIRE_ENGINES = process.env['SNAP_REAL_ENGINES'] === '1';
/** Compose's order: the gateway waits until every other service is healthy. */
const START_ORDER = ['search', 'identity', 'community', 'enrichment', 'content', 'gateway'];
const ENGINES = ['redis', 'postgres', 'ferretdb', 'kafka', 'elasticsearch', 'minio'];
/** The compose variables that name the engines by their compose host names; here, the native engines. */
const ENGINE_VARIABLES = [
  'KAFKA_BROKERS',
  'MONGODB_URI',
  'ELASTICSEARCH_URL',
  'REDIS_URL',
  'MINIO_ENDPOINT',
  'MINIO_PORT',
  'MINIO_ACCESS_KEY',
  'MINIO_SECRET_KEY',
  'MINIO_USE_SSL',
];

const work = mkdtempSync(join(tmpdir(), 'snap-image-smoke-'));
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** What went wrong, repeated at the end: the services' shutdown and the engines' stop print after it. */
const failures: string[] = [];

function fail(message: string): void {
  console.error(`image smoke: ${message}`);
  failures.push(message.split('\n')[0]);
}

/** podman on the build script's own image store (tools/deploy/podman.sh). */
function podman(...args: string[]): string {
  const result = spawnSync(join(ROOT, 'tools/deploy/podman.sh'), args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`podman ${args.join(' ')}: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout.trim();
}

/** A function of tools/deploy/podman.sh, given one argument; what it printed (both streams). */
function podmanFunction(name: string, argument = ''): string {
  const result = spawnSync(
    'bash',
    ['-c', `source tools/deploy/podman.sh && ${name} "$1" 2>&1`, 'podman-function', argument],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`${name}: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout.trim();
}

interface ImageConfig {
  User?: string;
  Env?: string[];
  WorkingDir?: string;
  Entrypoint?: string[] | null;
  Cmd?: string[] | null;
}

/** One service started from its image: the container holding its files, their mount, the process. */
interface Started {
  service: string;
  container: string;
  mount: string;
  workingDir: string;
  child: ChildProcess;
  log: string;
  port: number;
  startedAt: number;
}

const startedContainers: Started[] = [];
/** Containers created but not (yet) started, so an error between the two steps leaves nothing behind. */
const createdContainers = new Set<string>();

const imageOf = (service: string) => `localhost/snap-finder-${service}:${VERSION}`;

/** The image's user as uid, gid and home, from the image's own /etc/passwd (as the runtime resolves it). */
function userOf(mount: string, user: string): { uid: number; gid: number; home: string } {
  const [name, group] = user.split(':');
  const entry = readFileSync(join(mount, 'etc/passwd'), 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === name || fields[2] === name);
  if (!entry) throw new Error(`the image's user "${name}" is not in its /etc/passwd`);
  return { uid: Number(entry[2]), gid: Number(group ?? entry[3]), home: entry[5] };
}

/**
 * Creates the service's container, mounts its files and starts its command in them as the image's user,
 * with the image's variables, then `environment` over them. Ends up in startedContainers for cleanup.
 */
function startFromImage(
  service: string,
  environment: Record<string, string>,
  port: number,
  suffix = '',
): Started {
  const image = imageOf(service);
  if (!podman('images', '-q', image))
    throw new Error(`no image ${image}: build it first (sudo tools/deploy/build-images.sh)`);
  const [{ Config: config }] = JSON.parse(podman('image', 'inspect', image)) as Array<{
    Config: ImageConfig;
  }>;
  const name = `snap-smoke-${INSTALLATION}-${service}${suffix}`;
  // A container of that name is a leftover of an interrupted smoke of this same installation.
  podman('rm', '--force', '--ignore', name);
  const container = podman('create', '--name', name, image);
  createdContainers.add(container);
  const mount = podman('mount', container);
  const user = userOf(mount, config.User || 'root');
  const env = {
    ...Object.fromEntries(
      (config.Env ?? []).map((pair) => [
        pair.slice(0, pair.indexOf('=')),
        pair.slice(pair.indexOf('=') + 1),
      ]),
    ),
    HOME: user.home,
    ...environment,
  };
  const log = join(work, `${service}${suffix}.log`);
  const out = openSync(log, 'a');
  const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
  const workingDir = config.WorkingDir || '/';
  const child = spawn(
    'chroot',
    [
      `--userspec=${user.uid}:${user.gid}`,
      `--groups=${user.gid}`,
      mount,
      '/bin/sh',
      '-c',
      'cd "$0" && exec "$@"',
      workingDir,
      ...command,
    ],
    { env, stdio: ['ignore', out, out] },
  );
  closeSync(out);
  const entry = { service, container, mount, workingDir, child, log, port, startedAt: Date.now() };
  startedContainers.push(entry);
  createdContainers.delete(container);
  return entry;
}

/** Stops the process (SIGTERM, SIGKILL after 10 s), then unmounts and removes its container. */
async function stopStarted(entry: Started): Promise<void> {
  await new Promise<void>((done) => {
    if (entry.child.exitCode !== null || entry.child.signalCode !== null) return done();
    const timer = setTimeout(() => entry.child.kill('SIGKILL'), 10_000);
    entry.child.once('exit', () => (clearTimeout(timer), done()));
    entry.child.kill('SIGTERM');
  });
  removeContainer(entry.container);
  startedContainers.splice(startedContainers.indexOf(entry), 1);
}

function removeContainer(container: string): void {
  podman('umount', '--force', container);
  podman('rm', '--force', container);
}

/** Nothing of `entry` is left: no process, no container, no mount. */
function leftoversOf(entry: Pick<Started, 'child' | 'container' | 'mount'>): string[] {
  const left: string[] = [];
  if (entry.child.pid && isAlive(entry.child.pid)) left.push(`process ${entry.child.pid}`);
  if (podman('ps', '--all', '--quiet', '--no-trunc', '--filter', `id=${entry.container}`))
    left.push(`container ${entry.container.slice(0, 12)}`);
  if (readFileSync('/proc/mounts', 'utf8').includes(` ${entry.mount} `))
    left.push(`mount ${entry.mount}`);
  return left;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(
  entry: Started,
  path: string,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry.child.exitCode !== null) return false;
    const answer = await fetch(`http://127.0.0.1:${entry.port}${path}`).catch(() => undefined);
    if (answer?.ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function tail(file: string, lines = 15): string {
  return existsSync(file)
    ? readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n')
    : '(no log)';
}

async function enginesReachable(engines: Record<string, string>): Promise<boolean> {
  const addresses = [
    engines['KAFKA_BROKERS'].split(',')[0],
    new URL(engines['MONGODB_URI']).host,
    new URL(engines['ELASTICSEARCH_URL']).host,
    new URL(engines['REDIS_URL']).host,
    `${engines['MINIO_ENDPOINT']}:${engines['MINIO_PORT']}`,
  ];
  const answers = await Promise.all(
    addresses.map(
      (address) =>
        new Promise<boolean>((done) => {
          const [host, port] = address.split(':');
          const socket = connect({ host, port: Number(port), timeout: 1000 });
          socket.once('connect', () => (socket.destroy(), done(true)));
          socket.once('error', () => done(false));
          socket.once('timeout', () => (socket.destroy(), done(false)));
        }),
    ),
  );
  return answers.every(Boolean);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the smoke reads whatever its query asked
async function graphql(gateway: string, query: string, token?: string): Promise<any> {
  const response = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!response.ok || body.errors)
    throw new Error(`${query}: ${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** Search, sign up, sign in, review a store, and the review's stats arriving in search by Kafka. */
async function journey(gateway: string): Promise<void> {
  let step = Date.now();
  const { searchStores } = await graphql(
    gateway,
    '{ searchStores(text: "Kroger", lat: 33.749, lng: -84.388, radiusMiles: 20, limit: 3) { id Store_Name } }',
  );
  if (searchStores.length === 0) throw new Error('no Kroger near Atlanta in the imported sample');
  console.log(
    `journey: text search found ${searchStores.length} stores (first: ${searchStores[0].Store_Name}) in ${seconds(step)}`,
  );
  step = Date.now();
  const email = `image-smoke-${randomBytes(4).toString('hex')}@example.org`;
  const password = `Smoke-${randomBytes(9).toString('base64url')}`;
  await graphql(
    gateway,
    `mutation { signUp(email: "${email}", password: "${password}", fullName: "Image Smoke") { id } }`,
  );
  const { signIn } = await graphql(
    gateway,
    `mutation { signIn(email: "${email}", password: "${password}") { accessToken } }`,
  );
  console.log(`journey: signed up and signed in as ${email} in ${seconds(step)}`);
  step = Date.now();
  const nearby = '{ nearbyStores(lat: 32.0809, lng: -81.0912, limit: 1) { id review_count } }';
  const [store] = (await graphql(gateway, nearby)).nearbyStores;
  const { createReview } = await graphql(
    gateway,
    `mutation { createReview(storeId: "${store.id}", rating: 4, review_text: "Built from the image") { stats { review_count } } }`,
    signIn.accessToken,
  );
  const deadline = Date.now() + 30_000;
  let seen = store;
  while (seen.review_count !== createReview.stats.review_count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    [seen] = (await graphql(gateway, nearby)).nearbyStores;
  }
  if (seen.review_count !== createReview.stats.review_count)
    throw new Error(
      `the review of store ${store.id} did not reach search within 30 s: ${JSON.stringify(seen)}`,
    );
  console.log(
    `journey: reviewed store ${store.id}; search shows ${seen.review_count} review(s) after ${seconds(step)}`,
  );
  // The home page is rendered with its data: in a fresh installation its first render asks topics
  // no message has used yet, which Kafka creates on first use, and may answer 503 with Retry-After
  // (as a visitor would see it, once); asked again, it is served. On a loaded machine a new topic's
  // leader can take tens of seconds, so the smoke asks again until a generous deadline.
  const homeDeadline = Date.now() + 120_000;
  let home = await fetch(`${gateway}/`);
  while (home.status === 503 && Date.now() < homeDeadline) {
    await new Promise((r) => setTimeout(r, 2_000));
    home = await fetch(`${gateway}/`);
  }
  if (!home.ok || !(await home.text()).includes('<div id="root"'))
    throw new Error(`the gateway does not serve the web app at /: ${home.status}`);
  const admin = await fetch(`${gateway}/admin/`);
  if (!admin.ok)
    throw new Error(`the gateway does not serve the admin app at /admin/: ${admin.status}`);
  console.log('journey: the gateway serves the web app at / and the admin app at /admin/');
}

/** A variable missing at start: the identity image without JWT_SECRET must stop, naming it, and leave nothing. */
async function missingVariable(environment: Record<string, string>): Promise<void> {
  const without = { ...environment };
  delete without['JWT_SECRET'];
  const entry = startFromImage('identity', without, BASE_PORT + 6, '-without-secret');
  const stopped = await new Promise<number | null>((done) => {
    const timer = setTimeout(() => done(null), 60_000);
    entry.child.once('exit', (code) => (clearTimeout(timer), done(code)));
  });
  const said = readFileSync(entry.log, 'utf8');
  await stopStarted(entry);
  const left = leftoversOf(entry);
  if (stopped === null || stopped === 0 || !said.includes('JWT_SECRET'))
    fail(
      `identity without JWT_SECRET should stop naming it; exit ${stopped ?? 'none within 60 s'}:\n${tail(entry.log)}`,
    );
  else if (left.length > 0) fail(`identity without JWT_SECRET left ${left.join(', ')} behind`);
  else
    console.log(
      `identity without JWT_SECRET stopped (exit ${stopped}) naming it: "${said
        .split('\n')
        .find((l) => l.includes('JWT_SECRET'))
        ?.slice(0, 160)}"; no process, container or mount left`,
    );
}

/** The Dockerfile without SERVICE: the build stops naming it and leaves no build container behind. */
function buildWithoutService(): void {
  const step = Date.now();
  const cache = process.env['SNAP_IMAGES_CACHE'] ?? join(homedir(), '.cache/snap-images');
  const base = readFileSync(join(cache, 'base-image'), 'utf8').trim();
  // Podman 4.3 sometimes leaves the failed step's working container behind despite --force-rm: the
  // build script removes it (podman.sh), and so does this check, through the same functions.
  const before = podmanFunction('snap_build_containers');
  // The same flags as tools/deploy/build-images.sh; every stage before the check comes from its cache.
  const build = spawnSync(
    join(ROOT, 'tools/deploy/podman.sh'),
    [
      ...['build', '--isolation', 'chroot', '--network', 'host', '--ulimit', 'nofile=20000:20000'],
      ...['--format', 'docker', '--layers', '--force-rm', '--build-arg', `NODE_IMAGE=${base}`],
      ...['-f', 'deploy/docker/Dockerfile', '.'],
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const said = `${build.stdout}${build.stderr}`;
  const message = said.split('\n').find((line) => line.startsWith('the SERVICE build argument'));
  if (build.status === 0 || !message)
    return fail(
      `a build without SERVICE should stop naming it; exit ${build.status}:\n${said.slice(-1500)}`,
    );
  const removed = podmanFunction('snap_remove_build_containers_since', before);
  const left = podmanFunction('snap_build_containers')
    .split('\n')
    .filter((id) => id && !before.split('\n').includes(id));
  if (left.length > 0)
    return fail(`a build without SERVICE left build containers behind: ${left.join(', ')}`);
  if (removed) console.log(removed);
  console.log(
    `a build without SERVICE stopped in ${seconds(step)}: "${message}"; no container left`,
  );
}

async function main(startedEngines: string[]): Promise<void> {
  if (process.getuid?.() !== 0)
    return fail('chroot and podman mount need root: sudo … tools/deploy/image-smoke.ts');
  buildWithoutService();
  const engines = nativeEngineEnv();
  if (REQUIRE_ENGINES && !(await enginesReachable(engines))) {
    // As the real-engine stage does: start the stopped native engines, and stop only those afterwards.
    const status = spawnSync(join(ROOT, 'deploy/native/engines.sh'), ['status'], {
      encoding: 'utf8',
    }).stdout;
    startedEngines.push(
      ...ENGINES.filter((e) => new RegExp(`^${e}\\s+stopped\\s*$`, 'm').test(status)),
    );
    const step = Date.now();
    execFileSync(join(ROOT, 'deploy/native/engines.sh'), ['start', ...startedEngines], {
      stdio: 'inherit',
      timeout: 180_000,
    });
    console.log(`native engines started (${startedEngines.join(', ')}) in ${seconds(step)}`);
  }
  const reachable = await enginesReachable(engines);
  if (REQUIRE_ENGINES && !reachable)
    return fail('SNAP_REAL_ENGINES=1 but the native engines do not answer');
  if (reachable) await resetInstallation(INSTALLATION, engines);

  // What an operator's .env holds; compose refuses to start without these.
  const dotEnv = {
    JWT_SECRET: randomBytes(48).toString('base64'),
    BUS_SIGNING_KEY: randomBytes(48).toString('base64'),
    MINIO_ACCESS_KEY: engines['MINIO_ACCESS_KEY'],
    MINIO_SECRET_KEY: engines['MINIO_SECRET_KEY'],
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
  };
  const compose = readCompose(ROOT);
  const ports = Object.fromEntries(START_ORDER.map((service, i) => [service, BASE_PORT + i]));
  const environmentOf = (service: string) => ({
    ...composeEnvironment(compose, service, dotEnv),
    // This machine's differences from compose: the native engines instead of compose's host names, an
    // installation of its own in them, ports of its own, loopback only, and no refresh from USDA.
    ...Object.fromEntries(
      ENGINE_VARIABLES.filter((name) => name in engines).map((name) => [name, engines[name]]),
    ),
    ...isolatedInstallation(INSTALLATION, engines),
    PORT: String(ports[service]),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${ports['gateway']}`,
    USDA_SYNC_INTERVAL_DAYS: '0',
    USDA_SYNC_ON_FIRST_START: '0',
  });

  const path = reachable ? '/health/ready' : '/health/live';
  const readiness: string[] = [];
  for (const service of START_ORDER) {
    const entry = startFromImage(service, environmentOf(service), ports[service]);
    const modules = join(entry.mount, entry.workingDir, 'node_modules');
    for (const tool of ['typescript', '@swc/core', 'nx'])
      if (existsSync(join(modules, tool)))
        fail(`${service}: the dev dependency ${tool} reached the image (${imageOf(service)})`);
    if (!(await waitFor(entry, path)))
      return fail(
        `${service} (from ${imageOf(service)}) did not answer ${path}${entry.child.exitCode !== null ? `: exited with code ${entry.child.exitCode}` : ` within ${READY_TIMEOUT_MS / 1000} s`}:\n${tail(entry.log)}`,
      );
    readiness.push(`${service} ${seconds(entry.startedAt)}`);
    console.log(
      `${service}: ${path} 200 ${seconds(entry.startedAt)} after its start from ${imageOf(service)}`,
    );
  }
  console.log(`every service answered ${path}; from start to answer: ${readiness.join(', ')}`);

  if (!reachable) {
    const answer = await fetch(`http://127.0.0.1:${ports['search']}/health/ready`);
    const body = await answer.text();
    if (answer.status !== 503 || !body.includes('Elasticsearch at'))
      return fail(
        `without engines, search /health/ready should be 503 naming Elasticsearch; got ${answer.status} ${body}`,
      );
    console.log(
      'engines not running: every service is live and names its unreachable engines (start them, or SNAP_REAL_ENGINES=1, for the journey)',
    );
  } else {
    await journey(`http://127.0.0.1:${ports['gateway']}`);
    // The search service's first start imports the sample; a restart (a new container of the same
    // image, the catalog already in the engines) is what an upgrade or a rescheduled pod waits for.
    const search = startedContainers.find((entry) => entry.service === 'search');
    if (search) await stopStarted(search);
    const restarted = startFromImage('search', environmentOf('search'), ports['search']);
    if (!(await waitFor(restarted, path)))
      return fail(`search did not answer ${path} after a restart:\n${tail(restarted.log)}`);
    console.log(
      `search restarted from its image (catalog already imported): ${path} 200 ${seconds(restarted.startedAt)} after its start`,
    );
  }
  await missingVariable(environmentOf('identity'));
}

/** Stops whatever is still running, removes every container this run made, and checks nothing is left. */
async function cleanUp(): Promise<void> {
  const entries = [...startedContainers];
  await Promise.all(entries.map((entry) => stopStarted(entry)));
  for (const container of createdContainers) removeContainer(container);
  createdContainers.clear();
  const left = entries.flatMap(leftoversOf);
  const named = podman('ps', '--all', '--quiet', '--filter', `name=^snap-smoke-${INSTALLATION}-`);
  if (named) left.push(`containers ${named.split('\n').join(' ')}`);
  if (left.length > 0) fail(`left behind: ${left.join(', ')}`);
}

const startedEngines: string[] = [];
let cleaning: Promise<void> | undefined;
async function finish(): Promise<never> {
  cleaning ??= (async () => {
    let step = Date.now();
    await cleanUp().catch((error: Error) => fail(`cleanup: ${error.message}`));
    console.log(`services stopped, containers and mounts removed in ${seconds(step)}`);
    step = Date.now();
    const engines = nativeEngineEnv();
    if (await enginesReachable(engines)) {
      await resetInstallation(INSTALLATION, engines).catch((error: Error) =>
        fail(`cleanup: ${error.message}`),
      );
      console.log(`installation ${INSTALLATION} dropped from the engines in ${seconds(step)}`);
    }
    if (startedEngines.length > 0)
      execFileSync(join(ROOT, 'deploy/native/engines.sh'), ['stop', ...startedEngines], {
        stdio: 'inherit',
      });
    // The services' logs stay for a failed run (CI keeps them), or when asked to.
    if (failures.length > 0 || process.env['SMOKE_KEEP_LOGS'] === '1')
      console.log(`the services' logs: ${work}`);
    else rmSync(work, { recursive: true, force: true });
  })();
  await cleaning;
  if (failures.length === 0) console.log(`image smoke passed in ${seconds(started)}`);
  else console.error(`image smoke FAILED in ${seconds(started)}: ${failures.join('; ')}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

// Ctrl+C or a CI timeout: stop and remove what this run started before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    fail(`interrupted by ${signal}`);
    void finish();
  });

main(startedEngines)
  .catch((error: Error) => fail(error.stack ?? String(error)))
  .then(finish);
