import { type Bits, type FacetColumn } from '../facet-column.js';

/**
 * Terms whose prefix match is answered from the lexemes held: lowercase ASCII letters alone or
 * digits alone. For these, `to_tsquery('simple', 'term:*')` is that one prefix, as the parser
 * reads it; others (accents, whose lowercasing follows the database's locale, and mixed runs the
 * parser may split) are asked of the database.
 */
const HELD_TERM = /^(?:[a-z]{1,64}|[0-9]{1,64})$/;

export const prefixHeld = (term: string): boolean => HELD_TERM.test(term);

/**
 * The values of a held lexeme column in sorted order, for prefix ranges (what the full-text GIN
 * index is to `term:*`). Values are only ever added to a column, so the order catches up with
 * the values added since it was last read.
 */
export class LexemePrefixes {
  private sorted: number[] = [];

  constructor(private readonly column: FacetColumn) {}

  private catchUp(): void {
    const { names } = this.column;
    if (this.sorted.length === names.length) return;
    const byName = (a: number, b: number) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0);
    const added = Array.from({ length: names.length - this.sorted.length }, (_, i) => this.sorted.length + i);
    added.sort(byName);
    const merged: number[] = [];
    let i = 0;
    let j = 0;
    while (i < this.sorted.length || j < added.length)
      merged.push(
        j >= added.length || (i < this.sorted.length && byName(this.sorted[i]!, added[j]!) <= 0)
          ? this.sorted[i++]!
          : added[j++]!,
      );
    this.sorted = merged;
  }

  /** The numbers of the values starting with `prefix`. */
  startingWith(prefix: string): number[] {
    this.catchUp();
    const { names } = this.column;
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (names[this.sorted[middle]!]! < prefix) low = middle + 1;
      else high = middle;
    }
    const ids: number[] = [];
    for (let at = low; at < this.sorted.length && names[this.sorted[at]!]!.startsWith(prefix); at++)
      ids.push(this.sorted[at]!);
    return ids;
  }

  /** The rows holding a value that starts with `prefix`. */
  rows(prefix: string, rows: number, words: number): Bits {
    return this.column.rowsListedUnder(this.startingWith(prefix), rows, words);
  }
}

const prefixesOf = new WeakMap<FacetColumn, LexemePrefixes>();

/** The column's prefix order, made once per column (a new generation's columns get their own). */
export const lexemePrefixesOf = (column: FacetColumn): LexemePrefixes => {
  let prefixes = prefixesOf.get(column);
  if (!prefixes) prefixesOf.set(column, (prefixes = new LexemePrefixes(column)));
  return prefixes;
};
