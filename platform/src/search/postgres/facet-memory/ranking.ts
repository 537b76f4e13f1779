import { facetValueOrder, type Audience, type FacetRequest, type SortKey } from '../../port.js';
import { type Bits } from '../facet-column.js';
import { columnFor } from '../table.js';
import { nameColumns } from '../where.js';
import { rowsIn } from './bits.js';
import { firstInOrder } from './first-in-order.js';
import { type Layout, type Loaded } from './layout.js';
import { nameTrigramsOf } from './name-trigrams.js';

/** A UTF-16 code unit placed so that units compare as their code points do (surrogates above the rest of the BMP). */
const pointOrder = (unit: number): number =>
  unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit;

/** Text in code point order: a C collation's, which compares UTF-8 bytes. */
export const compareCodePoints = (a: string, b: string): number => {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return pointOrder(x) - pointOrder(y);
  }
  return a.length - b.length;
};

/** Units that `pointOrder` moves: surrogates, and the units above them. */
const MOVED_UNITS = /[\uD800-\uFFFF]/;

/**
 * A text sort key held for comparing: `text` itself, or where it holds a unit from U+D800 up, its
 * units moved (`pointOrder`) so that JavaScript's comparison of strings (by unit, natively) is by
 * code point.
 */
export const codePointKey = (text: string): string => {
  if (!MOVED_UNITS.test(text)) return text;
  let moved = '';
  for (let i = 0; i < text.length; i++) moved += String.fromCharCode(pointOrder(text.charCodeAt(i)));
  return moved;
};

/**
 * PostgreSQL's order of one key (an integer, or text under a C collation, held as `codePointKey`):
 * `asc` puts nulls last, `desc` first.
 */
const compareKey = (a: unknown, b: unknown, order: 'asc' | 'desc'): number => {
  if (a === b) return 0;
  const cmp =
    a === null || a === undefined
      ? 1
      : b === null || b === undefined
        ? -1
        : typeof a === 'string'
          ? a < (b as string)
            ? -1
            : 1
          : (a as number) - (b as number);
  return order === 'asc' ? cmp : -cmp;
};

/**
 * A facet's values among `rows`, most frequent first (then by value), at most its limit (20), then
 * the values it must include that the top left out, with their counts.
 */
export const countFacet = (
  { schema }: Layout,
  state: Loaded,
  audience: Audience,
  facet: FacetRequest,
  rows: Bits,
) => {
  const spec = schema.fields[facet.field];
  if (!spec?.facet) throw new Error(`${facet.field} is not a facet of ${schema.name}`);
  const column = state.columns.get(columnFor(facet.field, spec, audience))!;
  const counts = column.countValues(rows);
  const values: { value: string; count: number }[] = [];
  for (let id = 0; id < counts.length; id++)
    if (counts[id]! > 0) values.push({ value: column.names[id]!, count: counts[id]! });
  const top = firstInOrder(values, facet.limit ?? 20, facetValueOrder);
  const shown = new Set(top.map((v) => v.value));
  for (const wanted of facet.include ?? []) {
    const value = spec.caseless ? wanted.toLowerCase() : wanted;
    if (shown.has(value)) continue;
    shown.add(value);
    const id = column.idOf(value);
    top.push({ value, count: id === undefined ? 0 : (counts[id] ?? 0) });
  }
  return top;
};

/**
 * The closeness of each of `rows` (by its place in `rows`) to the terms by its names: equal to a
 * term (2) or starting with one (1), and similarity, per term the best of its names, summed.
 * Similarities come from each name column's trigram index, once per term for every distinct name,
 * not measured row by row; the arrays are as long as the matches, not the collection.
 */
const nameScores = (
  layout: Layout,
  state: Loaded,
  rows: readonly number[],
  names: string[],
  terms: readonly string[],
) => {
  const exact = new Int32Array(rows.length);
  const close = new Float64Array(rows.length);
  if (names.length === 0) return { exact, close };
  const held = names.map((c) => state.columns.get(c)!);
  const best = new Float32Array(rows.length);
  const sum = new Float32Array(rows.length);
  const anyName = new Uint8Array(rows.length);
  const equal = new Uint8Array(rows.length);
  for (const term of terms) {
    best.fill(0);
    equal.fill(0);
    for (const column of held) {
      const index = nameTrigramsOf(column, layout.dictionary);
      // Per distinct name, once for the term: 3 equal to it, 2 starting with it, 1 neither (0: not yet met).
      const { place, similarity, kinds } = index.placed(term);
      for (let i = 0; i < rows.length; i++) {
        // A name column holds one value per row (none: no name).
        const id = column.firstValueOf(rows[i]!);
        if (id < 0) continue;
        // A name sharing no trigram with the term: similarity 0, its test not kept (seldom met).
        const at = place[id]! - 1;
        let kind = at < 0 ? 0 : kinds[at]!;
        if (kind === 0) {
          const value = column.names[id]!;
          kind = value === term ? 3 : value.startsWith(term) ? 2 : 1;
          if (at >= 0) kinds[at] = kind;
        }
        anyName[i] = 1;
        if (kind > equal[i]! + 1) equal[i] = kind - 1;
        const close = at < 0 ? 0 : similarity[at]!;
        if (close > best[i]!) best[i] = close;
      }
    }
    for (let i = 0; i < rows.length; i++) {
      exact[i] = exact[i]! + equal[i]!;
      sum[i] = Math.fround(sum[i]! + best[i]!);
    }
  }
  // No name at all: `greatest` of nulls is null, which `desc` puts first.
  for (let i = 0; i < rows.length; i++) close[i] = anyName[i] ? sum[i]! : Number.POSITIVE_INFINITY;
  return { exact, close };
};

/**
 * The places of the scored rows that can be among the first `take` by their exact and close
 * scores: every place scoring at least what the `take`-th scores, ties and all, in row order. The
 * cut is found on one number per row in a typed array, so only the kept places are compared in
 * full, not every match (4,000 for a three-letter prefix).
 */
const topByScore = ({ exact, close }: { exact: Int32Array; close: Float64Array }, take: number) => {
  const n = exact.length;
  // One key in the same order: exact first (whole numbers), then close (a sum of at most 8
  // similarities, each at most 1; no name at all, Infinity, comes first as SQL's null does).
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = exact[i]! * 1000 + (close[i] === Infinity ? 999 : close[i]!);
  const cut = take <= 0 ? Infinity : take >= n ? -Infinity : keys.slice().sort()[n - take]!;
  const kept: number[] = [];
  for (let i = 0; i < n; i++) if (keys[i]! >= cut) kept.push(i);
  return { keys, kept };
};

export interface RankRequest {
  audience: Audience;
  terms: readonly string[];
  relevance: boolean;
  sortKeys: readonly SortKey[];
  take: number;
}

/**
 * The rows `all` holds, in the order of the SQL adapter's `order by`: with `relevance`, names equal
 * to a term (2) or starting with one (1), then the closest names (pg_trgm similarity), then the sort
 * keys, then id. Ranked here from the names held in memory rather than computing `similarity()`
 * for every match in SQL (which, over a few thousand matches, was most of a search's time).
 * Undefined when a sort key is text and the database's collation is not C (SQL orders those).
 */
export const rank = (
  layout: Layout,
  state: Loaded,
  all: Bits,
  { audience, terms, relevance, sortKeys, take }: RankRequest,
): string[] | undefined => {
  const inMemory = (field: string) =>
    layout.integerSorts.has(field) || (state.codePoints && layout.textSorts.has(field));
  if (!sortKeys.every((k) => inMemory(k.field))) return undefined;
  const rows = rowsIn(all);
  // Without relevance every row scores alike: the sort keys alone order them.
  const top = relevance
    ? topByScore(nameScores(layout, state, rows, nameColumns(layout.schema, audience), terms), take)
    : undefined;
  const keys = sortKeys.map((k) => ({
    values: state.values.get(columnFor(k.field, layout.schema.fields[k.field]!, audience))!,
    order: k.order,
  }));
  const order = firstInOrder(top?.kept ?? rows.map((_, place) => place), take, (pa, pb) => {
    const byScore = top ? top.keys[pb]! - top.keys[pa]! : 0;
    if (byScore !== 0) return byScore;
    const a = rows[pa]!;
    const b = rows[pb]!;
    for (const key of keys) {
      const c = compareKey(key.values[a], key.values[b], key.order);
      if (c !== 0) return c;
    }
    return compareCodePoints(state.ids[a]!, state.ids[b]!);
  });
  return order.map((p) => state.ids[rows[p]!]!);
};

/** The matches that can reach a text search's first rows, with the scores SQL orders them by. */
export interface ScoredCandidates {
  ids: string[];
  /** Per candidate: names equal to a term (2) or starting with one (1), summed over the terms. */
  exact: number[];
  /** Per candidate: the closest name's similarity, summed over the terms (Infinity: no name, SQL's null). */
  close: number[];
}

/**
 * For a relevance order whose ties follow text keys (the database's collation, which is not
 * reproduced here): the rows `all` holds scored by their names in memory, cut to those that can
 * be among the first `take` (every row scoring at least what the `take`-th scores, ties and all),
 * for SQL to order by these scores and then the sort keys, without computing `similarity()` for
 * every match. Undefined without a name to score.
 */
export const scoredCandidates = (
  layout: Layout,
  state: Loaded,
  all: Bits,
  { audience, terms, take }: Pick<RankRequest, 'audience' | 'terms' | 'take'>,
): ScoredCandidates | undefined => {
  const names = nameColumns(layout.schema, audience);
  if (names.length === 0 || terms.length === 0) return undefined;
  const rows = rowsIn(all);
  const scores = nameScores(layout, state, rows, names, terms);
  const { kept } = topByScore(scores, take);
  return {
    ids: kept.map((p) => state.ids[rows[p]!]!),
    exact: kept.map((p) => scores.exact[p]!),
    close: kept.map((p) => scores.close[p]!),
  };
};
