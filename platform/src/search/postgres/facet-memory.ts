import { type SqlExecutor } from '../../sql/sql-client.js';
import { queryTerms } from '../query-text.js';
import {
  audiences,
  type Audience,
  type CollectionSchema,
  type Condition,
  type FacetCounts,
  type FacetRequest,
  type Filter,
  type SearchQuery,
} from '../port.js';
import { Params } from './params.js';
import { columnFor } from './table.js';
import { textConditions } from './where.js';

/** A set of row numbers, one bit each. */
type Bits = Uint32Array;

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

/** One filterable or faceted column: each row's values (as numbers of a dictionary) and a bit set per value. */
class Column {
  readonly dict = new Map<string, number>();
  readonly names: string[] = [];
  readonly rows: (readonly number[] | undefined)[] = [];
  readonly postings: Bits[] = [];

  constructor(
    readonly name: string,
    readonly caseless: boolean,
    private words: number,
  ) {}

  idOf(value: string): number | undefined {
    return this.dict.get(this.caseless ? value.toLowerCase() : value);
  }

  private intern(value: string): number {
    let id = this.dict.get(value);
    if (id === undefined) {
      id = this.names.length;
      this.dict.set(value, id);
      this.names.push(value);
      this.postings.push(new Uint32Array(this.words));
    }
    return id;
  }

  grow(words: number): void {
    this.words = words;
    for (let i = 0; i < this.postings.length; i++) {
      const bigger = new Uint32Array(words);
      bigger.set(this.postings[i]!);
      this.postings[i] = bigger;
    }
  }

  set(row: number, raw: unknown): void {
    for (const id of this.rows[row] ?? []) this.postings[id]![row >>> 5]! &= ~(1 << (row & 31));
    const values = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    const ids = [...new Set(values.map((v) => this.intern(String(v))))];
    for (const id of ids) this.postings[id]![row >>> 5]! |= 1 << (row & 31);
    this.rows[row] = ids.length ? ids : undefined;
  }
}

interface Loaded {
  definition: string | null;
  seq: number;
  words: number;
  ids: string[];
  rowOf: Map<string, number>;
  listed: Bits;
  columns: Map<string, Column>;
  /** Facets of the whole collection (no text, no filter) at `seq`, by audience and request. */
  whole: Map<string, FacetCounts>;
}

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
  }

  private empty(definition: string | null): Loaded {
    return {
      definition,
      seq: 0,
      words: 1024,
      ids: [],
      rowOf: new Map(),
      listed: new Uint32Array(1024),
      columns: new Map(this.fields.map((f) => [f.column, new Column(f.column, f.caseless, 1024)])),
      whole: new Map(),
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
    const columns = this.fields.map((f) => f.column);
    const { rows } = await db.query<
      Record<string, unknown> & { id: string; seq: number | string; listed: boolean }
    >(`select id, seq, listed, ${columns.join(', ')} from ${this.view} where seq > $1 order by seq`, [
      state.seq,
    ]);
    state = { ...state, whole: new Map() };
    for (const row of rows) {
      let at = state.rowOf.get(row.id);
      if (at === undefined) {
        at = state.ids.length;
        state.ids.push(row.id);
        state.rowOf.set(row.id, at);
        if (at >>> 5 >= state.words) {
          const words = state.words * 2;
          const listed = new Uint32Array(words);
          listed.set(state.listed);
          state.listed = listed;
          for (const column of state.columns.values()) column.grow(words);
          state.words = words;
        }
      }
      if (row.listed) state.listed[at >>> 5]! |= 1 << (at & 31);
      else state.listed[at >>> 5]! &= ~(1 << (at & 31));
      for (const column of columns) state.columns.get(column)!.set(at, row[column]);
      state.seq = Math.max(state.seq, Number(row.seq));
    }
    state.seq = Math.max(state.seq, seq);
    this.loaded = state;
    return state;
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

  private conditionBits(state: Loaded, audience: Audience, condition: Condition): Bits {
    let bits: Bits | undefined;
    for (const [name, value] of Object.entries(condition)) {
      const spec = this.schema.fields[name];
      if (!spec?.filter) throw new Error(`${name} is not a filter of ${this.schema.name}`);
      const column = state.columns.get(columnFor(name, spec, audience))!;
      const id = column.idOf(String(value));
      if (id === undefined) return new Uint32Array(state.words);
      const posting = column.postings[id]!;
      bits = bits ? and(bits, posting) : Uint32Array.from(posting);
    }
    return bits ?? Uint32Array.from(state.listed);
  }

  private filterBits(state: Loaded, audience: Audience, filter: Filter): Bits {
    const bits = new Uint32Array(state.words);
    for (const condition of filter.anyOf) orInto(bits, this.conditionBits(state, audience, condition));
    return bits;
  }

  private async textBits(db: SqlExecutor, state: Loaded, query: SearchQuery): Promise<Bits | undefined> {
    const terms = queryTerms(query.text);
    if (terms.length === 0) return undefined;
    const params = new Params();
    const where = textConditions(this.schema, query.audience, terms, params);
    const { rows } = await db.query<{ id: string }>(
      `select id from ${this.view} where listed and ${where.join(' and ')}`,
      params.values,
    );
    const bits = new Uint32Array(state.words);
    for (const { id } of rows) {
      const at = state.rowOf.get(id);
      if (at !== undefined) bits[at >>> 5]! |= 1 << (at & 31);
    }
    return bits;
  }

  private count(state: Loaded, audience: Audience, facet: FacetRequest, rows: Bits) {
    const spec = this.schema.fields[facet.field];
    if (!spec?.facet) throw new Error(`${facet.field} is not a facet of ${this.schema.name}`);
    const column = state.columns.get(columnFor(facet.field, spec, audience))!;
    const counts = new Int32Array(column.names.length);
    for (let w = 0; w < rows.length; w++) {
      let word = rows[w]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        for (const id of column.rows[(w << 5) | bit] ?? []) counts[id]!++;
      }
    }
    const values: { value: string; count: number }[] = [];
    for (let id = 0; id < counts.length; id++)
      if (counts[id]! > 0) values.push({ value: column.names[id]!, count: counts[id]! });
    values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return values.slice(0, facet.limit ?? 20);
  }

  /** The search's total and its facets: each counted among the rows passing the text and every other filter. */
  async answer(
    db: SqlExecutor,
    query: SearchQuery,
  ): Promise<{ total: number; facets: FacetCounts; ids: (max: number) => string[] | undefined }> {
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
    return { total, facets: { ...facets }, ids };
  }
}
