import { type SqlExecutor } from '../../sql/sql-client.js';
import {
  audiences,
  type Audience,
  type CollectionSchema,
  type Removal,
  type SearchDocument,
  type SearchIndexWriter,
} from '../port.js';
import { cellsOf, columnDefs } from './columns.js';
import { Params } from './params.js';
import { hasFullText, logicalTable, type TableNamer } from './table.js';

const ROWS_PER_STATEMENT = 250;

/** One row per id: the newest version in the batch. */
const newest = <T extends { id: string; version: number }>(rows: readonly T[]): T[] => {
  const byId = new Map<string, T>();
  for (const row of rows) {
    const seen = byId.get(row.id);
    if (!seen || seen.version <= row.version) byId.set(row.id, row);
  }
  return [...byId.values()];
};

/** The words of every matched field an audience may see, for its full-text vector. */
export const fullText = (schema: CollectionSchema, doc: SearchDocument, audience: Audience): string => {
  const words: string[] = [];
  for (const [name, spec] of Object.entries(schema.fields)) {
    if (!spec.match) continue;
    const value = spec.scoped ? doc.scoped[audience][name] : doc.shared[name];
    if (typeof value === 'string') words.push(value);
    else if (Array.isArray(value)) words.push(...(value as string[]));
  }
  return words.join(' ').toLowerCase();
};

interface Row {
  id: string;
  version: number;
  doc?: SearchDocument;
}

/**
 * The PostgreSQL adapter's writes, on the executor it is given (a projection's batch transaction)
 * and the tables of the generation being written. A row only replaces an older version (a removal
 * leaves a row nobody finds, at its version). Facets are counted by the readers, in memory, from
 * the filter columns (facet-memory), so a write touches no other table.
 */
export const postgresSearchWriter = (
  tx: SqlExecutor,
  schema: CollectionSchema,
  table: TableNamer,
): SearchIndexWriter => {
  const t = table(logicalTable(schema));
  const defs = columnDefs(schema);
  const fts = hasFullText(schema);
  const names = [
    'id',
    'version',
    'listed',
    'doc',
    'seq',
    ...defs.map((c) => c.name),
    ...(fts ? audiences.map((a) => `fts__${a}`) : []),
  ];
  const updates = names.filter((n) => n !== 'id').map((n) => `${n} = excluded.${n}`);

  const write = async (rows: readonly Row[]) => {
    const params = new Params();
    const values = rows.map(({ id, version, doc }) => {
      const { flat, cells } = cellsOf(schema, defs, doc);
      return `(${[
        params.add(id, '::text'),
        params.add(version, '::int'),
        params.add(doc !== undefined, '::boolean'),
        params.add(JSON.stringify(flat ?? {}), '::jsonb'),
        `nextval('${t}_seq_numbers')`,
        ...defs.map((c) => params.add(cells.get(c.name), c.cast)),
        ...(fts
          ? audiences.map(
              (a) => `to_tsvector('simple', ${params.add(doc ? fullText(schema, doc, a) : '', '::text')})`,
            )
          : []),
      ].join(', ')})`;
    });
    await tx.query(
      `insert into ${t} (${names.join(', ')}) values ${values.join(', ')}
       on conflict (id) do update set ${updates.join(', ')} where ${t}.version < excluded.version`,
      params.values,
    );
  };

  const upsert = async (rows: readonly Row[]) => {
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
      await write(rows.slice(start, start + ROWS_PER_STATEMENT));
  };
  return {
    index: (documents) => upsert(newest(documents).map((doc) => ({ id: doc.id, version: doc.version, doc }))),
    remove: (removals: readonly Removal[]) => upsert(newest(removals)),
  };
};
