import { audiences, type Audience, type CollectionSchema, type FieldSpec } from '../port.js';
import { storedName, storedNames } from '../collection.js';

/** Maps a logical table name to this generation's table (the projection runner's namer). */
export type TableNamer = (logical: string) => string;

export const logicalTable = (schema: CollectionSchema): string => `search_${schema.name}`;

const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column of a stored attribute (`firstName` → `c_first_name`, `expertise__public` → `c_expertise__public`). */
export const column = (stored: string): string => `c_${snake(stored)}`;

export const columnFor = (name: string, spec: FieldSpec, audience: Audience): string =>
  column(storedName(name, spec, audience));

/** Fields that need a column: names (typos), filters, facets, sorts. Words are in the full text; the rest in `doc`. */
export const hasColumn = (spec: FieldSpec): boolean =>
  Boolean(spec.match === 'name' || spec.filter || spec.facet || spec.sort);

export const hasFullText = (schema: CollectionSchema): boolean =>
  Object.values(schema.fields).some((spec) => spec.match);

const sqlType = (spec: FieldSpec): string =>
  ({ text: 'text', keyword: 'text', keywords: 'text[]', integer: 'bigint', boolean: 'boolean' })[spec.type];

/**
 * The collection's secondary indexes, one `create index if not exists` statement each (a bulk
 * load builds them once its rows are in). Names have no trigram index: their typos are matched
 * from the names held in memory (facet-memory/), and the one statement left with `%` (a long term
 * with thousands of matches in a sort other than relevance) walks the sort's index. Two GiST
 * trigram indexes were one more build per name column in a replay (about 1 s each at 100,000
 * members) and one more index to write on every change, for no query.
 */
export const searchIndexes = (schema: CollectionSchema, table: TableNamer): string[] => {
  const t = table(logicalTable(schema));
  const indexes: string[] = [];
  const index = (name: string, rest: string) =>
    indexes.push(`create index if not exists ${t}_${name} on ${t} ${rest}`);
  for (const [name, spec] of Object.entries(schema.fields)) {
    if (!hasColumn(spec)) continue;
    for (const stored of storedNames(name, spec)) {
      const c = column(stored);
      const indexed = spec.filter && spec.indexed !== false;
      if (indexed && spec.type === 'keywords') index(`${c}_gin`, `using gin (${c})`);
      else if (indexed) index(c, `(${c})`);
    }
  }
  if (hasFullText(schema)) for (const a of audiences) index(`fts__${a}`, `using gin (fts__${a})`);
  for (const [sort, keys] of Object.entries(schema.sorts)) {
    const parts = keys.map((k) => `${column(k.field)} ${k.order}`);
    index(`sort_${sort}`, `(${[...parts, 'id'].join(', ')})`);
  }
  index('seq', '(seq)');
  return indexes;
};

/**
 * The collection's tables (in a projection's transaction): columns, full text per audience, and
 * (unless `deferIndexes`) the indexes.
 */
export const createSearchTable = async (
  tx: { exec(text: string): Promise<void> },
  schema: CollectionSchema,
  table: TableNamer,
  { deferIndexes = false }: { deferIndexes?: boolean } = {},
): Promise<void> => {
  const t = table(logicalTable(schema));
  const columns = [
    'id text primary key',
    'version integer not null',
    'listed boolean not null',
    'doc jsonb not null',
    // The write sequence: readers keep the filter and facet columns in memory and load what changed.
    'seq bigint not null',
  ];
  for (const [name, spec] of Object.entries(schema.fields)) {
    if (!hasColumn(spec)) continue;
    for (const stored of storedNames(name, spec)) columns.push(`${column(stored)} ${sqlType(spec)}`);
  }
  if (hasFullText(schema)) for (const a of audiences) columns.push(`fts__${a} tsvector`);
  const indexes = deferIndexes ? [] : searchIndexes(schema, table);
  await tx.exec(
    `create table ${t} (${columns.join(', ')}); create sequence ${t}_seq_numbers owned by ${t}.seq; ${indexes.map((i) => `${i};`).join(' ')}`,
  );
};
