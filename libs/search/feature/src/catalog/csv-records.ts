import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';

/** One record of a retailer CSV, keyed by (renamed) column, with the line it ends on. */
export interface CsvRecord {
  record: Record<string, string>;
  info: { lines: number };
  /** How many fields the line had, whatever the header says (a row the header does not fit is refused). */
  fields: number;
  /** Set on the last record when a quote opened there is never closed: the rest of the file is one
   * broken row, which the importer counts as refused instead of refusing the whole file. */
  unclosedQuote?: true;
}

/** Names the header's columns (and may refuse the header by throwing). */
export type CsvColumns = (header: string[]) => string[];

/** The one csv-parse configuration every retailer CSV is read with. */
const CSV_PARSE_OPTIONS = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  // USDA's "SNAP Store Locations" exports end every line with a space after the last closing quote.
  rtrim: true,
  info: true,
} as const;

/** Names a record's fields; a '__proto__' column is dropped (an assignment would set the prototype). */
function named(names: readonly string[], fields: string[], lines: number): CsvRecord {
  const record: Record<string, string> = {};
  const length = Math.min(fields.length, names.length);
  for (let i = 0; i < length; i++) if (names[i] !== '__proto__') record[names[i]] = fields[i];
  return { record, info: { lines }, fields: fields.length };
}

/** Reads a CSV through csv-parse itself: the reference the fast reader must match record for record. */
export async function* readCsvWithCsvParse(
  file: string,
  columns: CsvColumns,
): AsyncGenerator<CsvRecord> {
  const input = createReadStream(file);
  const parser = input.pipe(parse(CSV_PARSE_OPTIONS));
  input.on('error', (error) => parser.destroy(error));
  let names: string[] | null = null;
  let lastLine = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (names === null) names = columns(record);
      else yield named(names, record, info.lines);
      lastLine = info.lines;
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'CSV_QUOTE_NOT_CLOSED' || names === null) throw error;
    yield { record: {}, info: { lines: lastLine + 1 }, fields: 0, unclosedQuote: true };
  }
}

/** Something the fast reader leaves to csv-parse (a quoted header, a '\r', a broken quote…). */
class LeftToCsvParse extends Error {}

/**
 * Reads a CSV as csv-parse does with CSV_PARSE_OPTIONS, record for record and with the same line
 * numbers, splitting the common line (no quote) on commas itself: csv-parse's byte-by-byte state
 * machine was the largest cost of reading a 300,000-row file. A record with quotes is parsed by
 * csv-parse on its own; anything else unusual (a header with quotes, any '\r', a quote that does not
 * parse) hands the rest of the file to csv-parse, which reads it from the start and skips the records
 * already given, so what comes out, errors included, is what csv-parse gives.
 */
export async function* readCsvRecords(
  file: string,
  columns: CsvColumns,
): AsyncGenerator<CsvRecord> {
  let given = 0;
  try {
    // Records come a chunk of the file at a time: one await per chunk, not one per record.
    for await (const records of readSimpleCsv(file, columns))
      for (const record of records) {
        yield record;
        given++;
      }
    return;
  } catch (error) {
    if (!(error instanceof LeftToCsvParse)) throw error;
  }
  let skipped = 0;
  for await (const record of readCsvWithCsvParse(file, columns)) {
    if (skipped < given) skipped++;
    else yield record;
  }
}

/** csv-parse's rtrim: its trimmable characters are JavaScript's white space. */
function trimRight(field: string): string {
  return field.trimEnd();
}

function countQuotes(text: string): number {
  let count = 0;
  for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1)) count++;
  return count;
}

/** After this many records, a file with quotes in more than MOSTLY_QUOTED of them goes to csv-parse. */
const QUOTING_SAMPLE = 200;
const MOSTLY_QUOTED = 0.25;

/** A record with quotes (possibly over several lines), parsed by csv-parse alone: its fields. */
function quotedRecordFields(text: string): string[] {
  let records: string[][];
  try {
    // '\n' is the file's line end: a header without '\r' is how csv-parse would have found it.
    records = parseSync(text, {
      relax_column_count: true,
      rtrim: true,
      record_delimiter: '\n',
    }) as string[][];
  } catch {
    throw new LeftToCsvParse();
  }
  if (records.length !== 1) throw new LeftToCsvParse();
  return records[0];
}

async function* readSimpleCsv(file: string, columns: CsvColumns): AsyncGenerator<CsvRecord[]> {
  let names: string[] | null = null;
  let lines = 0;
  // A quoted record whose quote is still open at the end of a line (a newline inside a field).
  let open: string | null = null;
  let openQuotes = 0;
  let records = 0;
  let quotedRecords = 0;

  const recordOf = (fields: string[]): CsvRecord => named(names as string[], fields, lines);
  /** One line of the file: a record, or part of one, or nothing (an empty line, the header). */
  const take = (line: string): CsvRecord | null => {
    lines++;
    // csv-parse counts a '\r' as a line in its line numbers whatever the line end: its case.
    if (line.includes('\r')) throw new LeftToCsvParse();
    if (open !== null) {
      open += `\n${line}`;
      openQuotes += countQuotes(line);
      if (openQuotes % 2 === 1) return null;
      const text = open;
      open = null;
      return recordOf(quotedRecordFields(text));
    }
    if (line === '') return null;
    if (names === null) {
      if (line.includes('"')) throw new LeftToCsvParse();
      names = columns(line.split(',').map(trimRight));
      return null;
    }
    records++;
    if (!line.includes('"')) return recordOf(line.split(',').map(trimRight));
    // A file that quotes most fields is csv-parse's own case: one parse per record would be slower.
    if (++quotedRecords > MOSTLY_QUOTED * records && records >= QUOTING_SAMPLE)
      throw new LeftToCsvParse();
    const quotes = countQuotes(line);
    if (quotes % 2 === 0) return recordOf(quotedRecordFields(line));
    open = line;
    openQuotes = quotes;
    return null;
  };

  const input = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  let rest = '';
  let first = true;
  for await (const chunk of input as AsyncIterable<string>) {
    let text = rest + chunk;
    if (first) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const records: CsvRecord[] = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      const record = take(text.slice(start, end));
      start = end + 1;
      if (record) records.push(record);
    }
    rest = text.slice(start);
    yield records;
  }
  if (rest !== '') {
    const record = take(rest);
    if (record) yield [record];
  }
  if (open !== null) throw new LeftToCsvParse();
}
