import { resolve } from 'node:path';
import { parseStateList } from '@snap/domain';
import {
  ImportOptionsError,
  type ImportStoresUseCase,
  type ImportSummary,
} from './import-stores.usecase';
import { MalformedRetailerFileError } from './usda-formats';
import { UsdaRequestError, UsdaServiceError } from './usda-service/usda-retailer-service.port';
import type { UsdaSyncSummary, UsdaSyncUseCase } from './usda-sync/usda-sync.usecase';

export const IMPORT_USAGE = `usage:
  npm run import -- <retailer-file> [--as-of YYYY-MM-DD] [--complete-for GA[,AL…] [--confirm-closings]] [--data-dir DIR]
  npm run import -- --from usda-service [--state GA[,AL…]] [--service-url URL] [--confirm-closings] [--data-dir DIR]

A file closes nothing unless --complete-for names the states it is the complete current list of, and
never the store behind a row it refused. One that would close more than 10 % of a state's open stores
closes none there until an admin imports (or refreshes) it again with --confirm-closings.
A refresh from USDA's service reads every state (or --state), and closes what a complete read lacks.`;

const SHOWN_SKIPS = 20;
const COUNT_WIDTH = 32;

function count(label: string, value: number): string {
  return `${label.padEnd(COUNT_WIDTH)}${value}`;
}

export type ImportCommand =
  | {
      kind: 'file';
      file: string;
      asOf?: string;
      completeFor: string[];
      confirmClosings?: boolean;
      dataDir?: string;
    }
  | {
      kind: 'usda-service';
      states: string[] | 'all';
      serviceUrl?: string;
      confirmClosings?: boolean;
      dataDir?: string;
    };

/** The command line of both importers (the standalone data folder's, and the search image's). */
export function parseImportCommand(argv: string[]): ImportCommand {
  const args = [...argv];
  const take = (flag: string): string | undefined => {
    const at = args.indexOf(flag);
    if (at < 0) return undefined;
    const value = args[at + 1];
    if (value === undefined || value.startsWith('--'))
      throw new ImportOptionsError(`${flag} needs a value\n\n${IMPORT_USAGE}`);
    args.splice(at, 2);
    return value;
  };
  const dataDir = take('--data-dir');
  const from = take('--from');
  const states = take('--state');
  const serviceUrl = take('--service-url');
  const asOf = take('--as-of');
  const completeFor = take('--complete-for');
  const confirmAt = args.indexOf('--confirm-closings');
  if (confirmAt >= 0) args.splice(confirmAt, 1);
  const confirmClosings = confirmAt >= 0;
  const unknown = args.filter((arg) => arg.startsWith('--'));
  if (unknown.length > 0)
    throw new ImportOptionsError(`unknown option ${unknown.join(', ')}\n\n${IMPORT_USAGE}`);
  const statesOf = (value: string) => {
    try {
      return parseStateList(value);
    } catch (error) {
      throw new ImportOptionsError((error as Error).message);
    }
  };
  if (from !== undefined) {
    if (from !== 'usda-service')
      throw new ImportOptionsError(`--from reads only usda-service\n\n${IMPORT_USAGE}`);
    if (args.length > 0 || asOf || completeFor)
      throw new ImportOptionsError(
        `a refresh from USDA's service takes no file, --as-of or --complete-for (its list is dated by USDA and complete for what it reads)\n\n${IMPORT_USAGE}`,
      );
    return {
      kind: 'usda-service',
      states: states ? statesOf(states) : 'all',
      ...(serviceUrl ? { serviceUrl } : {}),
      ...(confirmClosings ? { confirmClosings } : {}),
      ...(dataDir ? { dataDir } : {}),
    };
  }
  if (states || serviceUrl)
    throw new ImportOptionsError(
      `--state and --service-url go with --from usda-service\n\n${IMPORT_USAGE}`,
    );
  if (args.length !== 1) throw new ImportOptionsError(IMPORT_USAGE);
  return {
    kind: 'file',
    file: resolve(args[0]),
    ...(asOf ? { asOf } : {}),
    completeFor: completeFor ? statesOf(completeFor) : [],
    ...(confirmClosings ? { confirmClosings } : {}),
    ...(dataDir ? { dataDir } : {}),
  };
}

/** Runs a parsed command and prints the summary; the exit code: 0 done, 1 refused or failed, 2 usage. */
export async function runImportCommand(
  command: ImportCommand,
  tools: { importer: ImportStoresUseCase; sync: () => UsdaSyncUseCase },
  out: { log: (line: string) => void; progress: (line: string) => void } = {
    log: (line) => console.log(line),
    progress: (line) => process.stderr.write(`\r${line}`),
  },
): Promise<number> {
  try {
    if (command.kind === 'file') {
      const summary = await tools.importer.execute(command.file, {
        asOf: command.asOf,
        completeFor: command.completeFor,
        confirmClosings: command.confirmClosings,
        progressEvery: 10_000,
        onProgress: (rows) => out.progress(`  ${rows.toLocaleString('en-US')} rows read…`),
      });
      out.progress('\n');
      out.log(describeImport(summary));
      return 0;
    }
    const summary = await tools
      .sync()
      .run(command.states === 'all' ? { states: 'all' } : { states: command.states }, {
        confirmClosings: command.confirmClosings,
        onFetched: (fetched, total) =>
          out.progress(
            `  ${fetched.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} stores read…`,
          ),
      });
    out.progress('\n');
    out.log(describeImport(summary));
    return summary.complete ? 0 : 1;
  } catch (error) {
    out.progress('\n');
    const known =
      error instanceof MalformedRetailerFileError ||
      error instanceof ImportOptionsError ||
      error instanceof UsdaServiceError ||
      error instanceof UsdaRequestError;
    out.log(known ? (error as Error).message : String((error as Error).stack ?? error));
    return 1;
  }
}

/** The summary a person reads after an import or a refresh: the same for both. */
export function describeImport(summary: ImportSummary | UsdaSyncSummary): string {
  const sync = 'complete' in summary ? summary : null;
  const lines = [
    `Imported ${summary.file} (${summary.format}) in ${(summary.durationMs / 1000).toFixed(1)} s`,
    `  USDA list as of            ${summary.asOf}`,
    `  complete list for          ${summary.completeFor.length > 0 ? summary.completeFor.join(', ') : '(none: nothing closed)'}`,
    ...(sync
      ? [
          `  stores read from USDA      ${sync.fetched} of ${sync.total}${sync.resumed ? ' (resumed)' : ''}`,
        ]
      : []),
    `${'  rows read'.padEnd(COUNT_WIDTH)}${summary.rowsRead}, each one of:`,
    count('    added', summary.added),
    count('    updated', summary.updated),
    count('    reopened', summary.reopened),
    count('    unchanged', summary.unchanged),
    count('    kept as an admin set them', summary.keptByAdmin),
    count('    older than the catalog', summary.olderThanCatalog),
    count('    authorization ended', summary.endedAuthorizations),
    count('    earlier period of a record', summary.earlierPeriods),
    count('    same store again, merged', summary.mergedDuplicates),
    count('    repeated row', summary.repeatedRows),
    count('    skipped', summary.skipped.length),
    ...summary.skipped
      .slice(0, SHOWN_SKIPS)
      .map((skip) => `      line ${skip.line}: ${skip.reason}`),
    ...(summary.skipped.length > SHOWN_SKIPS
      ? [`      … and ${summary.skipped.length - SHOWN_SKIPS} more`]
      : []),
    `  stores`,
    count('    closed', summary.closed),
    count('    placed by ZIP centroid', summary.placedByZipCentroid),
    count('    matched an earlier source', summary.matchedEarlierSources),
    count('    kept open by an admin', summary.keptOpenByAdmin),
    count('    not closed (see notes)', summary.closingsHeld),
  ];
  if (summary.unknownStoreTypes.length)
    lines.push(
      `  unknown USDA store types (filed as Grocery Store): ${summary.unknownStoreTypes.join(', ')}`,
    );
  for (const note of summary.notes) lines.push(`  note: ${note}`);
  return lines.join('\n');
}
