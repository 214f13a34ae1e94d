import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DistributedRuntime,
  isolatedInstallation,
  nativeEngineEnv,
  resetInstallation,
  startDistributed,
  stopDistributed,
} from './distributed-runtime';
import { JOURNEY_OPS_TOKEN } from './journey-graphql';

export interface JourneyRuntime {
  /** The run folder: data (outbox), logs, pid files. */
  runDir: string;
  gateway(): string;
  runtime(): DistributedRuntime;
}

/** What the distributed journeys share: a fresh installation of their own on the native engines, the
 * services started before the suite and stopped after it, the installation removed. `keepLogs` names
 * the variable that keeps the run folder to read after a failure. */
export function distributedJourney(options: {
  name: string;
  installation: string;
  basePort: number;
  keepLogs: string;
  startTimeoutMs?: number;
}): JourneyRuntime {
  const runDir = mkdtempSync(join(tmpdir(), `snap-${options.name}-distributed-`));
  let engines: Record<string, string> = {};
  let distributed: DistributedRuntime | undefined;

  beforeAll(async () => {
    engines = nativeEngineEnv();
    await resetInstallation(options.installation, engines);
    const started = performance.now();
    distributed = await startDistributed({
      runDir,
      basePort: options.basePort,
      env: {
        ...isolatedInstallation(options.installation, engines),
        OPS_TOKEN: JOURNEY_OPS_TOKEN,
        LOG_LEVEL: 'warn',
      },
      log: () => undefined,
    });
    console.log(
      `distributed runtime ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, options.startTimeoutMs ?? 480_000);

  afterAll(async () => {
    await stopDistributed(runDir, () => undefined);
    await resetInstallation(options.installation, engines).catch(() => undefined);
    if (process.env[options.keepLogs]) console.log(`run folder kept: ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  }, 60_000);

  const runtime = () => {
    if (!distributed) throw new Error('the distributed runtime has not started');
    return distributed;
  };
  return { runDir, runtime, gateway: () => runtime().gatewayUrl };
}
