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
 * A term's measure is kept until a value is added (searches repeat their words: a common word of
 * titles shares a trigram with half of them, and measuring it again was a tenth of a search).
 */
export class NameTrigrams {
  private indexed = 0;
  private readonly postings: (Posting | undefined)[] = [];
  /** How many distinct trigrams each value has. */
  private sizes = new Int32Array(1024);
  /** Per value, the trigrams it shares with the term being matched (zeroed again after each match). */
  private shared = new Uint16Array(1024);
  /** Terms measured since a value was last added, at most `KEPT_MEASURED_BYTES` in all, oldest dropped first. */
  private readonly kept = new Map<string, Measured>();
  private keptBytes = 0;
  constructor(
    private readonly column: FacetColumn,
    private readonly dictionary: TrigramDictionary,
  ) {}

  private catchUp(): void {
    const { names } = this.column;
    if (this.indexed === names.length) return;
    this.kept.clear();
    this.keptBytes = 0;
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

  /** The values sharing a trigram with `term` (the only ones whose similarity is above 0), measured. */
  private measure(term: string): Measured {
    this.catchUp();
    const known = this.kept.get(term);
    if (known) return known;
    const { shared, sizes } = this;
    const found: number[] = [];
    const own = this.dictionary.of(term);
    for (const gram of own) {
      const posting = this.postings[gram];
      if (!posting) continue;
      const { ids, length } = posting;
      for (let i = 0; i < length; i++) if (shared[ids[i]!]!++ === 0) found.push(ids[i]!);
    }
    const touched = Int32Array.from(found);
    const similarity = new Float32Array(this.indexed);
    for (const id of touched) {
      const n = shared[id]!;
      shared[id] = 0;
      similarity[id] = n / (sizes[id]! + own.length - n);
    }
    const kinds = new Uint8Array(this.indexed);
    const measured: Measured = { touched, similarity, kinds, similar: undefined };
    const bytes = touched.byteLength + similarity.byteLength + kinds.byteLength;
    while (this.kept.size > 0 && this.keptBytes + bytes > KEPT_MEASURED_BYTES) {
      const [oldest, dropped] = this.kept.entries().next().value!;
      this.kept.delete(oldest);
      this.keptBytes -= dropped.touched.byteLength + dropped.similarity.byteLength + dropped.kinds.byteLength;
    }
    if (bytes <= KEPT_MEASURED_BYTES) {
      this.kept.set(term, measured);
      this.keptBytes += bytes;
    }
    return measured;
  }

  /**
   * The numbers (in the column's dictionary) of the values whose pg_trgm `similarity()` to `term`
   * is at least `threshold`: the same values as measuring each one, in no particular order.
   */
  similarTo(term: string, threshold: number): number[] {
    const measured = this.measure(term);
    if (measured.similar?.threshold === threshold) return measured.similar.ids;
    const ids: number[] = [];
    for (const id of measured.touched) if (measured.similarity[id]! >= threshold) ids.push(id);
    measured.similar = { threshold, ids };
    return ids;
  }

  /**
   * Per value number, its `similarity()` to `term` (0 for those sharing no trigram), and how it
   * starts against the term (see `Measured.kinds`): kept with the term's measure until a value is added.
   */
  scores(term: string): Pick<Measured, 'similarity' | 'kinds'> {
    return this.measure(term);
  }
}

/**
 * The bytes of measures kept per name column (at most 32 MB): 4 per value touched and 5 per value
 * of the column. A common word of 20,000 titles touches about 10,000 (140 KB); a name prefix among
 * 100,000 names, 20,000-30,000 (about 600 KB).
 */
const KEPT_MEASURED_BYTES = 32 * 1024 * 1024;

/** A term measured against a name column's values: those sharing a trigram, and every value's similarity. */
interface Measured {
  touched: Int32Array;
  /** By value number: 0 where no trigram is shared. */
  similarity: Float32Array;
  /**
   * By value number, filled by the ranking as its rows meet each value (a value's test against the
   * term, once per value and term rather than per search): 3 equal to the term, 2 starting with it,
   * 1 neither, 0 not yet met.
   */
  kinds: Uint8Array;
  /** The touched values at or above a threshold, found at its first ask. */
  similar: { threshold: number; ids: number[] } | undefined;
}

/** Each held name column's trigram index, made when a term is first matched against it. */
const indexes = new WeakMap<FacetColumn, NameTrigrams>();

export const nameTrigramsOf = (column: FacetColumn, dictionary: TrigramDictionary): NameTrigrams => {
  let index = indexes.get(column);
  if (!index) indexes.set(column, (index = new NameTrigrams(column, dictionary)));
  return index;
};
