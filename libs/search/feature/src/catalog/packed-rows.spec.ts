import { PackedRows } from './packed-rows';
import { type SourceRow, unreadableRow } from './source-row';

const row = (line: number, fields: Partial<SourceRow> = {}): SourceRow => {
  const { unreadable: _unreadable, ...empty } = unreadableRow(line, '');
  return {
    ...empty,
    recordId: `R${line}`,
    name: 'Kroger',
    usdaType: 'Supermarket',
    street: ['725 Ponce De Leon Ave NE'],
    city: 'Atlanta',
    state: 'GA',
    zip: '30306',
    latitude: '33.7726',
    longitude: '-84.3655',
    active: true,
    authorizedAt: '2019-03-01',
    ...fields,
  };
};

describe('the rows an import keeps until its list is read', () => {
  it('gives back every row as it was read, with its line, across many buffers', () => {
    const packed = new PackedRows();
    const rows = Array.from({ length: 20_000 }, (_, i) =>
      row(i + 2, {
        name: i % 3 === 0 ? 'Bodega Doña Señora “El Niño” 商店' : `Store ${i}`,
        usdaType: i % 5 === 0 ? null : 'Convenience Store',
        street: i % 7 === 0 ? ['12 Main St', 'Suite 4'] : ['12 Main St'],
        active: i % 2 === 0,
      }),
    );
    const at = rows.map((r) => packed.add(r));
    rows.forEach((r, i) => expect(packed.row(at[i], r.line)).toEqual(r));
  });

  it('tells the same row read twice (on another line) from a row that differs', () => {
    const packed = new PackedRows();
    const first = packed.add(row(2));
    const again = packed.add(row(9, { recordId: 'R2' }));
    const other = packed.add(row(10, { recordId: 'R2', authorizedAt: '2021-01-01' }));
    expect(packed.same(first, again)).toBe(true);
    expect(packed.same(first, other)).toBe(false);
  });
});
