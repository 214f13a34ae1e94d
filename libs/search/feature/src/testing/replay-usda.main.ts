import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ReplayingUsdaServer, USDA_REPLAY_CONTROL_PATH } from './replaying-usda-server';
import { loadUsdaFixtures, USDA_FIXTURES_DIR } from './usda-fixtures';
import { georgiaListToUsdaFeatures, type GeorgiaListRow } from './usda-georgia-rows';

const HELP = `Replays USDA's SNAP retailer service (an ArcGIS Feature Service layer) on 127.0.0.1.

  npm run replay:usda -- [--port <n>] [--fixtures <dir> | --national <n> [--ga <csv>]]

  --port <n>        port to listen on (default: any free port; the address is printed as JSON)
  --fixtures <dir>  serve the layer.json and query.json in <dir>
                    (default: data/fixtures/usda-service, built from the July 2026 Georgia list)
  --national <n>    serve n SYNTHESIZED stores instead, for benchmarks: jittered copies of the real
                    Georgia rows spread over every state and territory, each near a real ZIP of its
                    state. Not USDA's data; say so wherever the figures are shown.
  --ga <csv>        with --national: copy the full July 2026 Georgia list
                    (e.g. ../shared/data/snap-retailers-ga-2026-07.csv) instead of the fixtures' rows

Point the adapter at the printed layerUrl. Faults and changes while it runs:
  POST ${USDA_REPLAY_CONTROL_PATH}/fail?fault=http-500&times=3[&offset=2000][&kind=page|count|layer][&delayMs=5000]
       (faults: http-500, http-429, error-body, malformed-json, slow, drop-connection, unreadable-features)
  POST ${USDA_REPLAY_CONTROL_PATH}/last-edit-date[?date=<ms since epoch>]   (default: two weeks later)
  POST ${USDA_REPLAY_CONTROL_PATH}/remove?objectIds=12,13                   (fixtures only; moves the date)
  GET  ${USDA_REPLAY_CONTROL_PATH}/requests       POST ${USDA_REPLAY_CONTROL_PATH}/reset
`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      fixtures: { type: 'string' },
      national: { type: 'string' },
      ga: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return void process.stdout.write(HELP);
  const port = Number(values.port ?? process.env['REPLAY_PORT'] ?? 0);
  const national = values.national === undefined ? undefined : Number(values.national);
  if (!Number.isInteger(port) || port < 0)
    throw new Error(`--port must be a port number, not ${values.port}`);
  if (national !== undefined && (!Number.isInteger(national) || national < 1))
    throw new Error(`--national must be a number of stores, not ${values.national}`);
  const fixtures = loadUsdaFixtures(values.fixtures ? resolve(values.fixtures) : USDA_FIXTURES_DIR);
  const csv = (file: string) =>
    parse(readFileSync(file), { columns: true, bom: true }) as Array<Record<string, string>>;
  const nationalBase = values.ga
    ? georgiaListToUsdaFeatures(
        csv(resolve(values.ga)) as unknown as GeorgiaListRow[],
        csv(join(__dirname, '../../../../../data/sample/snap-retailers-ga-2020.csv')),
      ).filter((feature) => Number.isFinite(feature.geometry?.x))
    : undefined;
  const server = await ReplayingUsdaServer.start({ fixtures, national, nationalBase, port });
  process.stdout.write(
    `${JSON.stringify({
      url: server.url,
      layerUrl: server.layerUrl,
      queryUrl: server.queryUrl,
      stores: national ? `${national} synthesized` : fixtures.query.features.length,
    })}\n`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
