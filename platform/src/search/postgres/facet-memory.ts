import { collectGarbage } from '../../memory/collect-garbage.js';
import { type SqlExecutor } from '../../sql/sql-client.js';
import { queryTerms, typoBudget } from '../query-text.js';
import {
  audiences,
  type Audience,
  type CollectionSchema,
  type Condition,
  type FacetCounts,
  type FacetRequest,
  type Filter,
  type SearchQuery,
  type SortKey,
} from '../port.js';
import { type Bits, FacetColumn } from './facet-column.js';
import { Params } from './params.js';
import { columnFor } from './table.js';
import { termSimilarity, TrigramDictionary } from './trigrams.js';
import { fullTextCondition, nameColumns, textConditions } from './where.js';

/** Rows read per query when the memory is brought up to date. */
const REFRESH_PAGE_ROWS = 2_000;
/** After every this many rows read at once, the garbage they left is collected there and then. */
const COLLECT_AFTER_ROWS = 20_000;
/** pg_trgm's `similarity_threshold` (its default): a name matches a term by typo (`%`) from this similarity. */
const TYPO_SIMILARITY = 0.3;
/** Filters' rows kept between searches (about 12 KB each with 100,000 rows). */
const KEPT_FILTERS = 256;

const popcount = (bits: Bits): number => {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
};

const and = (a: Bits, b: Bits): Bits => {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & (b[i] ?? 0);
  return out;
};

const orInto = (into: Bits, b: Bits): void => {
  for (let i = 0; i < into.length && i < b.length; i++) into[i]! |= b[i]!;
};

interface Loaded {
  definition: string | null;
  seq: number;
  words: number;
  ids: string[];
  rowOf: Map<string, number>;
  /** No id holds a line break: a text search's matches come back as one string of ids, one per line. */
  joinable: boolean;
  listed: Bits;
  columns: Map<string, FacetColumn>;
  /** Facets of the whole collection (no text, no filter) at `seq`, by audience and request. */
  whole: Map<string, FacetCounts>;
  /** The rows passing a filter at `seq`, by audience and filter (see `filterBits`). */
  filters: Map<string, Bits>;
  /** Each row's names (lowercase) and integer sort keys, by column: what ranking a text search reads. */
  values: Map<string, unknown[]>;
}

/** PostgreSQL's order of one key: `asc` puts nulls last, `desc` first. */
const compareKey = (a: unknown, b: unknown, order: 'asc' | 'desc'): number => {
  if (a === b) return 0;
  const cmp =
    a === null || a === undefined ? 1 : b === null || b === undefined ? -1 : (a as number) - (b as number);
  return order === 'asc' ? cmp : -cmp;
};

/**
 * The collection's filter and facet columns held in memory as bit sets, kept current by each row's
 * write sequence (`seq`): every search first reads the newest sequence (one index probe) and loads
 * only the rows written since, so an answer always reflects what the database holds (read-your-writes
 * holds). Filters become ANDs and ORs of bit sets; each facet counts the values of the rows that
 * pass every other filter: one pass over that set, however many values the facet has.
 */
export class FacetMemory {
  private loaded: Loaded | undefined;
  private refreshing: Promise<Loaded> | undefined;
  private next: Promise<Loaded> | undefined;
  private readonly fields: { name: string; column: string; caseless: boolean }[];
  /** Name columns (for ranking) and integer sort columns (for the order of ties). */
  private readonly rankColumns: string[];
  /** Every column held: the filters' and facets', and the names' (a term's typos are matched here, not in SQL). */
  private readonly heldColumns: { column: string; caseless: boolean }[];
  /** Each name's trigrams, made when first compared (a name's are the same in every row). */
  private readonly nameGrams = new Map<string, Int32Array>();
  private readonly integerSorts: Set<string>;
  private readonly integerColumns: Set<string>;
  private readonly dictionary = new TrigramDictionary();

  constructor(
    private readonly schema: CollectionSchema,
    private readonly view: string,
  ) {
    this.fields = Object.entries(schema.fields).flatMap(([name, spec]) =>
      spec.filter || spec.facet
        ? audiences.map((a) => ({
            name,
            column: columnFor(name, spec, a),
            caseless: spec.type === 'text' || Boolean(spec.caseless),
          }))
        : [],
    );
    // A shared field has one column for both audiences.
    this.fields = [...new Map(this.fields.map((f) => [f.column, f])).values()];
    this.integerSorts = new Set(
      Object.values(schema.sorts)
        .flat()
        .filter((k) => schema.fields[k.field]?.type === 'integer')
        .map((k) => k.field),
    );
    this.integerColumns = new Set(
      [...this.integerSorts].flatMap((name) =>
        audiences.map((a) => columnFor(name, schema.fields[name]!, a)),
      ),
    );
    // Names rank a text search only when ties follow integer keys (see `rank`): otherwise not held.
    const ranksNames = (schema.sorts[schema.defaultSort] ?? []).every((k) => this.integerSorts.has(k.field));
    this.rankColumns = [
      ...new Set(
        Object.entries(schema.fields).flatMap(([name, spec]) =>
          (ranksNames && spec.match === 'name') || this.integerSorts.has(name)
            ? audiences.map((a) => columnFor(name, spec, a))
            : [],
        ),
      ),
    ];
    const held = new Map(this.fields.map((f) => [f.column, { column: f.column, caseless: f.caseless }]));
    for (const column of audiences.flatMap((a) => nameColumns(schema, a)))
      if (!held.has(column)) held.set(column, { column, caseless: true });
    this.heldColumns = [...held.values()];
  }

  private gramsOf(name: string): Int32Array {
    let grams = this.nameGrams.get(name);
    if (!grams) this.nameGrams.set(name, (grams = this.dictionary.of(name)));
    return grams;
  }

  private empty(definition: string | null): Loaded {
    return {
      definition,
      seq: 0,
      words: 1024,
      ids: [],
      rowOf: new Map(),
      joinable: true,
      listed: new Uint32Array(1024),
      columns: new Map(this.heldColumns.map((c) => [c.column, new FacetColumn(c.caseless)])),
      whole: new Map(),
      filters: new Map(),
      values: new Map(this.rankColumns.map((c) => [c, []])),
    };
  }

  private async refresh(db: SqlExecutor): Promise<Loaded> {
    const { rows: heads } = await db.query<{ seq: number | string | null; def: string | null }>(
      `select (select max(seq) from ${this.view}) as seq, pg_get_viewdef(to_regclass($1)) as def`,
      [this.view],
    );
    const seq = Number(heads[0]?.seq ?? 0);
    const definition = heads[0]?.def ?? null;
    // Another generation behind the view (a replay swapped it in): start over.
    let state = this.loaded && this.loaded.definition === definition ? this.loaded : this.empty(definition);
    if (state.seq >= seq && state === this.loaded) return state;
    const columns = this.heldColumns.map((c) => c.column);
    state = { ...state, whole: new Map(), filters: new Map() };
    let read = 0;
    for await (const row of this.rowsSince(db, state.seq, columns)) {
      // A large load leaves its garbage in the old generation: collected as it goes, not at its end only.
      if (++read % COLLECT_AFTER_ROWS === 0) collectGarbage();
      let at = state.rowOf.get(row.id);
      if (at === undefined) {
        at = state.ids.length;
        state.ids.push(row.id);
        state.rowOf.set(row.id, at);
        if (row.id.includes('\n')) state.joinable = false;
        if (at >>> 5 >= state.words) {
          const words = state.words * 2;
          const listed = new Uint32Array(words);
          listed.set(state.listed);
          state.listed = listed;
          state.words = words;
        }
      }
      if (row.listed) state.listed[at >>> 5]! |= 1 << (at & 31);
      else state.listed[at >>> 5]! &= ~(1 << (at & 31));
      for (const column of columns) state.columns.get(column)!.set(at, row[column]);
      for (const column of this.rankColumns) {
        const value = row[column] ?? null;
        // bigint arrives as text from a server: sort keys are compared as numbers.
        state.values.get(column)![at] =
          value !== null && this.integerColumns.has(column) ? Number(value) : value;
      }
      state.seq = Math.max(state.seq, Number(row.seq));
    }
    state.seq = Math.max(state.seq, seq);
    this.loaded = state;
    if (read >= COLLECT_AFTER_ROWS) collectGarbage();
    return state;
  }

  /**
   * The rows written after `after`, a page at a time: on PGlite a query's whole answer passes
   * through the WebAssembly memory, which never shrinks again (one query for 100,000 members
   * left the server half a gigabyte bigger).
   */
  private async *rowsSince(db: SqlExecutor, after: number, columns: string[]) {
    const selected = [...new Set([...columns, ...this.rankColumns])].join(', ');
    for (let from = after; ;) {
      const { rows } = await db.query<
        Record<string, unknown> & { id: string; seq: number | string; listed: boolean }
      >(`select id, seq, listed, ${selected} from ${this.view} where seq > $1 order by seq limit $2`, [
        from,
        REFRESH_PAGE_ROWS,
      ]);
      yield* rows;
      if (rows.length < REFRESH_PAGE_ROWS) return;
      from = Number(rows.at(-1)!.seq);
    }
  }

  /**
   * The current rows, loaded once and brought up to date by what was written since. A search that
   * arrives while a refresh runs waits for the next one (which starts after it arrived, so it sees
   * every write committed before); all such searches share that next refresh.
   */
  private current(db: SqlExecutor): Promise<Loaded> {
    if (!this.refreshing) {
      const run = this.refresh(db).finally(() => {
        if (this.refreshing === run) this.refreshing = undefined;
      });
      this.refreshing = run;
      return run;
    }
    if (!this.next) {
      this.next = this.refreshing
        .catch(() => undefined)
        .then(() => {
          this.next = undefined;
          return this.current(db);
        });
    }
    return this.next;
  }

  /** The rows holding any of `values` in the filter field `name`. */
  private valuesBits(state: Loaded, audience: Audience, name: string, values: readonly string[]): Bits {
    const spec = this.schema.fields[name];
    if (!spec?.filter) throw new Error(`${name} is not a filter of ${this.schema.name}`);
    const column = state.columns.get(columnFor(name, spec, audience))!;
    const ids = values.map((v) => column.idOf(v)).filter((id) => id !== undefined);
    return ids.length === 0
      ? new Uint32Array(state.words)
      : column.rowsHoldingAny(ids, state.ids.length, state.words);
  }

  private conditionBits(state: Loaded, audience: Audience, condition: Condition): Bits {
    let bits: Bits | undefined;
    for (const [name, value] of Object.entries(condition)) {
      const holding = this.valuesBits(state, audience, name, [String(value)]);
      bits = bits ? and(bits, holding) : holding;
    }
    return bits ?? Uint32Array.from(state.listed);
  }

  /**
   * The rows passing one filter (its conditions OR'ed): the values of a one-field condition are
   * looked for together, in one pass over that column. Kept until rows change (a page of results
   * and the next ask the same filters), at most `KEPT_FILTERS` of them.
   */
  private filterBits(state: Loaded, audience: Audience, filter: Filter): Bits {
    const key = `${audience}|${JSON.stringify(filter.anyOf)}`;
    const kept = state.filters.get(key);
    if (kept) return kept;
    const bits = new Uint32Array(state.words);
    const byField = new Map<string, string[]>();
    for (const condition of filter.anyOf) {
      const fields = Object.entries(condition);
      if (fields.length === 1) {
        const [name, value] = fields[0]!;
        byField.set(name, [...(byField.get(name) ?? []), String(value)]);
      } else orInto(bits, this.conditionBits(state, audience, condition));
    }
    for (const [name, values] of byField) orInto(bits, this.valuesBits(state, audience, name, values));
    if (state.filters.size >= KEPT_FILTERS) state.filters.delete(state.filters.keys().next().value!);
    state.filters.set(key, bits);
    return bits;
  }

  private async textBits(db: SqlExecutor, state: Loaded, query: SearchQuery): Promise<Bits | undefined> {
    const terms = queryTerms(query.text);
    if (terms.length === 0) return undefined;
    const names = nameColumns(this.schema, query.audience);
    // No names to reach by typo: the text's conditions in SQL alone, one query.
    if (names.length === 0) {
      const params = new Params();
      const where = textConditions(this.schema, query.audience, terms, params);
      return this.rowsWhere(db, state, `listed and ${where.join(' and ')}`, params);
    }
    // Each term reaches a word by prefix (the database's full-text index) or a name by typo (here,
    // from the names held: pg_trgm's `%` over 100,000 members took most of a name search's time).
    let bits: Bits | undefined;
    for (const term of terms) {
      const params = new Params();
      const where = `listed and ${fullTextCondition(query.audience, term, params)}`;
      const reached = await this.rowsWhere(db, state, where, params);
      if (typoBudget(term) > 0)
        for (const column of names) orInto(reached, this.typoRows(state, column, term));
      bits = bits ? and(bits, reached) : reached;
    }
    return bits;
  }

  /** The rows whose name in `column` is as similar to `term` as pg_trgm's `%` asks. */
  private typoRows(state: Loaded, column: string, term: string): Bits {
    const held = state.columns.get(column)!;
    const similarity = termSimilarity(this.dictionary, term);
    const ids: number[] = [];
    for (let id = 0; id < held.names.length; id++)
      if (similarity(this.gramsOf(held.names[id]!)) >= TYPO_SIMILARITY) ids.push(id);
    return held.rowsHoldingAny(ids, state.ids.length, state.words);
  }

  /** The rows `where` selects in the database, as a bit set. */
  private async rowsWhere(db: SqlExecutor, state: Loaded, where: string, params: Params): Promise<Bits> {
    const bits = new Uint32Array(state.words);
    const mark = (id: string) => {
      const at = state.rowOf.get(id);
      if (at !== undefined) bits[at >>> 5]! |= 1 << (at & 31);
    };
    if (state.joinable) {
      // One string rather than a row per match: a broad term ("a") matches most of the collection,
      // and 80,000 rows made 29 MB of garbage and took 240-370 ms to read, the string 3 MB and 95 ms.
      const { rows } = await db.query<{ ids: string | null }>(
        `select string_agg(id, E'\\n') as ids from ${this.view} where ${where}`,
        params.values,
      );
      const joined = rows[0]?.ids ?? '';
      for (let start = 0; start < joined.length;) {
        const end = joined.indexOf('\n', start);
        mark(joined.slice(start, end === -1 ? joined.length : end));
        start = end === -1 ? joined.length : end + 1;
      }
    } else {
      const { rows } = await db.query<{ id: string }>(
        `select id from ${this.view} where ${where}`,
        params.values,
      );
      for (const { id } of rows) mark(id);
    }
    return bits;
  }

  private count(state: Loaded, audience: Audience, facet: FacetRequest, rows: Bits) {
    const spec = this.schema.fields[facet.field];
    if (!spec?.facet) throw new Error(`${facet.field} is not a facet of ${this.schema.name}`);
    const column = state.columns.get(columnFor(facet.field, spec, audience))!;
    const counts = column.countValues(rows);
    const values: { value: string; count: number }[] = [];
    for (let id = 0; id < counts.length; id++)
      if (counts[id]! > 0) values.push({ value: column.names[id]!, count: counts[id]! });
    values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return values.slice(0, facet.limit ?? 20);
  }

  /**
   * The rows `all` holds, in the order of the SQL adapter's `order by`: with `relevance`, names equal
   * to a term (2) or starting with one (1), then the closest names (pg_trgm similarity), then the sort
   * keys, then id. Ranked here from the names held in memory rather than computing `similarity()`
   * for every match in SQL (which, over a few thousand matches, was most of a search's time).
   * Undefined when a sort key is not an integer (text orders follow the database's collation).
   */
  private rank(
    state: Loaded,
    all: Bits,
    audience: Audience,
    terms: readonly string[],
    relevance: boolean,
    sortKeys: readonly SortKey[],
    take: number,
  ): string[] | undefined {
    if (!sortKeys.every((k) => this.integerSorts.has(k.field))) return undefined;
    const rows: number[] = [];
    for (let w = 0; w < all.length; w++) {
      let word = all[w]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        rows.push((w << 5) | bit);
      }
    }
    const names = relevance ? nameColumns(this.schema, audience) : [];
    const exact = new Int32Array(state.ids.length);
    const close = new Float64Array(state.ids.length);
    if (names.length > 0) {
      const similarity = terms.map((term) => termSimilarity(this.dictionary, term));
      const values = names.map((c) => state.values.get(c)!);
      for (const row of rows) {
        let e = 0;
        let sum = 0;
        let anyName = false;
        for (let t = 0; t < terms.length; t++) {
          const term = terms[t]!;
          let equal = false;
          let prefix = false;
          let best = 0;
          for (let n = 0; n < names.length; n++) {
            const value = values[n]![row];
            if (typeof value !== 'string') continue;
            anyName = true;
            if (value === term) equal = true;
            else if (value.startsWith(term)) prefix = true;
            const s = similarity[t]!(this.gramsOf(value));
            if (s > best) best = s;
          }
          e += equal ? 2 : prefix ? 1 : 0;
          sum = Math.fround(sum + best);
        }
        exact[row] = e;
        // No name at all: `greatest` of nulls is null, which `desc` puts first.
        close[row] = anyName ? sum : Number.POSITIVE_INFINITY;
      }
    }
    const keys = sortKeys.map((k) => ({
      values: state.values.get(columnFor(k.field, this.schema.fields[k.field]!, audience))!,
      order: k.order,
    }));
    rows.sort((a, b) => {
      const byName = exact[b]! - exact[a]! || (close[b]! > close[a]! ? 1 : close[b]! < close[a]! ? -1 : 0);
      if (byName !== 0) return byName;
      for (const key of keys) {
        const c = compareKey(key.values[a], key.values[b], key.order);
        if (c !== 0) return c;
      }
      const ia = state.ids[a]!;
      const ib = state.ids[b]!;
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    });
    return rows.slice(0, take).map((row) => state.ids[row]!);
  }

  /** The search's total and its facets: each counted among the rows passing the text and every other filter. */
  async answer(
    db: SqlExecutor,
    query: SearchQuery,
  ): Promise<{
    total: number;
    facets: FacetCounts;
    ids: (max: number) => string[] | undefined;
    /** With text: the first `take` matching ids in the order asked (see `rank`). */
    ranked: (relevance: boolean, sortKeys: readonly SortKey[], take: number) => string[] | undefined;
  }> {
    const state = await this.current(db);
    const text = await this.textBits(db, state, query);
    const base = text ? and(state.listed, text) : state.listed;
    const filters = (query.filters ?? []).map((f) => ({
      name: f.name,
      bits: this.filterBits(state, query.audience, f),
    }));
    const passing = (except?: string) =>
      filters.filter((f) => f.name !== except).reduce((bits, f) => and(bits, f.bits), base);
    const facets: FacetCounts = {};
    const requested = query.facets ?? [];
    const open = !text && filters.length === 0;
    const wholeKey = `${query.audience}|${JSON.stringify(requested)}`;
    const cached = open ? state.whole.get(wholeKey) : undefined;
    if (cached) Object.assign(facets, cached);
    else {
      for (const facet of requested)
        facets[facet.name] = this.count(state, query.audience, facet, passing(facet.name));
      if (open) state.whole.set(wholeKey, facets);
    }
    const all = passing();
    const total = popcount(all);
    /** The ids of every matching row, when there are at most `max` of them. */
    const ids = (max: number): string[] | undefined => {
      if (total > max) return undefined;
      const found: string[] = [];
      for (let w = 0; w < all.length; w++) {
        let word = all[w]!;
        while (word !== 0) {
          const bit = 31 - Math.clz32(word & -word);
          word &= word - 1;
          found.push(state.ids[(w << 5) | bit]!);
        }
      }
      return found;
    };
    const terms = queryTerms(query.text);
    const ranked = (relevance: boolean, sortKeys: readonly SortKey[], take: number) =>
      text ? this.rank(state, all, query.audience, terms, relevance, sortKeys, take) : undefined;
    return { total, facets: { ...facets }, ids, ranked };
  }
}
