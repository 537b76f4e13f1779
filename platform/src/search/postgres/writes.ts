import { type SqlExecutor } from '../../sql/sql-client.js';
import { flatten, lower } from '../collection.js';
import {
  audiences,
  type CollectionSchema,
  type Removal,
  type SearchDocument,
  type SearchIndexWriter,
} from '../port.js';
import { Params } from './params.js';
import { column, hasColumn, hasFullText, logicalTable, type TableNamer } from './table.js';
import { storedName } from '../collection.js';

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
const fullText = (
  schema: CollectionSchema,
  doc: SearchDocument,
  audience: (typeof audiences)[number],
): string => {
  const words: string[] = [];
  for (const [name, spec] of Object.entries(schema.fields)) {
    if (!spec.match) continue;
    const value = spec.scoped ? doc.scoped[audience][name] : doc.shared[name];
    if (typeof value === 'string') words.push(value);
    else if (Array.isArray(value)) words.push(...(value as string[]));
  }
  return words.join(' ').toLowerCase();
};

/**
 * The PostgreSQL adapter's writes, on the executor it is given (a projection's batch transaction)
 * and the table of the generation being written. A row only replaces an older version.
 */
export const postgresSearchWriter = (
  tx: SqlExecutor,
  schema: CollectionSchema,
  table: TableNamer,
): SearchIndexWriter => {
  const t = table(logicalTable(schema));
  const columns: {
    name: string;
    value: (doc: SearchDocument, flat: ReturnType<typeof flatten>) => unknown;
    cast: string;
  }[] = [];
  for (const [name, spec] of Object.entries(schema.fields)) {
    if (!hasColumn(spec)) continue;
    const cast = {
      text: '::text',
      keyword: '::text',
      keywords: '::text[]',
      integer: '::bigint',
      boolean: '::boolean',
    }[spec.type];
    const caseless = spec.type === 'text' || spec.caseless;
    const each = spec.scoped ? audiences.map((a) => storedName(name, spec, a)) : [name];
    for (const stored of each) {
      columns.push({
        name: column(stored),
        cast,
        value: (_doc, flat) => (caseless ? lower(flat[stored]!) : flat[stored]),
      });
    }
  }
  const fts = hasFullText(schema);
  const names = [
    'id',
    'version',
    'listed',
    'doc',
    ...columns.map((c) => c.name),
    ...(fts ? audiences.map((a) => `fts__${a}`) : []),
  ];
  const updates = names.filter((n) => n !== 'id').map((n) => `${n} = excluded.${n}`);
  const upsert = async (rows: { id: string; version: number; doc?: SearchDocument }[]) => {
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const params = new Params();
      const values = rows.slice(start, start + ROWS_PER_STATEMENT).map(({ id, version, doc }) => {
        const flat = doc ? flatten(schema, doc) : undefined;
        const cells = [
          params.add(id, '::text'),
          params.add(version, '::int'),
          params.add(doc !== undefined, '::boolean'),
          params.add(JSON.stringify(flat ?? {}), '::jsonb'),
          ...columns.map((c) => params.add(doc && flat ? c.value(doc, flat) : null, c.cast)),
          ...(fts
            ? audiences.map(
                (a) => `to_tsvector('simple', ${params.add(doc ? fullText(schema, doc, a) : '', '::text')})`,
              )
            : []),
        ];
        return `(${cells.join(', ')})`;
      });
      await tx.query(
        `insert into ${t} (${names.join(', ')}) values ${values.join(', ')}
         on conflict (id) do update set ${updates.join(', ')} where ${t}.version < excluded.version`,
        params.values,
      );
    }
  };
  return {
    index: (documents) => upsert(newest(documents).map((doc) => ({ id: doc.id, version: doc.version, doc }))),
    // A removal is a row nobody finds, at its version: an older document arriving later stays out.
    remove: (removals: readonly Removal[]) => upsert(newest(removals)),
  };
};
