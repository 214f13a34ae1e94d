#!/usr/bin/env node
// npm run load:cleanup -- --url http://127.0.0.1:3000   (OPS_TOKEN: the server's)
//
// Removes every load-test member of a running runtime and everything they wrote (reviews, favorites,
// photos with their files, points and badges): what a load test left, for instance one run with
// --keep-test-data or one interrupted before its own clean-up. Running it again removes nothing more.
import { parseArgs } from 'node:util';
import { removedLine, removeTestData } from './test-members.mjs';

const { values: args } = parseArgs({ options: { url: { type: 'string' } } });
const opsToken = process.env.OPS_TOKEN;
if (!args.url || !opsToken) {
  console.error('usage: OPS_TOKEN=… npm run load:cleanup -- --url <gateway url>');
  process.exit(2);
}
removeTestData(args.url.replace(/\/$/, ''), opsToken)
  .then((removed) => console.log(removedLine(removed)))
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
