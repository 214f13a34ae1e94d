import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type CsvRecord, readCsvRecords, readCsvWithCsvParse } from './csv-records';

const columns = (header: string[]) => header.map((h) => h.trim());

/** Every record a reader gives for a file, or its error: the importer reads a whole file before it
 * writes anything, so the records read before an error (which csv-parse's stream drops) never count. */
async function readAll(read: typeof readCsvRecords, file: string) {
  // The line a record ends on is what the importer reads of csv-parse's info.
  const records: Array<Omit<CsvRecord, 'info'> & { lines: number }> = [];
  try {
    for await (const { record, info, ...rest } of read(file, columns))
      records.push({ record, lines: info.lines, ...rest });
    return { records };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const dataFiles = ['data/sample', 'data/fixtures', 'data/fixtures/layouts'].flatMap((folder) =>
  readdirSync(resolve(folder))
    .filter((name) => name.endsWith('.csv'))
    .map((name) => join(folder, name)),
);

describe('readCsvRecords', () => {
  let folder: string;
  beforeAll(() => (folder = mkdtempSync(join(tmpdir(), 'csv-records-'))));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each(dataFiles)('reads %s exactly as csv-parse does', async (file) => {
    const fast = await readAll(readCsvRecords, resolve(file));
    expect(fast.records?.length).toBeGreaterThan(0);
    expect(fast).toEqual(await readAll(readCsvWithCsvParse, resolve(file)));
  });

  const tricky: Array<[string, string]> = [
    ['quotes and an embedded comma', 'a,b,c\n1,"x, y",3\n4,5,6\n'],
    ['escaped quotes', 'a,b\n"say ""hi""",2\n3,4\n'],
    ['a newline inside a quoted field', 'a,b,c\n1,"two\nlines",3\n4,5,6\n'],
    ['several newlines inside a quoted field', 'a,b\n"x\n\ny\nz",2\nq,r\n'],
    ['a trailing comma in the header', 'a,b,\n1,2,\n3,4,5\n'],
    ['lines ending with a space', 'a ,b \n1,2 \n3 , 4 \n'],
    ['a byte order mark', '\ufeffa,b\n1,2\n'],
    ['blank lines, at the start too', '\n\na,b\n\n1,2\n\n\n3,4\n'],
    ['fewer and more fields than columns', 'a,b,c\n1\n1,2,3,4,5\n,,\n'],
    ['no newline after the last line', 'a,b\n1,2\n3,4'],
    ['Windows line ends', 'a,b\r\n1,"2\r\n3"\r\n4,5\r\n'],
    ['old Mac line ends', 'a,b\r1,2\r3,4\r'],
    ['a stray carriage return in a Unix file', 'a,b\n1,2\r\n3\r,4\n'],
    ['a quote opened in the middle of a field', 'a,b\n1,2\nx"y,3\n4,5\n'],
    ['a quote never closed', 'a,b\n1,2\n"3,4\n5,6\n'],
    [
      'the 2014 "SNAP Store Locations" export: a stray header comma, a space after the last quote',
      'Store_Name,City,\r\n"A, Inc","X" \r\n"B","" \r\n',
    ],
    ['a space after the last quote, Unix line ends', 'a,b,\n"1","2" \n"3","4, 5" \n\n'],
    ['text after a closing quote', 'a,b\n1,2\n"3" x,4\n5,6\n'],
    ['a quoted header', '"a","b,c"\n1,2\n'],
    ['duplicate column names', 'a,b,a\n1,2,3\n'],
    ['only a header', 'a,b\n'],
    ['only blank lines', '\n\n\n'],
    ['a whitespace-only line', 'a,b\n \n1,2\n'],
    ['non-ASCII text and a stray 0xFF', 'a,b\nCafé ÿ,2\n"Niño, ""el""",3\n'],
  ];
  it.each(tricky)('reads %s exactly as csv-parse does', async (name, text) => {
    const file = join(folder, `${name.replace(/\W+/g, '-')}.csv`);
    writeFileSync(file, text);
    expect(await readAll(readCsvRecords, file)).toEqual(await readAll(readCsvWithCsvParse, file));
  });

  it('leaves a header the columns refuse refused', async () => {
    const file = join(folder, 'refused.csv');
    writeFileSync(file, 'x,y\n1,2\n');
    const refuse = () => {
      throw new Error('unrecognized header');
    };
    await expect(readCsvRecords(file, refuse).next()).rejects.toThrow('unrecognized header');
  });
});

describe('readCsvRecords, what the importer relies on', () => {
  let folder: string;
  beforeAll(() => (folder = mkdtempSync(join(tmpdir(), 'csv-records-'))));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const read = async (text: string) => {
    const file = join(folder, 'file.csv');
    writeFileSync(file, text);
    return readAll(readCsvRecords, file);
  };

  it("reads a space after the last closing quote as the end of the line, and counts each line's fields", async () => {
    expect(await read('Store_Name,City,\r\n"A, Inc","X" \r\n"B","" \r\n')).toEqual({
      records: [
        { record: { Store_Name: 'A, Inc', City: 'X' }, lines: 2, fields: 2 },
        { record: { Store_Name: 'B', City: '' }, lines: 3, fields: 2 },
      ],
    });
  });

  it('gives the rows before a quote never closed, then the broken row with the line it starts on', async () => {
    expect(await read('a,b\n1,2\n\n"3,4\n5,6\n')).toEqual({
      records: [
        { record: { a: '1', b: '2' }, lines: 2, fields: 2 },
        { record: {}, lines: 3, fields: 0, unclosedQuote: true },
      ],
    });
  });
});
