// Which installed packages a built service needs at run time: the npm packages its bundle requires
// (from esbuild's metafile), the ones its frameworks load by name at run time, and everything those
// depend on, resolved through package-lock.json the way Node resolves node_modules. The image keeps
// only these, so a service does not ship the front-ends' libraries (MUI, Monaco, React: ~400 MB).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Loaded by name at run time, invisible to the bundler: Nest's HTTP adapter and its lazily loaded
 * integrations, and pino's pretty transport (a worker thread). */
export const LOADED_AT_RUN_TIME = [
  '@nestjs/platform-express',
  '@nestjs/microservices',
  '@as-integrations/express5',
  'express',
  'class-transformer',
  'class-validator',
  'reflect-metadata',
  'pino-pretty',
];

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; node: built-ins → undefined. */
export function packageName(specifier) {
  if (specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/'))
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The npm packages a bundle requires, from its esbuild metafile. */
export function externalPackages(metafile) {
  const names = new Set();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports)
      if (imported.external) names.add(packageName(imported.path));
  }
  names.delete(undefined);
  // esbuild's own helpers show up as `<runtime>`.
  for (const name of names) if (name.startsWith('<')) names.delete(name);
  return [...names].filter((name) => !isBuiltin(name)).sort();
}

const BUILTINS = new Set([
  'assert',
  'async_hooks',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'http',
  'http2',
  'https',
  'module',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'querystring',
  'readline',
  'stream',
  'string_decoder',
  'timers',
  'tls',
  'tty',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
]);
const isBuiltin = (name) => BUILTINS.has(name.split('/')[0]);

/** The lock keys (`node_modules/a`, `node_modules/a/node_modules/b`) needed by `roots`, in production. */
export function runtimeClosure(lock, roots) {
  const packages = lock.packages;
  const resolveFrom = (fromKey, name) => {
    let base = fromKey;
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (packages[candidate] && !packages[candidate].dev) return candidate;
      if (!base) return undefined;
      const at = base.lastIndexOf('node_modules/');
      base = at <= 0 ? '' : base.slice(0, at - 1);
    }
  };
  const kept = new Set();
  const queue = roots.map((name) => resolveFrom('', name)).filter(Boolean);
  while (queue.length > 0) {
    const key = queue.pop();
    if (kept.has(key)) continue;
    kept.add(key);
    const entry = packages[key];
    const wanted = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    };
    for (const name of Object.keys(wanted)) {
      const found = resolveFrom(key, name);
      if (found && !kept.has(found)) queue.push(found);
    }
  }
  return kept;
}

/** Top-level folders of node_modules (`a`, `@scope/b`) that hold the kept lock keys. */
export function topLevelFolders(keys) {
  const folders = new Set();
  for (const key of keys) {
    const rest = key.slice('node_modules/'.length);
    const parts = rest.split('/');
    folders.add(rest.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return folders;
}

/** Removes every top-level package of `nodeModules` that is not in `keep`; returns how many went. */
export function pruneNodeModules(nodeModules, keep) {
  let removed = 0;
  rmSync(join(nodeModules, '.bin'), { recursive: true, force: true });
  rmSync(join(nodeModules, '.package-lock.json'), { force: true });
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(join(nodeModules, entry))) {
        if (!keep.has(`${entry}/${scoped}`)) {
          rmSync(join(nodeModules, entry, scoped), { recursive: true, force: true });
          removed++;
        }
      }
      if (readdirSync(join(nodeModules, entry)).length === 0)
        rmSync(join(nodeModules, entry), { recursive: true, force: true });
    } else if (!keep.has(entry)) {
      rmSync(join(nodeModules, entry), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/** The folders one built service needs, from the list its build wrote and the workspace's lock. */
export function serviceFolders(appRoot, service) {
  const listFile = join(appRoot, 'dist/apps', service, 'runtime-packages.json');
  if (!existsSync(listFile)) throw new Error(`${listFile} is missing: build the service first`);
  return new Set(JSON.parse(readFileSync(listFile, 'utf8')).folders);
}
