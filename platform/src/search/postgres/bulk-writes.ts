import { type SqlExecutor } from '../../sql/sql-client.js';
import { audiences, type CollectionSchema, type Removal, type SearchDocument } from '../port.js';
import { cellsOf, columnDefs, facetKeys } from './columns.js';
import { facetTable, hasFullText, logicalTable, type TableNamer } from './table.js';
import { fullText } from './writes.js';

/** A document to index, or a removal (a row nobody finds, at its version). */
export type LoadedRow = { index: SearchDocument } | { remove: Removal };

export interface SearchLoader {
  /** Adds rows (each id at most once over the whole load) in one statement. */
  add(rows: readonly LoadedRow[]): Promise<void>;
  /** Writes the facet counts of every row added. */
  finish(): Promise<void>;
}

/**
 * Fills a collection's empty tables (a replay's new generation) with the rows the writer
 * (writes.ts) would leave, without reading what is stored: each call is one statement whose rows
 * travel as one JSON parameter, and the facet counts are written once at the end.
 */
export const postgresSearchLoader = (
  tx: SqlExecutor,
  schema: CollectionSchema,
  table: TableNamer,
): SearchLoader => {
  const t = table(logicalTable(schema));
  const defs = columnDefs(schema);
  const facetDefs = defs.filter((d) => d.facet);
  const fts = hasFullText(schema);
  const ftsNames = fts ? audiences.map((a) => `fts__${a}`) : [];
  const names = ['id', 'version', 'listed', 'doc', 'seq', ...defs.map((c) => c.name), ...ftsNames];
  const selected = [
    'r.id',
    'r.version',
    'r.listed',
    'r.doc',
    `nextval('${t}_seq_numbers')`,
    ...defs.map((c) => `r.${c.name}`),
    ...ftsNames.map((n) => `to_tsvector('simple', r.${n})`),
  ];
  const types = [
    'id text',
    'version integer',
    'listed boolean',
    'doc jsonb',
    ...defs.map((c) => `${c.name} ${c.cast.slice(2)}`),
    ...ftsNames.map((n) => `${n} text`),
  ];
  const statement = `insert into ${t} (${names.join(', ')})
    select ${selected.join(', ')} from jsonb_to_recordset($1::jsonb) as r(${types.join(', ')})`;
  const counts = new Map<string, number>();
  return {
    async add(rows) {
      if (rows.length === 0) return;
      const records = rows.map((row) => {
        const doc = 'index' in row ? row.index : undefined;
        const { id, version } = 'index' in row ? row.index : row.remove;
        const { flat, cells } = cellsOf(schema, defs, doc);
        if (doc) for (const key of facetKeys(facetDefs, cells)) counts.set(key, (counts.get(key) ?? 0) + 1);
        const record: Record<string, unknown> = { id, version, listed: doc !== undefined, doc: flat ?? {} };
        for (const def of defs) record[def.name] = cells.get(def.name) ?? null;
        for (const [i, a] of audiences.entries())
          if (fts) record[ftsNames[i]!] = doc ? fullText(schema, doc, a) : '';
        return record;
      });
      await tx.query(statement, [JSON.stringify(records)]);
    },
    async finish() {
      const moved = [...counts].map(([key, n]) => [...(JSON.parse(key) as string[]), n] as const);
      if (moved.length === 0) return;
      await tx.query(
        `insert into ${table(facetTable(schema))} (audience, field, value, n)
           select * from unnest($1::text[], $2::text[], $3::text[], $4::bigint[])`,
        [moved.map((m) => m[0]), moved.map((m) => m[1]), moved.map((m) => m[2]), moved.map((m) => m[3])],
      );
      counts.clear();
    },
  };
};
