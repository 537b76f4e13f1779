/** What the lists are made from: a column's dictionary and its rows' values (facet-column.ts). */
export interface ValuesByRow {
  readonly names: readonly string[];
  holdsAny(row: number, wanted: Uint8Array): boolean;
  forEachValue(visit: (row: number, id: number) => void): void;
}

/**
 * The rows of a column listed by value (what a GIN index is to its column): one array of row
 * numbers in value order and where each value's part starts, four bytes a row's value, where an
 * array per value took about five times that. Rows set since the lists were made are checked
 * one by one (their values read from the column); once they are many, the lists are made again
 * from the column, one pass over its values.
 */
export class PostingLists {
  private starts = new Int32Array(1);
  private rows = new Int32Array(0);
  /** Rows set since the lists were made: the lists may miss or misstate their values. */
  private pending: number[] = [];
  private pendingBits = new Uint32Array(0);

  constructor(private readonly column: ValuesByRow) {}

  /** `row`'s values were set. */
  touched(row: number): void {
    const word = row >>> 5;
    if (word >= this.pendingBits.length) {
      const grown = new Uint32Array(Math.max(word + 1, this.pendingBits.length * 2, 1024));
      grown.set(this.pendingBits);
      this.pendingBits = grown;
    }
    const bit = 1 << (row & 31);
    if ((this.pendingBits[word]! & bit) !== 0) return;
    this.pendingBits[word]! |= bit;
    this.pending.push(row);
  }

  private make(): void {
    const values = this.column.names.length;
    const starts = new Int32Array(values + 1);
    this.column.forEachValue((_, id) => starts[id + 1]!++);
    for (let id = 0; id < values; id++) starts[id + 1]! += starts[id]!;
    const rows = new Int32Array(starts[values]!);
    const next = starts.slice(0, values);
    this.column.forEachValue((row, id) => (rows[next[id]!++] = row));
    this.starts = starts;
    this.rows = rows;
    this.pending = [];
    this.pendingBits = new Uint32Array(0);
  }

  /** The rows among the first `rows` holding any of the values numbered `ids`, as a bit set of `words` words. */
  rowsUnder(ids: readonly number[], rows: number, words: number): Uint32Array {
    if (this.pending.length > Math.max(4096, this.rows.length >>> 3)) this.make();
    const bits = new Uint32Array(words);
    const listed = this.starts.length - 1;
    for (const id of ids) {
      if (id >= listed) continue;
      for (let k = this.starts[id]!, end = this.starts[id + 1]!; k < end; k++) {
        const row = this.rows[k]!;
        // A pending row's values are read from the column below.
        if (row < rows && ((this.pendingBits[row >>> 5] ?? 0) & (1 << (row & 31))) === 0)
          bits[row >>> 5]! |= 1 << (row & 31);
      }
    }
    if (this.pending.length > 0 && ids.length > 0) {
      const wanted = new Uint8Array(this.column.names.length);
      for (const id of ids) wanted[id] = 1;
      for (const row of this.pending)
        if (row < rows && this.column.holdsAny(row, wanted)) bits[row >>> 5]! |= 1 << (row & 31);
    }
    return bits;
  }
}
