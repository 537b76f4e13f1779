import { collectGarbage } from '../../../memory/collect-garbage.js';
import { type SqlExecutor } from '../../../sql/sql-client.js';
import { sharedRuns } from '../../shared-runs.js';
import { FacetColumn } from '../facet-column.js';
import { clearBit, setBit } from './bits.js';
import { codePointKey, compareCodePoints } from './ranking.js';
import { KeptDocs } from './kept-docs.js';
import { type Layout, type Loaded } from './layout.js';

/** Rows read per query when the memory is brought up to date. */
const REFRESH_PAGE_ROWS = 2_000;
/** After every this many rows read at once, the garbage they left is collected there and then. */
const COLLECT_AFTER_ROWS = 20_000;

/** libc's collations in code point order: C and POSIX, and C.UTF-8 (glibc 2.35 and later, Debian's before). */
const CODE_POINT_NAMES = /^(c|posix|c\.utf-?8)$/i;
/** Strings that a linguistic collation orders otherwise (case, accents, spaces, punctuation, digits, beyond the BMP). */
const PROBE = [
  'a',
  'B',
  '_',
  'é',
  'e',
  'Z',
  ' ',
  'ä',
  '\u{1F600}',
  '\uFFFD',
  '-',
  '1',
  'ab',
  'a b',
  'A',
  'ß',
  'ss',
];

/**
 * Whether the database's collation orders text by code point (C and POSIX compare UTF-8 bytes; a
 * C.UTF-8 collation orders by code point too, checked here on strings a linguistic order would
 * sort otherwise). An ICU database's order is its ICU locale's, whatever `datcollate` says; servers
 * before 15 have no provider column and only libc.
 */
const orderedByCodePoint = async (db: SqlExecutor): Promise<boolean> => {
  const { rows } = await db.query<{ collation: string; provider: string | null }>(
    `select datcollate as collation, to_jsonb(d) ->> 'datlocprovider' as provider
       from pg_database d where datname = current_database()`,
  );
  const [row] = rows;
  if (!row) return false;
  const provider = row.provider ?? 'c';
  if (provider === 'c' && ['C', 'POSIX'].includes(row.collation)) return true;
  // libc's C.UTF-8; the builtin provider's collations (`datlocale`) all order by code point.
  if (provider === 'i' || (provider === 'c' && !CODE_POINT_NAMES.test(row.collation))) return false;
  const { rows: sorted } = await db.query<{ value: string }>(
    'select value from unnest($1::text[]) as value order by value',
    [PROBE],
  );
  const expected = [...PROBE].sort(compareCodePoints);
  return sorted.length === expected.length && sorted.every((r, i) => r.value === expected[i]);
};

/**
 * The rows of a collection's view held in memory, kept current by each row's write sequence
 * (`seq`): every search first reads the newest sequence (one index probe) and loads only the rows
 * written since, so an answer always reflects what the database holds (read-your-writes holds).
 */
export class RowLoader {
  private loaded: Loaded | undefined;
  private codePoints: boolean | undefined;
  /**
   * Counts the loads begun and ended: odd while one runs. A document read for a search is kept only
   * if this was even when the search took its state and has not changed since (`settled`): a load
   * that ran meanwhile may have dropped that row's older document, and the read may have seen it.
   */
  private moves = 0;

  constructor(private readonly layout: Layout) {}

  private empty(definition: string | null, codePoints: boolean): Loaded {
    return {
      codePoints,
      definition,
      seq: 0,
      words: 1024,
      ids: [],
      rowOf: new Map(),
      joinable: true,
      listed: new Uint32Array(1024),
      columns: new Map(
        this.layout.heldColumns.map((c) => [c.column, new FacetColumn(c.caseless, c.inverted)]),
      ),
      facets: new Map(),
      filters: new Map(),
      values: new Map(this.layout.rankColumns.map((c) => [c, []])),
      docs: new KeptDocs(),
    };
  }

  private async refresh(db: SqlExecutor): Promise<Loaded> {
    const { view } = this.layout;
    const { rows: heads } = await db.query<{ seq: number | string | null; def: string | null }>(
      `select (select max(seq) from ${view}) as seq, pg_get_viewdef(to_regclass($1)) as def`,
      [view],
      { preparedName: `academy_${view}_head` },
    );
    const seq = Number(heads[0]?.seq ?? 0);
    const definition = heads[0]?.def ?? null;
    // The view's columns take the database's collation, which it keeps for life: asked once.
    this.codePoints ??= await orderedByCodePoint(db);
    // Another generation behind the view (a replay swapped it in): start over.
    const state =
      this.loaded && this.loaded.definition === definition
        ? this.loaded
        : this.empty(definition, this.codePoints);
    if (state.seq >= seq && state === this.loaded) return state;
    this.moves++;
    try {
      return await this.load(db, state, seq);
    } finally {
      this.moves++;
    }
  }

  /** The count of loads to give `settled` later. */
  get stamp(): number {
    return this.moves;
  }

  /** No load ran or runs since `stamp` was taken (and none ran then). */
  settled(stamp: number): boolean {
    return stamp === this.moves && stamp % 2 === 0;
  }

  private async load(db: SqlExecutor, loaded: Loaded, seq: number): Promise<Loaded> {
    const { heldColumns, rankColumns, integerColumns } = this.layout;
    const columns = heldColumns.map((c) => c.column);
    const state: Loaded = { ...loaded, facets: new Map(), filters: new Map() };
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
      // Every write gives its row a new sequence: a document kept for the row is now older.
      state.docs.drop(row.id);
      if (row.listed) setBit(state.listed, at);
      else clearBit(state.listed, at);
      for (const column of columns) state.columns.get(column)!.set(at, row[column]);
      for (const column of rankColumns) {
        const value = row[column] ?? null;
        // bigint arrives as text from a server: sort keys are compared as numbers.
        state.values.get(column)![at] =
          value === null
            ? null
            : integerColumns.has(column)
              ? Number(value)
              : typeof value === 'string'
                ? codePointKey(value)
                : value;
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
    const expressions = new Map(this.layout.heldColumns.map((c) => [c.column, c.select]));
    const selected = [...new Set([...columns, ...this.layout.rankColumns])]
      .map((c) => (expressions.get(c) ? `${expressions.get(c)} as ${c}` : c))
      .join(', ');
    for (let from = after; ;) {
      const { rows } = await db.query<
        Record<string, unknown> & { id: string; seq: number | string; listed: boolean }
      >(`select id, seq, listed, ${selected} from ${this.layout.view} where seq > $1 order by seq limit $2`, [
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
  readonly current = sharedRuns((db: SqlExecutor) => this.refresh(db));
}
