import { type SqlExecutor } from '../../sql/sql-client.js';
import {
  audiences,
  type Audience,
  type CollectionSchema,
  type Removal,
  type SearchDocument,
  type SearchIndexWriter,
} from '../port.js';
import { cellsOf, columnDefs, facetKeys } from './columns.js';
import { Params } from './params.js';
import { facetTable, hasFullText, logicalTable, type TableNamer } from './table.js';

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
 * leaves a row nobody finds, at its version). The facet counts of the whole collection move with
 * each row, in the same transaction; a value counted by no document is deleted.
 */
export const postgresSearchWriter = (
  tx: SqlExecutor,
  schema: CollectionSchema,
  table: TableNamer,
): SearchIndexWriter => {
  const t = table(logicalTable(schema));
  const f = table(facetTable(schema));
  const defs = columnDefs(schema);
  const facetDefs = defs.filter((d) => d.facet);
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
    const ids = rows.map((r) => r.id);
    const { rows: stored } = await tx.query<
      Record<string, unknown> & { id: string; version: number; listed: boolean }
    >(
      `select id, version, listed${facetDefs.map((d) => `, ${d.name}`).join('')} from ${t} where id = any($1::text[]) for update`,
      [ids],
    );
    const old = new Map(stored.map((r) => [r.id, r]));
    const changing = rows.filter((r) => (old.get(r.id)?.version ?? -1) < r.version);
    if (changing.length === 0) return;
    const delta = new Map<string, number>();
    const count = (keys: string[], by: number) => {
      for (const key of keys) delta.set(key, (delta.get(key) ?? 0) + by);
    };
    const params = new Params();
    const values = changing.map(({ id, version, doc }) => {
      const before = old.get(id);
      if (before?.listed) count(facetKeys(facetDefs, new Map(Object.entries(before))), -1);
      const { flat, cells } = cellsOf(schema, defs, doc);
      if (doc) count(facetKeys(facetDefs, cells), 1);
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
    const moved = [...delta]
      .filter(([, n]) => n !== 0)
      .map(([key, n]) => [...(JSON.parse(key) as string[]), n] as const);
    if (moved.length === 0) return;
    await tx.query(
      `insert into ${f} (audience, field, value, n)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::bigint[])
       on conflict (audience, field, value) do update set n = ${f}.n + excluded.n`,
      [moved.map((m) => m[0]), moved.map((m) => m[1]), moved.map((m) => m[2]), moved.map((m) => m[3])],
    );
    // A value no document holds any more leaves the table (an erased author's name, say).
    const fell = [...delta].filter(([, n]) => n < 0).map(([key]) => JSON.parse(key) as string[]);
    if (fell.length > 0)
      await tx.query(
        `delete from ${f} where n <= 0 and (audience, field, value) in
           (select * from unnest($1::text[], $2::text[], $3::text[]))`,
        [fell.map((m) => m[0]), fell.map((m) => m[1]), fell.map((m) => m[2])],
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
