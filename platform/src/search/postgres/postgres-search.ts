import { type SqlExecutor } from '../../sql/sql-client.js';
import { checkSchema, visibleFields } from '../collection.js';
import { highlightHit, newJudged } from '../highlight.js';
import { queryTerms } from '../query-text.js';
import {
  type CollectionSchema,
  type FacetCounts,
  type SearchAnswer,
  type SearchIndexReader,
  type SearchIndexWriter,
} from '../port.js';
import { Params } from './params.js';
import { column, createSearchTable, logicalTable, searchIndexes, type TableNamer } from './table.js';
import { postgresSearchLoader, type SearchLoader } from './bulk-writes.js';
import { FacetMemory, FEW } from './facet-memory/facet-memory.js';
import { relevanceOrder, whereClause } from './where.js';
import { postgresSearchWriter } from './writes.js';

/**
 * The PostgreSQL adapter: full-text search (`simple` configuration, word prefixes) plus pg_trgm
 * for typos in names, arrays with GIN indexes for keyword filters. The same SQL on PGlite and a
 * server. Reads the collection's view (`search_{name}`), which the projection points at its generation.
 */

/** A row's `doc`: a server's driver parses jsonb, PGlite's may hand it over as text. */
const parsed = (doc: Readonly<Record<string, unknown>> | string): Readonly<Record<string, unknown>> =>
  typeof doc === 'string' ? (JSON.parse(doc) as Record<string, unknown>) : doc;

export const postgresSearch = (input: CollectionSchema) => {
  const schema = checkSchema(input);
  const view = logicalTable(schema);
  /** A hot statement whose text is fixed by its name: prepared once (planned once on PGlite). */
  const prepared = (statement: string) => ({
    preparedName: `academy_${view}_${statement}`
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 63),
  });

  // One memory per database, however many readers are made on it (a route may make one per request).
  const memories = new WeakMap<SqlExecutor, FacetMemory>();
  const memoryOf = (db: SqlExecutor): FacetMemory => {
    let memory = memories.get(db);
    if (!memory) {
      memory = new FacetMemory(schema, view);
      memories.set(db, memory);
    }
    return memory;
  };

  const reader = (db: SqlExecutor): SearchIndexReader => {
    // Filters, facets and totals from the columns held in memory; hits (a page) from SQL.
    const memory = memoryOf(db);
    return {
      facets: async (query): Promise<FacetCounts> => (await memory.answer(db, query)).facets,
      async search(query): Promise<SearchAnswer> {
        const terms = queryTerms(query.text);
        const counted = await memory.answer(db, query);
        const relevant = query.sort === undefined || query.sort === 'relevance';
        const sortName = query.sort && query.sort !== 'relevance' ? query.sort : schema.defaultSort;
        const sortKeys = schema.sorts[sortName];
        if (!sortKeys) throw new Error(`No sort named ${query.sort}`);
        const offsetRows = (query.page - 1) * query.limit;
        // Ranked in memory (see FacetMemory.answer), SQL reads only the page's documents.
        const ranked = counted.ranked(relevant, sortKeys, offsetRows + query.limit);
        let hits: { rows: { id: string; doc: Readonly<Record<string, unknown>> | string }[] };
        if (ranked) {
          const page = ranked.slice(offsetRows, offsetRows + query.limit);
          // A page's documents kept from an earlier search are the rows as the memory holds them.
          const { found, missing } = counted.kept(page);
          const read =
            missing.length === 0
              ? { rows: [] }
              : await db.query<{ id: string; doc: Record<string, unknown> | string }>(
                  `select id, doc from ${view} where id = any($1::text[])`,
                  [missing],
                  prepared('page'),
                );
          for (const row of read.rows) {
            const doc = parsed(row.doc);
            found.set(row.id, doc);
            counted.keep(row.id, doc);
          }
          hits = { rows: page.flatMap((id) => (found.has(id) ? [{ id, doc: found.get(id)! }] : [])) };
        } else {
          // Relevance with ties in text keys under a collation other than C: the memory scores the
          // candidates, SQL orders those by the scores, then the sort keys, and reads the page.
          const scored = relevant ? counted.scored(offsetRows + query.limit) : undefined;
          // Else few matches: rank only those, read by id (no second text search, no scan in sort
          // order that a selective filter would make long). Many: the filters in SQL, in the sort's order.
          const few = scored ? undefined : counted.ids(FEW);
          const params = new Params();
          const from = scored
            ? `unnest(${params.add(scored.ids, '::text[]')}, ${params.add(scored.exact, '::int[]')},
                ${params.add(scored.close, '::float4[]')}) as c(cid, score_exact, score_close)
                join ${view} on id = cid`
            : view;
          const where = scored
            ? 'true'
            : few
              ? `id = any(${params.add(few, '::text[]')})`
              : whereClause(schema, query, terms, params);
          const relevance = scored
            ? ['score_exact desc', 'score_close desc']
            : relevant
              ? relevanceOrder(schema, query.audience, terms, params)
              : [];
          const order = [...relevance, ...sortKeys.map((k) => `${column(k.field)} ${k.order}`), 'id'];
          const limit = params.add(query.limit, '::int');
          const offset = params.add(offsetRows, '::int');
          // The scored candidates, or few matches in a sort's order: the text depends on the sort alone.
          const fixed = scored
            ? prepared(`scored_${sortName}`)
            : few && !relevant
              ? prepared(`few_${sortName}`)
              : {};
          hits =
            counted.total === 0 || offsetRows >= counted.total
              ? { rows: [] }
              : await db.query<{ id: string; doc: Record<string, unknown> | string }>(
                  `select id, doc from ${from} where ${where}
                  order by ${order.join(', ')} limit ${limit} offset ${offset}`,
                  params.values,
                  fixed,
                );
        }
        const judged = newJudged();
        return {
          hits: hits.rows.map((row) => {
            const fields = visibleFields(schema, parsed(row.doc), query.audience);
            return { id: row.id, fields, highlights: highlightHit(schema, fields, terms, judged) };
          }),
          total: counted.total,
          page: query.page,
          facets: counted.facets,
        };
      },
    };
  };

  return {
    schema,
    /** The logical tables the projection declares; queries read the views of these names. */
    table: view,
    tables: [view] as const,
    create: (
      tx: { exec(text: string): Promise<void> },
      table: TableNamer,
      options?: { deferIndexes?: boolean },
    ) => createSearchTable(tx, schema, table, options),
    /** The secondary indexes (`create index if not exists`), for a load that builds them after its rows. */
    indexes: (table: TableNamer) => searchIndexes(schema, table),
    /** Fills the empty tables of a new generation (a replay), in the caller's transaction. */
    loader: (tx: SqlExecutor, table: TableNamer): SearchLoader => postgresSearchLoader(tx, schema, table),
    /** Writes inside the caller's transaction, to the generation `table` names. */
    writer: (tx: SqlExecutor, table: TableNamer): SearchIndexWriter =>
      postgresSearchWriter(tx, schema, table),
    reader,
  };
};

export type PostgresSearch = ReturnType<typeof postgresSearch>;
