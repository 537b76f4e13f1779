import { type FacetColumn } from '../facet-column.js';
import { type TrigramDictionary } from '../trigrams.js';

/** Row ids of one trigram, in an array that doubles when full. */
interface Posting {
  ids: Int32Array;
  length: number;
}

/**
 * An inverted index of the trigrams of a held name column's values (what pg_trgm's GIN index is
 * to `%`): per trigram, the values holding it. A term's similar values are found by counting, for
 * each value sharing a trigram with the term, how many it shares; only those are measured, where
 * measuring every value (20,000 titles, 100,000 names) took most of a search's time. Values are
 * only ever added to a column, so the index catches up with the values added since it last read.
 */
export class NameTrigrams {
  private indexed = 0;
  private readonly postings: (Posting | undefined)[] = [];
  /** How many distinct trigrams each value has. */
  private sizes = new Int32Array(1024);
  /** Per value, the trigrams it shares with the term being matched (zeroed again after each match). */
  private shared = new Uint16Array(1024);
  /** `similarities`' answer, and how much of it was written. */
  private scores = new Float32Array(0);
  private scored = 0;

  constructor(
    private readonly column: FacetColumn,
    private readonly dictionary: TrigramDictionary,
  ) {}

  private catchUp(): void {
    const { names } = this.column;
    if (this.indexed === names.length) return;
    if (this.sizes.length < names.length) {
      const sizes = new Int32Array(Math.max(names.length, this.sizes.length * 2));
      sizes.set(this.sizes);
      this.sizes = sizes;
      this.shared = new Uint16Array(sizes.length);
    }
    for (; this.indexed < names.length; this.indexed++) {
      const grams = this.dictionary.of(names[this.indexed]!);
      this.sizes[this.indexed] = grams.length;
      for (const gram of grams) {
        let posting = this.postings[gram];
        if (!posting) this.postings[gram] = posting = { ids: new Int32Array(4), length: 0 };
        if (posting.length === posting.ids.length) {
          const ids = new Int32Array(posting.ids.length * 2);
          ids.set(posting.ids);
          posting.ids = ids;
        }
        posting.ids[posting.length++] = this.indexed;
      }
    }
  }

  /** Each value sharing a trigram with `term`, measured: `visit(value number, similarity)`. */
  private measure(term: string, visit: (id: number, similarity: number) => void) {
    this.catchUp();
    const own = this.dictionary.of(term);
    if (own.length === 0) return;
    const { shared, sizes } = this;
    const touched: number[] = [];
    for (const gram of own) {
      const posting = this.postings[gram];
      if (!posting) continue;
      const { ids, length } = posting;
      for (let i = 0; i < length; i++) if (shared[ids[i]!]!++ === 0) touched.push(ids[i]!);
    }
    for (const id of touched) {
      const n = shared[id]!;
      shared[id] = 0;
      visit(id, Math.fround(n / (sizes[id]! + own.length - n)));
    }
  }

  /**
   * The numbers (in the column's dictionary) of the values whose pg_trgm `similarity()` to `term`
   * is at least `threshold`: the same values as measuring each one, in no particular order.
   */
  similarTo(term: string, threshold: number): number[] {
    const similar: number[] = [];
    this.measure(term, (id, similarity) => {
      if (similarity >= threshold) similar.push(id);
    });
    return similar;
  }

  /**
   * Every value's `similarity()` to `term`, by value number (0 for those sharing no trigram). The
   * array is this index's own, valid until its next call.
   */
  similarities(term: string): Float32Array {
    const { names } = this.column;
    if (this.scores.length < names.length) this.scores = new Float32Array(names.length * 2);
    else this.scores.fill(0, 0, this.scored);
    this.scored = names.length;
    const { scores } = this;
    this.measure(term, (id, similarity) => {
      scores[id] = similarity;
    });
    return scores;
  }
}

/** Each held name column's trigram index, made when a term is first matched against it. */
const indexes = new WeakMap<FacetColumn, NameTrigrams>();

export const nameTrigramsOf = (column: FacetColumn, dictionary: TrigramDictionary): NameTrigrams => {
  let index = indexes.get(column);
  if (!index) indexes.set(column, (index = new NameTrigrams(column, dictionary)));
  return index;
};
