import { type SqlExecutor } from '../../sql/sql-client.js';
import { checkSchema, visibleFields } from '../collection.js';
import { highlightHit } from '../highlight.js';
import { queryTerms } from '../query-text.js';
import {
  type CollectionSchema,
  type FacetCounts,
  type SearchAnswer,
  type SearchIndexReader,
  type SearchIndexWriter,
  type SearchQuery,
} from '../port.js';
import { Params } from './params.js';
import { column, columnFor, createSearchTable, logicalTable, type TableNamer } from './table.js';
import { relevanceOrder, whereClause } from './where.js';
import { postgresSearchWriter } from './writes.js';

const facetsSql = (
  schema: CollectionSchema,
  query: SearchQuery,
  terms: readonly string[],
  params: Params,
  t: string,
) =>
  (query.facets ?? []).map((facet) => {
    const spec = schema.fields[facet.field];
    if (!spec?.facet) throw new Error(`${facet.field} is not a facet of ${schema.name}`);
    const c = columnFor(facet.field, spec, query.audience);
    const where = whereClause(schema, query, terms, params, facet.name);
    const name = params.add(facet.name, '::text');
    const limit = params.add(facet.limit ?? 100, '::int');
    const from = spec.type === 'keywords' ? `${t}, unnest(${t}.${c}) as v(value)` : t;
    const value = spec.type === 'keywords' ? 'v.value' : `${c}::text`;
    return `(select ${name} as facet, ${value} as value, count(*) as n from ${from}
              where ${where} and ${value} is not null group by ${value} order by n desc, ${value} limit ${limit})`;
  });

/**
 * The PostgreSQL adapter: full-text search (`simple` configuration, word prefixes) plus pg_trgm
 * for typos in names, arrays with GIN indexes for keyword filters. The same SQL on PGlite and a
 * server. Reads the collection's view (`search_{name}`), which the projection points at its generation.
 */
export const postgresSearch = (input: CollectionSchema) => {
  const schema = checkSchema(input);
  const view = logicalTable(schema);

  const facets = async (db: SqlExecutor, query: SearchQuery): Promise<FacetCounts> => {
    const counts: FacetCounts = Object.fromEntries((query.facets ?? []).map((f) => [f.name, []]));
    if (!query.facets?.length) return counts;
    const params = new Params();
    const terms = queryTerms(query.text);
    // One statement: each facet counts the rows of every filter but its own (disjunctive facets).
    const sql = facetsSql(schema, query, terms, params, view).join(' union all ');
    const { rows } = await db.query<{ facet: string; value: string; n: number | string }>(sql, params.values);
    for (const row of rows) counts[row.facet]!.push({ value: row.value, count: Number(row.n) });
    return counts;
  };

  const reader = (db: SqlExecutor): SearchIndexReader => ({
    facets: (query) => facets(db, query),
    async search(query): Promise<SearchAnswer> {
      const terms = queryTerms(query.text);
      const params = new Params();
      const where = whereClause(schema, query, terms, params);
      const countParams = params.values.length;
      const relevance =
        query.sort === undefined || query.sort === 'relevance'
          ? relevanceOrder(schema, query.audience, terms, params)
          : [];
      const sortKeys =
        schema.sorts[query.sort && query.sort !== 'relevance' ? query.sort : schema.defaultSort];
      if (!sortKeys) throw new Error(`No sort named ${query.sort}`);
      const order = [...relevance, ...sortKeys.map((k) => `${column(k.field)} ${k.order}`), 'id'];
      const limit = params.add(query.limit, '::int');
      const offset = params.add((query.page - 1) * query.limit, '::int');
      const [hits, total, facetCounts] = await Promise.all([
        db.query<{ id: string; doc: Record<string, unknown> | string }>(
          `select id, doc from ${view} where ${where} order by ${order.join(', ')} limit ${limit} offset ${offset}`,
          params.values,
        ),
        db.query<{ n: number | string }>(
          `select count(*) as n from ${view} where ${where}`,
          params.values.slice(0, countParams),
        ),
        facets(db, query),
      ]);
      return {
        hits: hits.rows.map((row) => {
          const flat =
            typeof row.doc === 'string' ? (JSON.parse(row.doc) as Record<string, unknown>) : row.doc;
          const fields = visibleFields(schema, flat, query.audience);
          return { id: row.id, fields, highlights: highlightHit(schema, fields, terms) };
        }),
        total: Number(total.rows[0]?.n ?? 0),
        page: query.page,
        facets: facetCounts,
      };
    },
  });

  return {
    schema,
    /** The logical table the projection declares; queries read the view of this name. */
    table: view,
    create: (tx: { exec(text: string): Promise<void> }, table: TableNamer) =>
      createSearchTable(tx, schema, table),
    /** Writes inside the caller's transaction, to the generation `table` names. */
    writer: (tx: SqlExecutor, table: TableNamer): SearchIndexWriter =>
      postgresSearchWriter(tx, schema, table),
    reader,
  };
};

export type PostgresSearch = ReturnType<typeof postgresSearch>;
