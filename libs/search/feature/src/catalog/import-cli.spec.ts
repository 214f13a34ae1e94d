import { join } from 'node:path';
import { describeImport, parseImportCommand } from './import-cli';
import type { ImportSummary } from './import-stores.usecase';

describe('the importer command line', () => {
  it('takes --confirm-closings for a file complete for a state, and for a refresh from USDA', () => {
    expect(
      parseImportCommand(['stores.csv', '--complete-for', 'GA', '--confirm-closings']),
    ).toMatchObject({ kind: 'file', completeFor: ['GA'], confirmClosings: true });
    expect(parseImportCommand(['stores.csv', '--complete-for', 'GA'])).not.toHaveProperty(
      'confirmClosings',
    );
    expect(parseImportCommand(['--from', 'usda-service', '--confirm-closings'])).toMatchObject({
      kind: 'usda-service',
      confirmClosings: true,
    });
  });

  it('prints each row outcome under the rows read, the store counts apart, the skipped lines and the notes', () => {
    const summary: ImportSummary = {
      file: join('/tmp', 'ca.csv'),
      format: 'store-locations',
      asOf: '2026-07-29',
      completeFor: ['CA'],
      rowsRead: 12,
      added: 3,
      updated: 2,
      unchanged: 1,
      keptByAdmin: 1,
      olderThanCatalog: 0,
      endedAuthorizations: 0,
      earlierPeriods: 0,
      mergedDuplicates: 1,
      repeatedRows: 3,
      skipped: [{ line: 9, reason: 'missing store name' }],
      closed: 0,
      reopened: 1,
      placedByZipCentroid: 2,
      matchedEarlierSources: 0,
      keptOpenByAdmin: 0,
      closingsHeld: 40,
      heldClosings: [{ state: 'CA', closing: 40, open: 300 }],
      unknownStoreTypes: [],
      notes: [
        '40 of 300 open CA stores (13 %) are not on this list, more than 10 %: none was closed',
      ],
      durationMs: 1200,
    };
    const printed = describeImport(summary);
    expect(printed).toContain('  rows read                     12, each one of:');
    for (const line of [
      '    added                       3',
      '    updated                     2',
      '    kept as an admin set them   1',
      '    same store again, merged    1',
      '    repeated row                3',
      '    skipped                     1',
      '      line 9: missing store name',
      '    reopened                    1',
      '    not closed (see notes)      40',
      '  note: 40 of 300 open CA stores (13 %) are not on this list, more than 10 %: none was closed',
    ])
      expect(printed.split('\n')).toContain(line);
  });
});
