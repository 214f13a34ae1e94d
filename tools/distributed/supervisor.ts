import { spawn } from 'node:child_process';
import { closeSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sleep } from '@snap/platform-engines';
import { startBalancer } from './balancer';
import { processEnv, serviceOfProcess, serviceProcesses } from './distributed-runtime';
import { serviceBundle } from './service-bundles';
import { ServiceSupervision } from './supervision';

// The supervisor of one run folder of the distributed runtime (started detached by
// `npm run start:distributed`): starts each named service process (replicas are numbered: search-2),
// restarts one that dies with backoff, runs the balancer in front of the gateway replicas when there
// are several, and stops them all on SIGTERM (`npm run stop:distributed`).
//   supervisor.ts <run-dir> <base-port> <replicas> <process>...
const ROOT = resolve(__dirname, '../..');
const [runDirArg, basePortArg, replicasArg, ...names] = process.argv.slice(2);
const runDir = resolve(runDirArg);
const basePort = Number(basePortArg);
const replicas = Number(replicasArg);
const processes = serviceProcesses(basePort, replicas);
const STOP_GRACE_MS = 15_000;

function log(line: string): void {
  console.log(`${new Date().toISOString()} [supervisor] ${line}`);
}

function launch(name: string) {
  const service = serviceOfProcess(name);
  const port = processes.find((p) => p.process === name)?.port;
  if (port === undefined) throw new Error(`unknown process '${name}'`);
  const logPath = join(runDir, 'logs', `${name}.log`);
  const out = openSync(logPath, 'a');
  // The bundle the image runs (startDistributed built it), not the TypeScript sources.
  const child = spawn(process.execPath, ['--enable-source-maps', serviceBundle(service)], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...processEnv(service, port, replicas) },
  });
  closeSync(out);
  if (!child.pid) throw new Error(`could not start the ${name} service`);
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { pid: child.pid, exited, kill: (signal: NodeJS.Signals) => child.kill(signal) };
}

const supervisions = names.map((name) => {
  serviceOfProcess(name);
  const failedFile = join(runDir, 'run', `${name}.failed`);
  rmSync(failedFile, { force: true });
  const supervision = new ServiceSupervision({
    name,
    launch: () => launch(name),
    wait: (ms) => sleep(ms).then(() => undefined),
    log,
    started: (pid) => writeFileSync(join(runDir, 'run', `${name}.pid`), `${pid}\n`),
    gaveUp: (reason) => writeFileSync(failedFile, `${reason}\n`),
  });
  supervision.start();
  log(`supervising the ${name} service (pid ${supervision.pid})`);
  return supervision;
});

// Several gateways: the balancer holds the public address and spreads requests over them.
const gateways = processes.filter((p) => p.service === 'gateway').map((p) => p.port);
const balancer =
  replicas > 1
    ? startBalancer({
        host: process.env['HOST'] ?? '127.0.0.1',
        port: basePort,
        targets: gateways,
        log,
      })
    : undefined;
balancer?.then(
  () => log(`balancing :${basePort} over the gateway replicas :${gateways.join(', :')}`),
  (error: Error) => log(`the balancer could not listen on :${basePort}: ${error.message}`),
);

let stopping = false;
async function stopAll(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping ${names.join(', ')}`);
  supervisions.forEach((supervision) => supervision.stop('SIGTERM'));
  const all = Promise.all(supervisions.map((supervision) => supervision.done));
  const graceful = await Promise.race([
    all.then(() => true),
    sleep(STOP_GRACE_MS).then(() => false),
  ]);
  if (!graceful) {
    log(`not all services stopped within ${STOP_GRACE_MS / 1000} s: killing them`);
    supervisions.forEach((supervision) => supervision.stop('SIGKILL'));
    await all;
  }
  await balancer
    ?.then((server) => new Promise((done) => server.close(done)))
    .catch(() => undefined);
  log('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stopAll('SIGTERM'));
process.on('SIGINT', () => void stopAll('SIGINT'));
// Ends by itself when every service was given up on.
void Promise.all(supervisions.map((supervision) => supervision.done)).then(() => {
  if (!stopping) {
    log('no service left to supervise');
    process.exit(1);
  }
});
