import { PROVIDER_FIXTURES } from './provider-fixtures';
import { ReplayingProviderServer } from './replaying-provider-server';

/** The replaying provider as its own process, for the browser suite: prints its address and serves
 * until it is stopped. Run with `node -r @swc-node/register`. */
async function main(): Promise<void> {
  const server = await ReplayingProviderServer.start(
    PROVIDER_FIXTURES,
    Number(process.env['REPLAY_PORT'] ?? 0),
  );
  process.stdout.write(
    `${JSON.stringify({ url: server.url, placesUrl: server.placesUrl, overpassUrl: server.overpassUrl })}\n`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
