import { postToOpsEndpoint } from './ops-endpoint';

const USAGE =
  'usage: OPS_TOKEN=… npm run cache:purge -- --url <gateway url>   (any running runtime)';

/** npm run cache:purge: the operator's purge of the gateway's read cache (docs/operations.md, "The
 * read cache"), through the gateway's operator endpoint with OPS_TOKEN. Every scope starts a new
 * generation at once, for every gateway instance (they share the cache); the old entries age out. */
async function main(argv: string[]): Promise<number> {
  const at = argv.indexOf('--url');
  const url = at >= 0 ? argv[at + 1] : undefined;
  if (!url) {
    console.error(USAGE);
    return 2;
  }
  const answer = await postToOpsEndpoint<{ purged?: string[] }>(
    url,
    '/api/ops/purge-read-cache',
    undefined,
  );
  if ('exitCode' in answer) return answer.exitCode;
  console.log(`Purged the read cache: ${(answer.body.purged ?? []).join(', ')}.`);
  return 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
