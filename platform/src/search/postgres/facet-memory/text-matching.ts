import { type SqlExecutor } from '../../../sql/sql-client.js';
import { queryTerms, typoBudget } from '../../query-text.js';
import { type SearchQuery } from '../../port.js';
import { type Bits } from '../facet-column.js';
import { Params } from '../params.js';
import { fullTextCondition, nameColumns, textConditions } from '../where.js';
import { and, orInto, setBit } from './bits.js';
import { type Layout, type Loaded } from './layout.js';
import { lexemePrefixesOf, prefixHeld } from './lexemes.js';
import { nameTrigramsOf } from './name-trigrams.js';

/** pg_trgm's `similarity_threshold` (its default): a name matches a term by typo (`%`) from this similarity. */
const TYPO_SIMILARITY = 0.3;

/** The rows `where` selects in the database, as a bit set. */
const rowsWhere = async (
  db: SqlExecutor,
  { view }: Layout,
  state: Loaded,
  where: string,
  params: Params,
): Promise<Bits> => {
  const bits = new Uint32Array(state.words);
  const mark = (id: string) => {
    const at = state.rowOf.get(id);
    if (at !== undefined) setBit(bits, at);
  };
  if (state.joinable) {
    // One string rather than a row per match: a broad term ("a") matches most of the collection,
    // and 80,000 rows made 29 MB of garbage and took 240-370 ms to read, the string 3 MB and 95 ms.
    const { rows } = await db.query<{ ids: string | null }>(
      `select string_agg(id, E'\\n') as ids from ${view} where ${where}`,
      params.values,
    );
    const joined = rows[0]?.ids ?? '';
    for (let start = 0; start < joined.length;) {
      const end = joined.indexOf('\n', start);
      mark(joined.slice(start, end === -1 ? joined.length : end));
      start = end === -1 ? joined.length : end + 1;
    }
  } else {
    const { rows } = await db.query<{ id: string }>(`select id from ${view} where ${where}`, params.values);
    for (const { id } of rows) mark(id);
  }
  return bits;
};

/** The rows whose name in `column` is as similar to `term` as pg_trgm's `%` asks. */
const typoRows = ({ dictionary }: Layout, state: Loaded, column: string, term: string): Bits => {
  const held = state.columns.get(column)!;
  const index = nameTrigramsOf(held, dictionary);
  const ids = index.similarTo(term, TYPO_SIMILARITY);
  return held.rowsListedUnder(ids, state.ids.length, state.words);
};

/** The rows the query's text matches (every term), or undefined when it has no text. */
export const textBits = async (
  db: SqlExecutor,
  layout: Layout,
  state: Loaded,
  query: SearchQuery,
): Promise<Bits | undefined> => {
  const terms = queryTerms(query.text);
  if (terms.length === 0) return undefined;
  const names = nameColumns(layout.schema, query.audience);
  const lexemes = layout.lexemes[query.audience];
  const held = lexemes === undefined ? undefined : state.columns.get(lexemes);
  // No names to reach by typo, and a term the lexemes held cannot answer: the text's conditions in SQL alone, one query.
  if (names.length === 0 && !(held && terms.every(prefixHeld))) {
    const params = new Params();
    const where = textConditions(layout.schema, query.audience, terms, params);
    return rowsWhere(db, layout, state, `listed and ${where.join(' and ')}`, params);
  }
  // Each term reaches a word by prefix (the database's full-text index) or a name by typo (here,
  // from the names held: pg_trgm's `%` over 100,000 members took most of a name search's time).
  let bits: Bits | undefined;
  for (const term of terms) {
    // A word by prefix: from the lexemes held (no statement, no ids to read back), else the database's index.
    let reached: Bits;
    if (held && prefixHeld(term)) reached = lexemePrefixesOf(held).rows(term, state.ids.length, state.words);
    else {
      const params = new Params();
      const where = `listed and ${fullTextCondition(query.audience, term, params)}`;
      reached = await rowsWhere(db, layout, state, where, params);
    }
    if (typoBudget(term) > 0)
      for (const column of names) orInto(reached, typoRows(layout, state, column, term));
    bits = bits ? and(bits, reached) : reached;
  }
  return bits;
};
