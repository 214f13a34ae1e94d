import { spawn } from 'node:child_process';
import { closeSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sleep } from '@snap/platform-engines';
import { type ServiceName, SERVICES } from './distributed-runtime';
import { ServiceSupervision } from './supervision';

// The supervisor of one run folder of the distributed runtime (started detached by
// `npm run start:distributed`): starts each named service, restarts one that dies with backoff, and
// stops them all on SIGTERM (`npm run stop:distributed`).
//   supervisor.ts <run-dir> <base-port> <service>...
const ROOT = resolve(__dirname, '../..');
const [runDirArg, basePortArg, ...names] = process.argv.slice(2);
const runDir = resolve(runDirArg);
const basePort = Number(basePortArg);
const STOP_GRACE_MS = 15_000;

function log(line: string): void {
  console.log(`${new Date().toISOString()} [supervisor] ${line}`);
}

function launch(name: ServiceName) {
  const logPath = join(runDir, 'logs', `${name}.log`);
  const out = openSync(logPath, 'a');
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '-r', '@swc-node/register', `apps/${name}/src/main.ts`],
    {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        PORT: String(basePort + SERVICES.indexOf(name)),
        SWC_NODE_PROJECT: 'tsconfig.base.json',
      },
    },
  );
  closeSync(out);
  if (!child.pid) throw new Error(`could not start the ${name} service`);
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { pid: child.pid, exited, kill: (signal: NodeJS.Signals) => child.kill(signal) };
}

const supervisions = names.map((raw) => {
  if (!SERVICES.includes(raw as ServiceName)) throw new Error(`unknown service '${raw}'`);
  const name = raw as ServiceName;
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
