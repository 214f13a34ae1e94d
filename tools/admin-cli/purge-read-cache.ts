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
  const token = process.env['OPS_TOKEN'];
  if (!token) {
    console.error('Set OPS_TOKEN to the server’s OPS_TOKEN.');
    return 2;
  }
  const response = await fetch(`${url.replace(/\/$/, '')}/api/ops/purge-read-cache`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; purged?: string[] };
  if (!response.ok) {
    console.error(body.message ?? `The gateway answered ${response.status}.`);
    return 1;
  }
  console.log(`Purged the read cache: ${(body.purged ?? []).join(', ')}.`);
  return 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));

// A module of its own (its names are not the other scripts').
export {};
