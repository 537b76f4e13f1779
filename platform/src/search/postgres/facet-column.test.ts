import { describe, expect, it } from '@jest/globals';
import { FacetColumn } from './facet-column.js';

const allRows = (rows: number) => {
  const bits = new Uint32Array(Math.ceil(rows / 32));
  for (let row = 0; row < rows; row++) bits[row >>> 5]! |= 1 << (row & 31);
  return bits;
};

/** Whether `row` holds `value`, as the column's one-pass lookup finds it. */
const holds = (column: FacetColumn, row: number, value: string) => {
  const id = column.idOf(value);
  if (id === undefined) return false;
  const bits = column.rowsHoldingAny([id], row + 1, Math.ceil((row + 1) / 32));
  return ((bits[row >>> 5]! >>> (row & 31)) & 1) === 1;
};

const countsOf = (column: FacetColumn, rows: number) =>
  Object.fromEntries(
    [...column.countValues(allRows(rows))].flatMap((count, id) =>
      count ? [[column.names[id]!, count]] : [],
    ),
  );

describe('FacetColumn, a filter or facet column in typed arrays', () => {
  it('when rows hold one value, several or none, then each value is counted once per row that holds it', () => {
    const column = new FacetColumn(false);
    column.set(0, 'physics');
    column.set(1, ['physics', 'maths', 'physics']);
    column.set(2, null);
    column.set(3, []);

    expect(countsOf(column, 4)).toEqual({ physics: 2, maths: 1 });
    expect(holds(column, 1, 'maths')).toBe(true);
    expect(holds(column, 2, 'maths')).toBe(false);
    expect(column.idOf('chemistry')).toBeUndefined();
  });

  it('when more rows than one chunk holds (65,536) are rewritten until the arena is compacted, then only their last values count', () => {
    const rows = 70_000;
    const column = new FacetColumn(false);
    for (let round = 0; round < 3; round++)
      for (let row = 0; row < rows; row++) column.set(row, [`tag ${(row + round) % 7}`, 'all']);

    const counts = countsOf(column, rows);
    expect(counts.all).toBe(rows);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(2 * rows);
    for (const row of [0, 65_535, 65_536, rows - 1]) {
      expect(holds(column, row, `tag ${(row + 2) % 7}`)).toBe(true);
      expect(holds(column, row, `tag ${(row + 1) % 7}`)).toBe(false);
    }
  });

  it('when a row holds more values than the rest of a chunk has room for, then they all move to the next chunk', () => {
    const column = new FacetColumn(false);
    const many = Array.from({ length: 40_000 }, (_, i) => `value ${i}`);
    column.set(0, many);
    column.set(1, many);

    expect(countsOf(column, 2)['value 39999']).toBe(2);
    expect(holds(column, 1, 'value 0')).toBe(true);
  });

  it('when asked for the rows holding any of some values, then the bit set has exactly those rows', () => {
    const column = new FacetColumn(true);
    for (let row = 0; row < 100; row++)
      column.set(row, row % 10 === 0 ? 'berlin' : row % 25 === 1 ? ['rome', 'paris'] : 'paris');

    const bits = column.rowsHoldingAny([column.idOf('Berlin')!, column.idOf('ROME')!], 100, 4);
    const rows = [...Array(100).keys()].filter((row) => (bits[row >>> 5]! >>> (row & 31)) & 1);
    expect(rows).toEqual([0, 1, 10, 20, 26, 30, 40, 50, 51, 60, 70, 76, 80, 90]);
  });

  it('when the rows of an inverted column are rewritten, all or some, then the rows listed under some values are exactly the rows holding them now', () => {
    const inverted = new FacetColumn(false, true);
    const plain = new FacetColumn(false);
    const rows = 6_000;
    const words = Math.ceil(rows / 32);
    const same = () => {
      for (const wanted of [['w0'], ['w3', 'w17', 'w49'], ['w-new'], []]) {
        const ids = (column: FacetColumn) => wanted.flatMap((v) => column.idOf(v) ?? []);
        expect(inverted.rowsListedUnder(ids(inverted), rows, words)).toEqual(
          plain.rowsHoldingAny(ids(plain), rows, words),
        );
      }
    };
    const set = (row: number, values: string[]) => {
      inverted.set(row, values);
      plain.set(row, values);
    };
    // Every row rewritten (the lists made again from the column), then a third of them (those
    // read one by one beside the lists), with values new to the dictionary too.
    for (let round = 0; round < 4; round++) {
      for (let row = 0; row < rows; row++)
        set(row, [`w${(row * 7 + round) % 50}`, `w${(row + round * 3) % 50}`]);
      same();
      for (let row = 0; row < rows; row += 3) set(row, row % 2 ? ['w-new', `w${round}`] : []);
      same();
    }
  });
});
