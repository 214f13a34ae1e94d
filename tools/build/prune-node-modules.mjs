#!/usr/bin/env node
// Keeps in ./node_modules only what the built services need (the image's last step before copying it):
//   node tools/build/prune-node-modules.mjs <app root> <service> [service …]
import { join, resolve } from 'node:path';
import { pruneNodeModules, serviceFolders } from './runtime-packages.mjs';

const [appRoot, ...services] = process.argv.slice(2);
if (!appRoot || services.length === 0) {
  console.error('usage: prune-node-modules.mjs <app root> <service> [service …]');
  process.exit(2);
}
const keep = new Set(services.flatMap((service) => [...serviceFolders(resolve(appRoot), service)]));
const removed = pruneNodeModules(join(resolve(appRoot), 'node_modules'), keep);
console.log(`kept ${keep.size} packages for ${services.join(', ')}; removed ${removed}`);
