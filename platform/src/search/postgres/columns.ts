import { flatten, lower, storedName } from '../collection.js';
import {
  audiences,
  type Audience,
  type CollectionSchema,
  type FieldValue,
  type SearchDocument,
} from '../port.js';
import { column, hasColumn } from './table.js';

export interface ColumnDef {
  name: string;
  cast: string;
  /** The field and its audience (both for a shared field). */
  field: string;
  audiences: readonly Audience[];
  value: (flat: Record<string, FieldValue>) => FieldValue;
}

const casts = {
  text: '::text',
  keyword: '::text',
  keywords: '::text[]',
  integer: '::bigint',
  boolean: '::boolean',
};

/** The columns a collection's table holds, each with how to compute it from a flattened document. */
export const columnDefs = (schema: CollectionSchema): ColumnDef[] =>
  Object.entries(schema.fields).flatMap(([name, spec]) => {
    if (!hasColumn(spec)) return [];
    const caseless = spec.type === 'text' || Boolean(spec.caseless);
    const each: [string, readonly Audience[]][] = spec.scoped
      ? audiences.map((a) => [storedName(name, spec, a), [a]])
      : [[name, audiences]];
    return each.map(([stored, forAudiences]) => ({
      name: column(stored),
      cast: casts[spec.type],
      field: name,
      audiences: forAudiences,
      value: (flat: Record<string, FieldValue>) =>
        caseless ? lower(flat[stored] ?? null) : (flat[stored] ?? null),
    }));
  });

/** A row's cells, by column name, for a document (or a removal: all null). */
export const cellsOf = (
  schema: CollectionSchema,
  defs: readonly ColumnDef[],
  doc: SearchDocument | undefined,
) => {
  const flat = doc ? flatten(schema, doc) : undefined;
  const cells = new Map<string, FieldValue>();
  for (const def of defs) cells.set(def.name, flat ? def.value(flat) : null);
  return { flat, cells };
};
