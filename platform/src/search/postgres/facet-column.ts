import { PostingLists } from './posting-lists.js';

/** A set of row numbers, one bit each. */
export type Bits = Uint32Array;

/**
 * Rows and values are stored in chunks of 65,536 that are never grown or copied: arrays grown by
 * copying left the freed copies behind in the C heap (70 MB for 100,000 members), which the
 * process kept.
 */
const CHUNK_BITS = 16;
const CHUNK = 1 << CHUNK_BITS;
const IN_CHUNK = CHUNK - 1;
/** At most this many values in one row (the arena's chunk; no field comes near it). */
const MAX_VALUES = CHUNK - 1;

/**
 * One filterable or faceted column held in memory: a dictionary of its values, and each row's values
 * as numbers of that dictionary in typed arrays. A row's values sit together in one arena (`data`,
 * from `start` for `count`); a rewritten row takes a new place at the end and its old place is left
 * unused until the arena is compacted. With 100,000 members this takes about a megabyte per column,
 * where an array per row took seven and a bit set per value sixteen kilobytes each.
 */
export class FacetColumn {
  private readonly dict = new Map<string, number>();
  readonly names: string[] = [];
  private readonly start: Int32Array[] = [];
  private readonly count: Uint16Array[] = [];
  private data: Int32Array[] = [];
  private used = 0;
  private unused = 0;
  /** With `inverted`: the rows listed by value (posting-lists.ts). */
  private readonly postings: PostingLists | undefined;

  constructor(
    private readonly caseless: boolean,
    inverted = false,
  ) {
    this.postings = inverted ? new PostingLists(this) : undefined;
  }

  /** The dictionary number of `value`, undefined when no row ever held it. */
  idOf(value: string): number | undefined {
    return this.dict.get(this.caseless ? value.toLowerCase() : value);
  }

  private intern(value: string): number {
    let id = this.dict.get(value);
    if (id === undefined) {
      id = this.names.length;
      this.dict.set(value, id);
      this.names.push(value);
    }
    return id;
  }

  private countOf(row: number): number {
    return this.count[row >>> CHUNK_BITS]?.[row & IN_CHUNK] ?? 0;
  }

  private startOf(row: number): number {
    return this.start[row >>> CHUNK_BITS]![row & IN_CHUNK]!;
  }

  /** The dictionary number of the first value of `row`, or -1 when it holds none. */
  firstValueOf(row: number): number {
    if (this.countOf(row) === 0) return -1;
    const from = this.startOf(row);
    return this.data[from >>> CHUNK_BITS]![from & IN_CHUNK]!;
  }

  /** Sets the values of `row` (a value, an array of values, or none). */
  set(row: number, raw: unknown): void {
    while (this.start.length <= row >>> CHUNK_BITS) {
      this.start.push(new Int32Array(CHUNK));
      this.count.push(new Uint16Array(CHUNK));
    }
    const values = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    const ids = [...new Set(values.map((v) => this.intern(String(v))))];
    if (ids.length > MAX_VALUES) throw new Error(`More than ${MAX_VALUES} values in one row`);
    const old = this.countOf(row);
    if (old > 0) {
      this.unused += old;
      this.count[row >>> CHUNK_BITS]![row & IN_CHUNK] = 0; // a compaction now leaves them out
    }
    if (this.unused > CHUNK && this.unused > this.used / 2) this.compact();
    this.place(row, ids);
    this.postings?.touched(row);
  }

  /** Whether `row` holds any value `wanted` marks (by dictionary number). */
  holdsAny(row: number, wanted: Uint8Array): boolean {
    const n = this.countOf(row);
    if (n === 0) return false;
    const from = this.startOf(row);
    const chunk = this.data[from >>> CHUNK_BITS]!;
    for (let j = from & IN_CHUNK, last = j + n; j < last; j++) if (wanted[chunk[j]!] === 1) return true;
    return false;
  }

  /** Calls `visit(row, value number)` for every value of every row, in row order. */
  forEachValue(visit: (row: number, id: number) => void): void {
    for (let c = 0; c < this.start.length; c++) {
      const starts = this.start[c]!;
      const counts = this.count[c]!;
      for (let i = 0; i < CHUNK; i++) {
        const n = counts[i]!;
        if (n === 0) continue;
        const from = starts[i]!;
        const chunk = this.data[from >>> CHUNK_BITS]!;
        for (let j = from & IN_CHUNK, last = j + n; j < last; j++) visit((c << CHUNK_BITS) | i, chunk[j]!);
      }
    }
  }

  /**
   * The rows holding any of the values numbered `ids`, as a bit set of `words` words, read from the
   * postings of those values alone (an `inverted` column; else one pass over every row).
   */
  rowsListedUnder(ids: readonly number[], rows: number, words: number): Bits {
    return this.postings ? this.postings.rowsUnder(ids, rows, words) : this.rowsHoldingAny(ids, rows, words);
  }

  /** Puts `ids` at the arena's end (a row's values never straddle two chunks) as the values of `row`. */
  private place(row: number, ids: readonly number[]): void {
    const room = CHUNK - (this.used & IN_CHUNK);
    if (ids.length > room) {
      this.unused += room;
      this.used += room;
    }
    if (ids.length > 0 && this.used >>> CHUNK_BITS >= this.data.length) this.data.push(new Int32Array(CHUNK));
    this.start[row >>> CHUNK_BITS]![row & IN_CHUNK] = this.used;
    this.count[row >>> CHUNK_BITS]![row & IN_CHUNK] = ids.length;
    if (ids.length > 0) this.data[this.used >>> CHUNK_BITS]!.set(ids, this.used & IN_CHUNK);
    this.used += ids.length;
  }

  /** Moves every row's values into a new arena, leaving out the places rewritten rows left. */
  private compact(): void {
    const old = this.data;
    const rows = this.start.length * CHUNK;
    this.data = [];
    this.used = 0;
    this.unused = 0;
    for (let row = 0; row < rows; row++) {
      const n = this.countOf(row);
      if (n === 0) continue;
      const from = this.startOf(row);
      this.place(row, [...old[from >>> CHUNK_BITS]!.subarray(from & IN_CHUNK, (from & IN_CHUNK) + n)]);
    }
  }

  /** The rows among the first `rows` that hold any of the values numbered `ids`: one pass, as a bit set of `words` words. */
  rowsHoldingAny(ids: readonly number[], rows: number, words: number): Bits {
    if (ids.length === 0) return new Uint32Array(words);
    const wanted = new Uint8Array(this.names.length);
    for (const id of ids) wanted[id] = 1;
    const bits = new Uint32Array(words);
    for (let c = 0; c < this.start.length; c++) {
      const starts = this.start[c]!;
      const counts = this.count[c]!;
      const base = c << CHUNK_BITS;
      for (let i = 0, end = Math.min(CHUNK, rows - base); i < end; i++) {
        const n = counts[i]!;
        if (n === 0) continue;
        const from = starts[i]!;
        const chunk = this.data[from >>> CHUNK_BITS]!;
        for (let j = from & IN_CHUNK, last = j + n; j < last; j++) {
          if (wanted[chunk[j]!] === 1) {
            bits[(base + i) >>> 5]! |= 1 << ((base + i) & 31);
            break;
          }
        }
      }
    }
    return bits;
  }

  /** How many rows of `rows` hold each value, by dictionary number. */
  countValues(rows: Bits): Int32Array {
    const counts = new Int32Array(this.names.length);
    for (let w = 0; w < rows.length; w++) {
      let word = rows[w]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        const row = (w << 5) | bit;
        const n = this.countOf(row);
        if (n === 0) continue;
        const from = this.startOf(row);
        const chunk = this.data[from >>> CHUNK_BITS]!;
        for (let i = from & IN_CHUNK, end = i + n; i < end; i++) counts[chunk[i]!]!++;
      }
    }
    return counts;
  }
}
