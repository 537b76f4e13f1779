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
import { column, createSearchTable, facetTable, logicalTable, type TableNamer } from './table.js';
import { facetsGiveTotal, postgresFacets } from './facets.js';
import { relevanceOrder, whereClause } from './where.js';
import { postgresSearchWriter } from './writes.js';

/**
 * The PostgreSQL adapter: full-text search (`simple` configuration, word prefixes) plus pg_trgm
 * for typos in names, arrays with GIN indexes for keyword filters. The same SQL on PGlite and a
 * server. Reads the collection's view (`search_{name}`), which the projection points at its generation.
 */
export const postgresSearch = (input: CollectionSchema) => {
  const schema = checkSchema(input);
  const view = logicalTable(schema);

  const tables = { view, counts: facetTable(schema) };
  const facets = async (db: SqlExecutor, query: SearchQuery): Promise<FacetCounts> =>
    (await postgresFacets(db, schema, query, tables)).counts;

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
      // With text, every match is ranked anyway: the total comes with the hits. With filtered
      // facets, it comes with them. Otherwise, a count.
      const windowed = terms.length > 0 && query.page === 1;
      const counted = !windowed && !facetsGiveTotal(query);
      const [hits, count, faceted] = await Promise.all([
        db.query<{ id: string; doc: Record<string, unknown> | string; total: number | string }>(
          `select id, doc${windowed ? ', count(*) over () as total' : ''} from ${view} where ${where}
            order by ${order.join(', ')} limit ${limit} offset ${offset}`,
          params.values,
        ),
        counted
          ? db.query<{ n: number | string }>(
              `select count(*) as n from ${view} where ${where}`,
              params.values.slice(0, countParams),
            )
          : undefined,
        postgresFacets(db, schema, query, tables),
      ]);
      const total = windowed ? hits.rows[0]?.total : count ? count.rows[0]?.n : faceted.total;
      return {
        hits: hits.rows.map((row) => {
          const flat =
            typeof row.doc === 'string' ? (JSON.parse(row.doc) as Record<string, unknown>) : row.doc;
          const fields = visibleFields(schema, flat, query.audience);
          return { id: row.id, fields, highlights: highlightHit(schema, fields, terms) };
        }),
        total: Number(total ?? 0),
        page: query.page,
        facets: faceted.counts,
      };
    },
  });

  return {
    schema,
    /** The logical tables the projection declares; queries read the views of these names. */
    table: view,
    tables: [view, facetTable(schema)] as const,
    create: (tx: { exec(text: string): Promise<void> }, table: TableNamer) =>
      createSearchTable(tx, schema, table),
    /** Writes inside the caller's transaction, to the generation `table` names. */
    writer: (tx: SqlExecutor, table: TableNamer): SearchIndexWriter =>
      postgresSearchWriter(tx, schema, table),
    reader,
  };
};

export type PostgresSearch = ReturnType<typeof postgresSearch>;
