import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from '@elastic/elasticsearch';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { serviceDatabaseUri } from '@snap/platform-runtime';
import { ensureServiceBundles, serviceBundle } from './service-bundles';
import { deleteStoreIndex } from '@snap/platform-search-index';

/** Every service of the distributed runtime, one process each. */
export const SERVICES = [
  'gateway',
  'search',
  'identity',
  'community',
  'enrichment',
  'content',
] as const;
export type ServiceName = (typeof SERVICES)[number];

/** One process of the runtime: replica 1 of a service keeps the service's name (`search`), the others
 * are numbered (`search-2`). */
export interface ServiceProcess {
  process: string;
  service: ServiceName;
  replica: number;
  port: number;
}

/**
 * Every process of a runtime with `replicas` processes per service, and its port. Replica r of the
 * service at index i listens on basePort + 10·(r − 1) + i; with more than one replica the gateways
 * move to slot 6 (basePort + 6, + 16, …) and the balancer takes basePort, the one public address.
 */
export function serviceProcesses(basePort: number, replicas = 1): ServiceProcess[] {
  const processes: ServiceProcess[] = [];
  for (let replica = 1; replica <= replicas; replica++) {
    for (const [index, service] of SERVICES.entries()) {
      const slot = service === 'gateway' && replicas > 1 ? 6 : index;
      processes.push({
        process: replica === 1 ? service : `${service}-${replica}`,
        service,
        replica,
        port: basePort + 10 * (replica - 1) + slot,
      });
    }
  }
  return processes;
}

/** The service a process name belongs to (`search-2` → `search`). */
export function serviceOfProcess(process: string): ServiceName {
  const service = process.replace(/-\d+$/, '');
  if (!SERVICES.includes(service as ServiceName)) throw new Error(`unknown service '${process}'`);
  return service as ServiceName;
}

export interface DistributedOptions {
  /** Logs (`logs/<service>.log`), pid files (`run/<service>.pid`), the outbox and the generated secret. */
  runDir: string;
  /** The gateway listens here, the other services on the next ports (search +1 … content +5). */
  basePort: number;
  host?: string;
  /** Extra variables for every service (they win over the engines' and the defaults). */
  env?: Record<string, string>;
  /** Start the native engines first when they are not running (default true). */
  startEngines?: boolean;
  /** How long to wait for every service's /health/ready (default 240 s). */
  readyTimeoutMs?: number;
  /** Processes per service (default 1), sharing work through Kafka consumer groups; with more than
   * one, a balancer in the supervisor spreads the public address over the gateway replicas. */
  replicas?: number;
  log?: (line: string) => void;
}

export interface RunningServiceProcess {
  name: ServiceName;
  /** The process's own name: the service's for replica 1, numbered for the others (`search-2`). */
  process: string;
  replica: number;
  url: string;
  pid: number;
  log: string;
}

export interface DistributedRuntime {
  gatewayUrl: string;
  /** The operator's token of this run (metrics, engine details, `npm run admin:grant -- --url`). */
  opsToken: string;
  services: RunningServiceProcess[];
  /** Seconds `engines.sh start` took, when it ran. */
  enginesStartSeconds?: number;
}

const ROOT = resolve(__dirname, '../..');
/** Marks each service process with its run folder, so stop never signals a process it did not start. */
const RUN_MARKER = 'SNAP_DISTRIBUTED_RUN';

const pidFile = (runDir: string, name: string) => join(runDir, 'run', `${name}.pid`);
const logFile = (runDir: string, name: string) => join(runDir, 'logs', `${name}.log`);

/** The variables that reach the native engines, from deploy/native/env.sh (values already set win). */
export function nativeEngineEnv(): Record<string, string> {
  const printed = spawnSync('bash', [join(ROOT, 'deploy/native/env.sh')], {
    encoding: 'utf8',
    env: process.env,
  });
  if (printed.status !== 0) throw new Error(`deploy/native/env.sh failed: ${printed.stderr}`);
  const env: Record<string, string> = {};
  for (const line of printed.stdout.split('\n')) {
    const match = /^export (\w+)=(.*)$/.exec(line);
    // printf %q escapes shell specials with backslashes; the engine values here never need more.
    if (match) env[match[1]] = match[2].replace(/\\(.)/g, '$1');
  }
  return env;
}

/**
 * The native engines, running: nothing to do when `engines.sh status` says all are up; otherwise
 * `provision.sh` (stamped: seconds when cached, ~7 min on a fresh machine) and `engines.sh start`.
 * Returns how long starting took, in seconds (0 when they were running).
 */
export function startNativeEngines(log: (line: string) => void = console.log): number {
  if (
    spawnSync(join(ROOT, 'deploy/native/engines.sh'), ['status'], { stdio: 'ignore', cwd: ROOT })
      .status === 0
  )
    return 0;
  const native = (script: string, args: string[]) => {
    const result = spawnSync(join(ROOT, 'deploy/native', script), args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      cwd: ROOT,
    });
    if (result.status !== 0)
      throw new Error(
        `deploy/native/${script} ${args.join(' ')} failed with exit code ${result.status}`,
      );
  };
  native('provision.sh', []);
  const started = performance.now();
  native('engines.sh', ['start']);
  const seconds = (performance.now() - started) / 1000;
  log(`engines started in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Pid of a live process that this run started for `name`, or null (never a recycled pid). */
export function ownedPid(runDir: string, name: string): number | null {
  const file = pidFile(runDir, name);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    if (/^State:\s+Z/m.test(status)) return null;
    return cmdline.includes(serviceBundle(serviceOfProcess(name))) &&
      environ.includes(`${RUN_MARKER}=${resolve(runDir)}`)
      ? pid
      : null;
  } catch {
    return null;
  }
}

/** Pid of the live supervisor this run folder started, or null. */
export function ownedSupervisorPid(runDir: string): number | null {
  const file = pidFile(runDir, 'supervisor');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    if (/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))) return null;
    return cmdline.includes('tools/distributed/supervisor.ts') &&
      environ.includes(`${RUN_MARKER}=${resolve(runDir)}`)
      ? pid
      : null;
  } catch {
    return null;
  }
}

/** The secrets every service of a run gets, each from the environment or made once for the run folder.
 * OPS_TOKEN is one of them: without it a request from this machine is an operator's, and behind the
 * balancer every visitor's request comes from this machine. */
export function runSecrets(
  runDir: string,
): Record<'JWT_SECRET' | 'BUS_SIGNING_KEY' | 'OPS_TOKEN', string> {
  return {
    JWT_SECRET: sharedSecret(runDir),
    BUS_SIGNING_KEY: sharedSecret(runDir, 'bus-signing-key', 'BUS_SIGNING_KEY'),
    OPS_TOKEN: sharedSecret(runDir, 'ops-token', 'OPS_TOKEN'),
  };
}

/** What one service process of a run is started with, over the run's common variables: its port, and
 * for a gateway behind the balancer (several replicas) TRUST_PROXY_HOPS=1, so it reads each visitor's
 * address from the X-Forwarded-For the balancer adds. */
export function processEnv(
  service: ServiceName,
  port: number,
  replicas: number,
): Record<string, string> {
  return {
    PORT: String(port),
    ...(service === 'gateway' && replicas > 1 ? { TRUST_PROXY_HOPS: '1' } : {}),
  };
}

/** A secret of the run (the JWT secret the gateway and identity share, the operator's OPS_TOKEN): from
 * the environment, or made once for this run folder (`secrets/<name>`, readable by its owner only). */
function sharedSecret(runDir: string, name = 'jwt-secret', variable = 'JWT_SECRET'): string {
  if (process.env[variable]) return process.env[variable];
  const file = join(runDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(runDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Starts every service as its own detached process on the real engines (starting the native engines
 * first), records their pids, sends each one's output to its log, and waits until each answers
 * /health/ready. A service already running from this run folder is kept, not started twice.
 */
export async function startDistributed(options: DistributedOptions): Promise<DistributedRuntime> {
  const log = options.log ?? console.log;
  const runDir = resolve(options.runDir);
  const host = options.host ?? '127.0.0.1';
  mkdirSync(join(runDir, 'logs'), { recursive: true });
  mkdirSync(join(runDir, 'run'), { recursive: true });

  const enginesStartSeconds = options.startEngines === false ? undefined : startNativeEngines(log);
  const replicas = options.replicas ?? 1;
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 3)
    throw new Error(`replicas must be 1, 2 or 3 (got ${replicas})`);
  const processes = serviceProcesses(options.basePort, replicas);
  // The public address: the gateway itself, or the balancer in front of its replicas.
  const gatewayUrl = `http://${host}:${options.basePort}`;
  const common: Record<string, string> = {
    ...nativeEngineEnv(),
    ...runSecrets(runDir),
    PUBLIC_URL: gatewayUrl,
    DATA_DIR: join(runDir, 'data'),
    HOST: host,
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info',
    // This machine's runtime starts from the bundled sample, offline, as `npm start` does: no
    // scheduled refresh from USDA unless the operator asks for one.
    USDA_SYNC_INTERVAL_DAYS: process.env['USDA_SYNC_INTERVAL_DAYS'] ?? '0',
    // Nor a first national refresh: the bundled lists, as the suites and benches expect.
    USDA_SYNC_ON_FIRST_START: process.env['USDA_SYNC_ON_FIRST_START'] ?? '0',
    ...(process.env['USDA_RETAILER_SERVICE_URL']
      ? { USDA_RETAILER_SERVICE_URL: process.env['USDA_RETAILER_SERVICE_URL'] }
      : {}),
    ...options.env,
  };

  const services: RunningServiceProcess[] = [];
  const toStart: string[] = [];
  for (const { process, service, replica, port } of processes) {
    const url = `http://${host}:${port}`;
    const logPath = logFile(runDir, process);
    const running = ownedPid(runDir, process);
    services.push({ name: service, process, replica, url, pid: running ?? 0, log: logPath });
    if (!running) toStart.push(process);
  }
  if (toStart.length > 0) {
    // The services run their bundles, as in the images: built now where a source changed.
    ensureServiceBundles([...new Set(toStart.map(serviceOfProcess))], log);
    // One supervisor per run folder starts the services and restarts one that dies (with backoff).
    for (const name of toStart) rmSync(pidFile(runDir, name), { force: true });
    const out = openSync(logFile(runDir, 'supervisor'), 'a');
    const supervisor = spawn(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        'tools/distributed/supervisor.ts',
        runDir,
        String(options.basePort),
        String(replicas),
        ...toStart,
      ],
      {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', out, out],
        env: {
          ...process.env,
          ...common,
          SWC_NODE_PROJECT: 'tsconfig.base.json',
          [RUN_MARKER]: runDir,
        },
      },
    );
    closeSync(out);
    supervisor.unref();
    if (!supervisor.pid) throw new Error('could not start the supervisor of the services');
    writeFileSync(pidFile(runDir, 'supervisor'), `${supervisor.pid}\n`);
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 420_000);
  const pending = new Set<{ process: string; url: string; log: string }>(services);
  // With replicas, the public address is the balancer's: ready once it reaches a ready gateway.
  if (replicas > 1)
    pending.add({ process: 'balancer', url: gatewayUrl, log: logFile(runDir, 'supervisor') });
  let lastReport = new Map<string, string>();
  while (pending.size > 0) {
    for (const service of [...pending]) {
      const failed = join(runDir, 'run', `${service.process}.failed`);
      if (existsSync(failed) || (toStart.length > 0 && !ownedSupervisorPid(runDir))) {
        throw new Error(
          `the ${service.process} service could not start: ${existsSync(failed) ? readFileSync(failed, 'utf8').trim() : 'its supervisor exited'}; the end of ${service.log}:\n${tail(service.log)}`,
        );
      }
      const report = await readiness(service.url);
      if (report === 'ready') pending.delete(service);
      else lastReport = new Map(lastReport).set(service.process, report);
    }
    if (pending.size === 0) break;
    if (Date.now() > deadline) {
      const waiting = [...pending]
        .map((s) => `${s.process}: ${lastReport.get(s.process) ?? 'no answer'} (log ${s.log})`)
        .join('\n  ');
      throw new Error(
        `not ready within ${((options.readyTimeoutMs ?? 420_000) / 1000).toFixed(0)} s:\n  ${waiting}`,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const service of services) service.pid = ownedPid(runDir, service.process) ?? service.pid;
  return { gatewayUrl, services, enginesStartSeconds, opsToken: common['OPS_TOKEN'] };
}

async function readiness(url: string): Promise<'ready' | string> {
  try {
    const response = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(5_000) });
    if (response.ok) return 'ready';
    const body = (await response.json()) as {
      error?: string;
      dependencies?: Array<{ status: string; error?: string }>;
    };
    const problems = (body.dependencies ?? []).filter((d) => d.status !== 'up').map((d) => d.error);
    return [...problems, body.error].filter(Boolean).join('; ') || `HTTP ${response.status}`;
  } catch {
    return 'not listening yet';
  }
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Stops the supervisor and the service processes this run folder started (SIGTERM, then SIGKILL after
 * 15 s); returns their names. */
export async function stopDistributed(
  runDirOption: string,
  log: (line: string) => void = console.log,
): Promise<string[]> {
  const runDir = resolve(runDirOption);
  const stopped: string[] = [];
  // The supervisor first, so it restarts nothing; it stops its services itself.
  const supervisor = ownedSupervisorPid(runDir);
  const stoppedBySupervisor = supervisor
    ? processNames(runDir).filter((name) => ownedPid(runDir, name) !== null)
    : [];
  if (supervisor) {
    process.kill(supervisor, 'SIGTERM');
    const until = Date.now() + 20_000;
    while (ownedSupervisorPid(runDir) === supervisor && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    if (ownedSupervisorPid(runDir) === supervisor) process.kill(supervisor, 'SIGKILL');
    rmSync(pidFile(runDir, 'supervisor'), { force: true });
  }
  const owned = processNames(runDir)
    .map((name) => ({ name, pid: ownedPid(runDir, name) }))
    .filter((s): s is { name: string; pid: number } => s.pid !== null);
  for (const { pid } of owned) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  for (const { name, pid } of owned) {
    while (ownedPid(runDir, name) === pid && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    if (ownedPid(runDir, name) === pid) {
      log(`${name} (pid ${pid}) did not stop within 15 s: killing it`);
      process.kill(pid, 'SIGKILL');
    }
    stopped.push(name);
  }
  for (const name of processNames(runDir)) rmSync(pidFile(runDir, name), { force: true });
  return [...new Set([...stopped, ...stoppedBySupervisor])];
}

/** The service processes a run folder has pid files for (every replica), the supervisor aside. */
function processNames(runDir: string): string[] {
  const folder = join(runDir, 'run');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.pid') && file !== 'supervisor.pid')
    .map((file) => file.slice(0, -'.pid'.length))
    .filter((name) => SERVICES.includes(name.replace(/-\d+$/, '') as ServiceName));
}

/**
 * Variables that keep one installation's data apart from others on the same engines (a test run, a
 * benchmark): its databases (`<name>_<service>`), index, cache keys, topics and bucket.
 */
export function isolatedInstallation(
  name: string,
  engines: Record<string, string> = nativeEngineEnv(),
): Record<string, string> {
  const dashed = name.replace(/_/g, '-');
  return {
    MONGODB_URI: engines['MONGODB_URI'].replace(/^(mongodb:\/\/[^/?]+)(\/[^?]*)?/, `$1/${name}`),
    ELASTICSEARCH_INDEX: `${dashed}-stores`,
    REDIS_KEY_PREFIX: dashed,
    KAFKA_NAMESPACE: dashed,
    MINIO_BUCKET: dashed,
  };
}

/** Drops what an isolated installation left in the engines: its databases, its index and its cache keys. */
export async function resetInstallation(
  name: string,
  engines: Record<string, string> = nativeEngineEnv(),
): Promise<void> {
  const isolated = isolatedInstallation(name, engines);
  for (const service of SERVICES) {
    const connection = await mongoose
      .createConnection(serviceDatabaseUri(isolated['MONGODB_URI'], service), {
        serverSelectionTimeoutMS: 10_000,
      })
      .asPromise();
    await connection.dropDatabase();
    await connection.close();
  }
  const elasticsearch = new Client({ node: engines['ELASTICSEARCH_URL'] });
  await deleteStoreIndex(elasticsearch, isolated['ELASTICSEARCH_INDEX']);
  await elasticsearch.close();
  const redis = new Redis(engines['REDIS_URL'], { lazyConnect: true });
  await redis.connect();
  const keys = await redis.keys(`${isolated['REDIS_KEY_PREFIX']}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
