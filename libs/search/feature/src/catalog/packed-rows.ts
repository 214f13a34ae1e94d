import type { SourceRow } from './source-row';

/** A row's fields in the order they are packed (its line is kept beside it, not packed). */
const ROW_FIELDS = [
  'recordId',
  'name',
  'usdaType',
  'street',
  'additional',
  'city',
  'state',
  'zip',
  'zip4',
  'county',
  'latitude',
  'longitude',
  'incentiveProgram',
  'granteeName',
  'objectId',
  'active',
  'authorizedAt',
] as const satisfies ReadonlyArray<Exclude<keyof SourceRow, 'line' | 'unreadable'>>;

/** A row's values as packed, in ROW_FIELDS order. */
type RowValues = [
  SourceRow['recordId'],
  SourceRow['name'],
  SourceRow['usdaType'],
  SourceRow['street'],
  SourceRow['additional'],
  SourceRow['city'],
  SourceRow['state'],
  SourceRow['zip'],
  SourceRow['zip4'],
  SourceRow['county'],
  SourceRow['latitude'],
  SourceRow['longitude'],
  SourceRow['incentiveProgram'],
  SourceRow['granteeName'],
  SourceRow['objectId'],
  SourceRow['active'],
  SourceRow['authorizedAt'],
];

const CHUNK_BYTES = 1 << 20;
const OFFSET_SPAN = 2 ** 20;
const CHUNK_SPAN = 2 ** 40;

/**
 * The rows of a list kept until the whole list is read (which row of a record wins is known only at
 * the end), packed as UTF-8 JSON in 1 MB buffers outside the JavaScript heap: a national list's rows
 * as objects took some 160 MB of heap, and the garbage they left when let go raised the import's
 * peak further. Each row is found again by a number (its chunk, offset and length).
 */
export class PackedRows {
  private readonly chunks: Buffer[] = [];
  private used = CHUNK_BYTES;

  /** Keeps a row (without its line); returns where it is. */
  add(row: SourceRow): number {
    const text = JSON.stringify(ROW_FIELDS.map((field) => row[field]));
    const length = Buffer.byteLength(text);
    // No real row comes near: a megabyte of text in one row is not a store.
    if (length >= OFFSET_SPAN) throw new Error(`a row of ${length} bytes is too long to keep`);
    if (this.used + length > CHUNK_BYTES) {
      this.chunks.push(Buffer.allocUnsafeSlow(CHUNK_BYTES));
      this.used = 0;
    }
    const chunk = this.chunks.length - 1;
    const offset = this.used;
    this.chunks[chunk].write(text, offset, 'utf8');
    this.used += length;
    return chunk * CHUNK_SPAN + offset * OFFSET_SPAN + length;
  }

  /** The row kept at `at`, with its line. */
  row(at: number, line: number): SourceRow {
    const { chunk, offset, length } = place(at);
    const [
      recordId,
      name,
      usdaType,
      street,
      additional,
      city,
      state,
      zip,
      zip4,
      county,
      latitude,
      longitude,
      incentiveProgram,
      granteeName,
      objectId,
      active,
      authorizedAt,
    ] = JSON.parse(this.chunks[chunk].toString('utf8', offset, offset + length)) as RowValues;
    // One literal, in SourceRow's shape (not a field at a time, which leaves a slow dictionary object).
    return {
      line,
      recordId,
      name,
      usdaType,
      street,
      additional,
      city,
      state,
      zip,
      zip4,
      county,
      latitude,
      longitude,
      incentiveProgram,
      granteeName,
      objectId,
      active,
      authorizedAt,
    };
  }

  /** Whether two kept rows are the same row (their lines aside). */
  same(a: number, b: number): boolean {
    return this.bytes(a).equals(this.bytes(b));
  }

  /** Lets every row go. */
  clear(): void {
    this.chunks.length = 0;
    this.used = CHUNK_BYTES;
  }

  private bytes(at: number): Buffer {
    const { chunk, offset, length } = place(at);
    return this.chunks[chunk].subarray(offset, offset + length);
  }
}

function place(at: number): { chunk: number; offset: number; length: number } {
  return {
    chunk: Math.floor(at / CHUNK_SPAN),
    offset: Math.floor((at % CHUNK_SPAN) / OFFSET_SPAN),
    length: at % OFFSET_SPAN,
  };
}
