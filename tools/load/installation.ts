import { resolve } from 'node:path';
import {
  isolatedInstallation,
  resetInstallation,
  startDistributed,
  startNativeEngines,
  stopDistributed,
} from '../distributed/distributed-runtime';

// A distributed installation of its own for one load run (run.mjs --runtime distributed), on the
// shared native engines:
//   node -r @swc-node/register tools/load/installation.ts start <name> <run dir> <gateway port>
//   node -r @swc-node/register tools/load/installation.ts stop <name> <run dir>
// Its databases, index, cache keys, topics and bucket carry the installation's name
// (isolatedInstallation), so nothing it writes reaches another installation; the limits a load run
// needs (RATE_LIMITS, SIGN_UPS_PER_HOUR from this process's environment) are its configuration.
// `start` drops what an earlier run of the same name left first; `stop` stops its services and drops
// its databases, index and cache keys.

const LIMITS = ['RATE_LIMITS', 'SIGN_UPS_PER_HOUR', 'LOG_LEVEL'] as const;

async function main([command, name, runDir, port]: string[]): Promise<void> {
  if (!name || !runDir || !['start', 'stop'].includes(command ?? ''))
    throw new Error(
      'usage: installation.ts start <name> <run dir> <gateway port> | stop <name> <run dir>',
    );
  if (command === 'stop') {
    await stopDistributed(resolve(runDir));
    await resetInstallation(name);
    return;
  }
  startNativeEngines((line) => console.log(`  ${line}`));
  await resetInstallation(name);
  const env: Record<string, string> = { ...isolatedInstallation(name) };
  for (const variable of LIMITS) {
    const value = process.env[variable];
    if (value !== undefined) env[variable] = value;
  }
  const runtime = await startDistributed({
    runDir: resolve(runDir),
    basePort: Number(port),
    env,
    startEngines: false,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`installation ${name} ready at ${runtime.gatewayUrl}`);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
