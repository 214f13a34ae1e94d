#!/usr/bin/env node
// `npm start`: builds the two front-ends when their sources changed (Nx cache makes this instant
// otherwise), then runs every service in one process on the embedded adapters.
import { spawn, spawnSync } from 'node:child_process';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run through npm (npm start) so the pinned Node 24 is used.`,
  );
  process.exit(1);
}

const build = spawnSync(
  'nx',
  ['run-many', '-t', 'build', '-p', 'web', 'admin', '--output-style=stream'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn(
  process.execPath,
  ['--enable-source-maps', '-r', '@swc-node/register', 'apps/standalone/src/main.ts'],
  { stdio: 'inherit', env: { SWC_NODE_PROJECT: 'tsconfig.base.json', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
