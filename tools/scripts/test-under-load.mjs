#!/usr/bin/env node
// Proves that the unit stage does not depend on wall-clock speed: while a separate process keeps every
// core busy, it runs `nx run-many -t test --skip-nx-cache` (every unit and embedded contract spec, no
// cached result replayed) several times in a row and prints each run's result.
//
//   node tools/scripts/test-under-load.mjs              three runs (about 3 x the stage's time on 2 cores)
//   node tools/scripts/test-under-load.mjs --runs 1 -- -p identity-feature   one run of some projects
//
// Exits 0 only when every run passed. Slow by design: run it once, not in a loop.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

if (process.argv[2] === '--burn') {
  // The load process: one spinning thread per core until its parent stops it.
  const spin = 'for (;;) { Math.sqrt(Math.random()); }';
  for (let i = 0; i < availableParallelism(); i++) new Worker(spin, { eval: true });
} else {
  await main();
}

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

/** Runs a command, echoing its output, and returns its exit code with the lines of its failures. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NX_TUI: 'false', NX_DAEMON: 'false', FORCE_COLOR: '0' },
    });
    const failures = new Set();
    let pending = '';
    const scan = (chunk) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // Jest's failure headings ("● suite › test"), failed files and Nx's failed tasks.
        if (
          /^\s*● /.test(line) ||
          /^\s*FAIL /.test(line) ||
          /Failed tasks?:|^\s*- \S+:test$/.test(line)
        )
          failures.add(line.trim());
      }
    };
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), scan(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), scan(chunk)));
    child.on('exit', (code) => resolve({ code: code ?? 1, failures: [...failures] }));
  });
}

async function main() {
  const runs = Number(option('--runs', '3'));
  const extra = process.argv.includes('--')
    ? process.argv.slice(process.argv.indexOf('--') + 1)
    : [];
  const burner = spawn(process.execPath, [import.meta.filename, '--burn'], { stdio: 'ignore' });
  const stopBurner = () => burner.exitCode === null && burner.kill('SIGKILL');
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => (stopBurner(), process.exit(130)));
  console.log(
    `load: process ${burner.pid} spins ${availableParallelism()} threads (every core) for the whole check`,
  );

  const results = [];
  try {
    for (let i = 1; i <= runs; i++) {
      console.log(
        `\n=== run ${i} of ${runs}: nx run-many -t test --skip-nx-cache ${extra.join(' ')}`,
      );
      const started = performance.now();
      const { code, failures } = await run('npm', [
        'exec',
        '--',
        'nx',
        'run-many',
        '-t',
        'test',
        '--skip-nx-cache',
        '--output-style=stream-without-prefixes',
        ...extra,
      ]);
      const seconds = (performance.now() - started) / 1000;
      results.push({ run: i, ok: code === 0, seconds, failures });
      console.log(
        `=== run ${i}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`,
      );
    }
  } finally {
    stopBurner();
  }

  console.log(`\n=== under load (${availableParallelism()} cores kept busy by another process)`);
  for (const result of results) {
    console.log(`run ${result.run}: ${result.ok ? 'ok  ' : 'FAIL'} ${result.seconds.toFixed(1)} s`);
    for (const failure of result.failures) console.log(`       ${failure}`);
  }
  const passed = results.filter((result) => result.ok).length;
  console.log(`${passed} of ${runs} runs passed`);
  process.exit(passed === runs ? 0 : 1);
}
