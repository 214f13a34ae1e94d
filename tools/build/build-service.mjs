#!/usr/bin/env node
// Builds one service of the distributed runtime to plain JavaScript: dist/apps/<service>/main.js.
// The workspace's own code (apps/<service>, libs/*) is bundled into that one file; every npm package
// stays an external `require`, resolved at run time from the production install (`npm ci --omit=dev`).
// TypeScript goes through swc, not esbuild's own loader, because Nest's dependency injection needs the
// constructor parameter types that only decorator metadata (emitDecoratorMetadata) records.
//   node tools/build/build-service.mjs gateway [search …]   (no argument: every service)
import { transformFile } from '@swc/core';
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  externalPackages,
  LOADED_AT_RUN_TIME,
  runtimeClosure,
  topLevelFolders,
} from './runtime-packages.mjs';

export const SERVICES = ['gateway', 'search', 'identity', 'community', 'enrichment', 'content'];
/** Worker scripts a service starts by file name: built beside its main.js, where the code that
 * starts them looks first (libs/community/feature/src/photos/photo-renditions.pool.ts). */
const WORKERS = {
  community: ['libs/community/feature/src/photos/photo-renditions.worker.ts'],
};
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** swc with the workspace's decorator settings (tsconfig.base.json: experimentalDecorators, emitDecoratorMetadata). */
const swcTypescript = {
  name: 'swc-typescript',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const { code, map } = await transformFile(path, {
        sourceMaps: 'inline',
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            useDefineForClassFields: false,
          },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      });
      return {
        contents: map
          ? `${code}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}`
          : code,
        loader: 'js',
      };
    });
  },
};

/** Workspace libraries (@snap/*, mapped by tsconfig paths) are bundled; every npm package stays external. */
const externalNpmPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@snap/') ? undefined : { path, external: true },
    );
  },
};

export async function buildService(service) {
  if (!SERVICES.includes(service))
    throw new Error(`unknown service "${service}" (one of ${SERVICES.join(', ')})`);
  const outdir = join(root, 'dist/apps', service);
  rmSync(outdir, { recursive: true, force: true });
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    // main.js runs the service; a service's command-line tools (the search service's import.js) ship beside it.
    entryPoints: [
      ...['main', 'import']
        .map((entry) => ({ in: join(root, 'apps', service, `src/${entry}.ts`), out: entry }))
        .filter((entry) => existsSync(entry.in)),
      ...(WORKERS[service] ?? []).map((file) => ({
        in: join(root, file),
        out: basename(file, '.ts'),
      })),
    ],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    tsconfig: join(root, 'tsconfig.base.json'),
    sourcemap: true,
    // Class names stay readable in logs and in Nest's provider names.
    keepNames: true,
    minify: false,
    logLevel: 'warning',
    metafile: true,
    plugins: [externalNpmPackages, swcTypescript],
  });
  // What the image's node_modules keeps for this service (tools/build/prune-node-modules.mjs).
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const required = [
    ...new Set([...externalPackages(result.metafile), ...LOADED_AT_RUN_TIME]),
  ].sort();
  const folders = [...topLevelFolders(runtimeClosure(lock, required))].sort();
  writeFileSync(
    join(outdir, 'runtime-packages.json'),
    `${JSON.stringify({ required, folders }, null, 2)}\n`,
  );
  const mainBytes = result.metafile.outputs[`dist/apps/${service}/main.js`]?.bytes ?? 0;
  console.log(
    `built ${service}: dist/apps/${service}/main.js ${(mainBytes / 1024).toFixed(0)} KB in ${Date.now() - started} ms; needs ${required.length} packages, ${folders.length} with their dependencies`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.slice(2);
  for (const service of wanted.length > 0 ? wanted : SERVICES) await buildService(service);
}
