import { type SqlExecutor } from '../../sql/sql-client.js';
import { audiences, type CollectionSchema, type Removal, type SearchDocument } from '../port.js';
import { cellsOf, columnDefs } from './columns.js';
import { hasFullText, logicalTable, type TableNamer } from './table.js';
import { fullText } from './writes.js';

/** A document to index, or a removal (a row nobody finds, at its version). */
export type LoadedRow = { index: SearchDocument } | { remove: Removal };

export interface SearchLoader {
  /** Adds rows (each id at most once over the whole load) in one statement. */
  add(rows: readonly LoadedRow[]): Promise<void>;
}

/**
 * Fills a collection's empty tables (a replay's new generation) with the rows the writer
 * (writes.ts) would leave, without reading what is stored: each call is one statement whose rows
 * travel as one JSON parameter.
 */
export const postgresSearchLoader = (
  tx: SqlExecutor,
  schema: CollectionSchema,
  table: TableNamer,
): SearchLoader => {
  const t = table(logicalTable(schema));
  const defs = columnDefs(schema);
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
  return {
    async add(rows) {
      if (rows.length === 0) return;
      const records = rows.map((row) => {
        const doc = 'index' in row ? row.index : undefined;
        const { id, version } = 'index' in row ? row.index : row.remove;
        const { flat, cells } = cellsOf(schema, defs, doc);
        const record: Record<string, unknown> = { id, version, listed: doc !== undefined, doc: flat ?? {} };
        for (const def of defs) record[def.name] = cells.get(def.name) ?? null;
        for (const [i, a] of audiences.entries())
          if (fts) record[ftsNames[i]!] = doc ? fullText(schema, doc, a) : '';
        return record;
      });
      await tx.query(statement, [JSON.stringify(records)]);
    },
  };
};
