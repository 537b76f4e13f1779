import { type FacetColumn } from '../facet-column.js';
import { type TrigramDictionary } from '../trigrams.js';
import { SizedMap } from './sized-map.js';

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
 * A term is kept measured until a value is added (searches repeat their words: a common word of
 * titles shares a trigram with half of them, and measuring it again was a tenth of a search), as
 * the values it touches only: keeping every value's similarity (500 KB a term at 100,000 names,
 * which are searched by many different prefixes) churned the old generation (p99 62 -> 134 ms).
 */
export class NameTrigrams {
  private indexed = 0;
  private readonly postings: (Posting | undefined)[] = [];
  /** How many distinct trigrams each value has. */
  private sizes = new Int32Array(1024);
  /** Per value, the trigrams it shares with the term being matched (zeroed again after each match). */
  private shared = new Uint16Array(1024);
  /** Terms measured since a value was last added, at most `KEPT_MEASURED_BYTES` in all, oldest dropped first. */
  private readonly kept = new SizedMap<string, Measured>(KEPT_MEASURED_BYTES);
  /** Per value, its place (from 1) among the touched values of `lastPlaced`; 0 elsewhere. */
  private place = new Int32Array(1024);
  private lastPlaced: Measured | undefined;
  constructor(
    private readonly column: FacetColumn,
    private readonly dictionary: TrigramDictionary,
  ) {}

  private catchUp(): void {
    const { names } = this.column;
    if (this.indexed === names.length) return;
    this.kept.clear();
    if (this.sizes.length < names.length) {
      const sizes = new Int32Array(Math.max(names.length, this.sizes.length * 2));
      sizes.set(this.sizes);
      this.sizes = sizes;
      this.shared = new Uint16Array(sizes.length);
      this.place = new Int32Array(sizes.length);
      this.lastPlaced = undefined;
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
    const count = found.length;
    const touched = Int32Array.from(found);
    const similarity = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      const id = touched[i]!;
      const n = shared[id]!;
      shared[id] = 0;
      similarity[i] = n / (sizes[id]! + own.length - n);
    }
    const measured: Measured = { touched, similarity, kinds: new Uint8Array(count), similar: undefined };
    this.kept.set(term, measured, 9 * count);
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
    for (let i = 0; i < measured.touched.length; i++)
      if (measured.similarity[i]! >= threshold) ids.push(measured.touched[i]!);
    measured.similar = { threshold, ids };
    return ids;
  }

  /**
   * `term` measured, with each touched value's place in it (`place[id]`, from 1; 0 for a value
   * sharing no trigram, whose similarity is 0). The places are this index's own, valid until its next call.
   */
  placed(term: string): Measured & { place: Int32Array } {
    const measured = this.measure(term);
    const { place } = this;
    if (this.lastPlaced !== measured) {
      if (this.lastPlaced) for (const id of this.lastPlaced.touched) place[id] = 0;
      const { touched } = measured;
      for (let i = 0; i < touched.length; i++) place[touched[i]!] = i + 1;
      this.lastPlaced = measured;
    }
    return { ...measured, place };
  }
}

/**
 * The bytes of measures kept per name column (at most 32 MB): 9 per value touched. A common word
 * of 20,000 titles touches about 10,000 (90 KB); a name prefix among 100,000 names, 20,000-30,000.
 */
const KEPT_MEASURED_BYTES = 32 * 1024 * 1024;

/** A term measured against a name column's values: those sharing a trigram, by place. */
interface Measured {
  touched: Int32Array;
  /** By place: the value's `similarity()` to the term. */
  similarity: Float32Array;
  /**
   * By place, filled by the ranking as its rows meet each value (a value's test against the term,
   * once per value and term rather than per search): 3 equal to the term, 2 starting with it, 1
   * neither, 0 not yet met.
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
