import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
import { type SearchDocument, type SearchQuery } from '../search/port.js';
import { queryTerms } from '../search/query-text.js';
import { Params } from '../search/postgres/params.js';
import { type PostgresSearch } from '../search/postgres/postgres-search.js';
import { whereClause } from '../search/postgres/where.js';

/**
 * For the PostgreSQL search adapter's specs: a PGlite database holding a collection's search
 * table (no generations: the logical names), and what SQL's own conditions find in it, the answer
 * the memory's matching must equal. Test support only (left out of the build).
 */
const identity = (logical: string) => logical;

export interface SearchTable {
  db: SqlClient;
  /** Writes documents as the projection does, in one transaction. */
  index(documents: readonly SearchDocument[]): Promise<void>;
  /** The ids of every row SQL's conditions for `query` select (text by prefix and typo, filters), sorted. */
  sqlIds(query: SearchQuery): Promise<string[]>;
  /** The ids the adapter's reader finds for `query` (up to its limit), sorted, and its total. */
  found(query: SearchQuery): Promise<{ ids: string[]; total: number }>;
  close(): Promise<void>;
}

export const openSearchTable = async (search: PostgresSearch): Promise<SearchTable> => {
  const db = await openPglite();
  await db.exec('create extension if not exists pg_trgm');
  await search.create(db, identity);
  return {
    db,
    index: (documents) => db.transaction((tx) => search.writer(tx, identity).index(documents)),
    async sqlIds(query) {
      const params = new Params();
      const where = whereClause(search.schema, query, queryTerms(query.text), params);
      const { rows } = await db.query<{ id: string }>(
        `select id from ${search.table} where ${where}`,
        params.values,
      );
      return rows.map((r) => r.id).sort();
    },
    async found(query) {
      const { hits, total } = await search.reader(db).search(query);
      return { ids: hits.map((h) => h.id).sort(), total };
    },
    close: () => db.close(),
  };
};
