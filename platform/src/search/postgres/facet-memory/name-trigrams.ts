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
  /** `similarities`' answer (0 where no trigram is shared), and the values written in it last. */
  private scores = new Float32Array(0);
  private scattered: readonly number[] = [];
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

  /** How many values the index holds (after catching up with the column). */
  get values(): number {
    this.catchUp();
    return this.indexed;
  }

  /** The values sharing a trigram with `term` (the only ones whose similarity is above 0), measured. */
  measure(term: string): Measured {
    this.catchUp();
    const { shared, sizes } = this;
    const touched: number[] = [];
    const own = this.dictionary.of(term);
    for (const gram of own) {
      const posting = this.postings[gram];
      if (!posting) continue;
      const { ids, length } = posting;
      for (let i = 0; i < length; i++) if (shared[ids[i]!]!++ === 0) touched.push(ids[i]!);
    }
    const similarity = new Float32Array(touched.length);
    touched.forEach((id, i) => {
      const n = shared[id]!;
      shared[id] = 0;
      similarity[i] = n / (sizes[id]! + own.length - n);
    });
    return { touched, similarity, values: this.indexed };
  }

  /**
   * The numbers (in the column's dictionary) of the values whose pg_trgm `similarity()` to `term`
   * is at least `threshold`: the same values as measuring each one, in no particular order.
   */
  similarTo(term: string, threshold: number, measured = this.measure(term)): number[] {
    return measured.touched.filter((_, i) => measured.similarity[i]! >= threshold);
  }

  /**
   * Every value's `similarity()` to `term`, by value number (0 for those sharing no trigram). The
   * array is this index's own, valid until its next call.
   */
  similarities(term: string, measured = this.measure(term)): Float32Array {
    const n = this.column.names.length;
    if (this.scores.length < n) this.scores = new Float32Array(n * 2);
    else for (const id of this.scattered) this.scores[id] = 0;
    measured.touched.forEach((id, i) => (this.scores[id] = measured.similarity[i]!));
    this.scattered = measured.touched;
    return this.scores;
  }
}

/** A term measured against a name column's values: those sharing a trigram, and their similarities. */
export interface Measured {
  touched: number[];
  similarity: Float32Array;
  /** How many values the column had. */
  values: number;
}

/**
 * One search's measurements: its terms' typos (text-matching.ts) and its ranking by names
 * (ranking.ts) read the same term against the same columns; measured once, not twice.
 */
export class Measurements {
  private readonly byIndex = new Map<NameTrigrams, Map<string, Measured>>();

  of(index: NameTrigrams, term: string): Measured {
    let terms = this.byIndex.get(index);
    if (!terms) this.byIndex.set(index, (terms = new Map()));
    let measured = terms.get(term);
    if (!measured || measured.values !== index.values) terms.set(term, (measured = index.measure(term)));
    return measured;
  }
}

/** Each held name column's trigram index, made when a term is first matched against it. */
const indexes = new WeakMap<FacetColumn, NameTrigrams>();

export const nameTrigramsOf = (column: FacetColumn, dictionary: TrigramDictionary): NameTrigrams => {
  let index = indexes.get(column);
  if (!index) indexes.set(column, (index = new NameTrigrams(column, dictionary)));
  return index;
};
