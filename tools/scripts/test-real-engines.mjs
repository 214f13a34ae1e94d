#!/usr/bin/env node
// The real-engine stage of `npm test` (SNAP_REAL_ENGINES=1, as .ci/run sets): provisions the native
// engines when needed (cached under the home directory), starts them, runs every *.integration.spec.ts
// (the contract suites on the real adapters, the cross-service journeys in the distributed runtime and
// the fault suite, tools/distributed/faults.integration.spec.ts, which starts and stops a private set
// of engines on ports of its own) with the engines' variables, then stops only the engines this script
// started.
import { spawn, spawnSync } from 'node:child_process';

const ENGINES = ['redis', 'postgres', 'ferretdb', 'kafka', 'elasticsearch', 'minio'];
const engines = (...args) => spawnSync('deploy/native/engines.sh', args, { encoding: 'utf8' });

function stoppedEngines() {
  const status = engines('status');
  return ENGINES.filter((engine) =>
    new RegExp(`^${engine}\\s+stopped\\s*$`, 'm').test(status.stdout),
  );
}

function step(label, command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${label}: ${result.status === 0 ? 'done' : `FAILED (exit ${result.status})`} in ${seconds} s`,
  );
  return result.status === 0;
}

/** The variables the services and the specs read to reach the engines (deploy/native/env.sh). */
function engineEnv() {
  const printed = spawnSync('bash', ['deploy/native/env.sh'], { encoding: 'utf8' });
  return Object.fromEntries(
    printed.stdout
      .split('\n')
      .map((line) => /^export (\w+)=(.*)$/.exec(line))
      .filter(Boolean)
      .map(([, name, value]) => [name, value.replace(/\\(.)/g, '$1')]),
  );
}

const startedHere = stoppedEngines();
let code = 1;
try {
  // Stamped steps: seconds when everything is cached, ~7 min on a cold machine.
  if (!step('engines provisioned', 'deploy/native/provision.sh', []))
    throw new Error('provisioning failed');
  if (
    !step(
      `engines started (${startedHere.length ? `starting ${startedHere.join(', ')}` : 'all were running'})`,
      'deploy/native/engines.sh',
      ['start'],
    )
  ) {
    throw new Error('the engines did not start');
  }
  code = await new Promise((resolve) => {
    const jest = spawn('npm', ['run', 'test:engines'], {
      stdio: 'inherit',
      env: { ...process.env, ...engineEnv() },
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => jest.kill(signal));
    jest.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} catch (error) {
  console.error(error.message);
} finally {
  if (startedHere.length > 0)
    step(`engines stopped (${startedHere.join(', ')})`, 'deploy/native/engines.sh', [
      'stop',
      ...startedHere,
    ]);
}
process.exit(code);
