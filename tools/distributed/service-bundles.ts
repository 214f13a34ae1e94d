import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// The distributed runtime runs on this machine what the images run: each service's esbuild bundle
// (tools/build/build-service.mjs, the Dockerfile's build step), built once and again only when a
// source it is made from changed, instead of TypeScript through a runtime compiler.

const ROOT = resolve(__dirname, '../..');
/** What a bundle is made from: the service's own code, every workspace library, the build script, and
 * the settings and package versions it is compiled against. */
const SOURCE_FOLDERS = ['libs', 'tools/build'];
const SOURCE_FILES = ['tsconfig.base.json', 'package-lock.json'];
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs|js|json)$/;
const STAMP = 'sources.sha256';

/** The bundle a service process runs, from the repository's root. */
export function serviceBundle(service: string): string {
  return join('dist/apps', service, 'main.js');
}

/** Path, size and modification time of every source file below `folder` (tests left out: they are
 * never bundled). */
function listSources(folder: string, into: string[]): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) listSources(path, into);
    else if (SOURCE_FILE.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) {
      const { size, mtimeMs } = statSync(path);
      into.push(`${relative(ROOT, path)}:${size}:${mtimeMs}`);
    }
  }
}

function sourcesFingerprint(service: string): string {
  const lines: string[] = [];
  for (const folder of [`apps/${service}/src`, ...SOURCE_FOLDERS])
    listSources(join(ROOT, folder), lines);
  for (const file of SOURCE_FILES) {
    const { size, mtimeMs } = statSync(join(ROOT, file));
    lines.push(`${file}:${size}:${mtimeMs}`);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

const stampFile = (service: string) => join(ROOT, 'dist/apps', service, STAMP);

/** Builds the bundles of these services that are missing or older than their sources; says which. */
export function ensureServiceBundles(services: string[], log: (line: string) => void): void {
  const fingerprints = new Map(services.map((service) => [service, sourcesFingerprint(service)]));
  const stale = services.filter(
    (service) =>
      !existsSync(join(ROOT, serviceBundle(service))) ||
      !existsSync(stampFile(service)) ||
      readFileSync(stampFile(service), 'utf8') !== fingerprints.get(service),
  );
  if (stale.length === 0) {
    log(`service bundles current: ${services.join(', ')}`);
    return;
  }
  const started = performance.now();
  const built = spawnSync(process.execPath, ['tools/build/build-service.mjs', ...stale], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0)
    throw new Error(`building ${stale.join(', ')} failed:\n${built.stdout}\n${built.stderr}`);
  for (const service of stale) writeFileSync(stampFile(service), fingerprints.get(service) ?? '');
  log(
    `service bundles built (${stale.join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
