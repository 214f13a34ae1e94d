import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { startDistributed, stopDistributed } from './distributed-runtime';

// npm run start:distributed [-- --base-port 3000 --run-dir .data/distributed --replicas 2 --no-build]
// npm run stop:distributed  [-- --run-dir .data/distributed]
const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const runDir = resolve(
  option('run-dir') ?? process.env['SNAP_DISTRIBUTED_DIR'] ?? '.data/distributed',
);
const basePort = Number(option('base-port') ?? process.env['SNAP_BASE_PORT'] ?? 3000);
const replicas = Number(option('replicas') ?? 1);

async function main(): Promise<void> {
  if (command === 'stop') {
    const stopped = await stopDistributed(runDir);
    console.log(
      stopped.length ? `stopped ${stopped.join(', ')}` : `nothing of ${runDir} was running`,
    );
    return;
  }
  if (command !== 'start')
    throw new Error(
      'usage: main.ts start|stop [--base-port N] [--run-dir DIR] [--replicas 1-3] [--no-build]',
    );
  if (!Number.isInteger(basePort) || basePort < 1 || basePort > 65530)
    throw new Error(`--base-port must be a port number (got ${basePort})`);
  if (![1, 2, 3].includes(replicas))
    throw new Error(`--replicas must be 1, 2 or 3 (got ${option('replicas')})`);

  if (!args.includes('--no-build')) {
    // The gateway serves the built front-ends, as the standalone does; Nx's cache makes this instant when nothing changed.
    const build = spawnSync(
      'nx',
      ['run-many', '-t', 'build', '-p', 'web', 'admin', '--output-style=stream'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('the front-end build failed');
  }
  const started = performance.now();
  const runtime = await startDistributed({ runDir, basePort, replicas });
  console.log(
    `\nThe distributed runtime is ready (${((performance.now() - started) / 1000).toFixed(1)} s), ${replicas === 1 ? 'one process' : `${replicas} processes`} per service:`,
  );
  for (const service of runtime.services)
    console.log(
      `  ${service.process.padEnd(12)} pid ${String(service.pid).padEnd(7)} ${service.url}/health/ready  log ${service.log}`,
    );
  console.log(
    `\nA supervisor restarts a service that dies (with backoff)${replicas > 1 ? ' and balances the public address over the gateways' : ''}: ${join(runDir, 'logs', 'supervisor.log')}`,
  );
  console.log(
    `\n  public site ${runtime.gatewayUrl}\n  back-office ${runtime.gatewayUrl}/admin\n  GraphQL     ${runtime.gatewayUrl}/graphql`,
  );
  console.log(
    `\nThe operator's OPS_TOKEN (metrics, engine details, npm run admin:grant -- --url) is in ${join(runDir, 'secrets', 'ops-token')}`,
  );
  console.log(
    `\nStop them with: npm run stop:distributed${option('run-dir') ? ` -- --run-dir ${option('run-dir')}` : ''}`,
  );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (command === 'start') {
    // Leave nothing half-started behind.
    const stopped = await stopDistributed(runDir).catch(() => []);
    if (stopped.length) console.error(`stopped ${stopped.join(', ')} again`);
  }
  process.exit(1);
});
