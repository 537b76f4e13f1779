import { type SqlExecutor } from '../../sql/sql-client.js';
import { queryTerms } from '../query-text.js';
import { type CollectionSchema, type FacetCounts, type FacetRequest, type SearchQuery } from '../port.js';
import { Params } from './params.js';
import { columnFor } from './table.js';
import { filterSql, textConditions } from './where.js';

const specOf = (schema: CollectionSchema, facet: FacetRequest) => {
  const spec = schema.fields[facet.field];
  if (!spec?.facet) throw new Error(`${facet.field} is not a facet of ${schema.name}`);
  return spec;
};

/** Facets no text or other filter narrows: read from the counts the writer keeps. */
const fromCounts = async (
  db: SqlExecutor,
  schema: CollectionSchema,
  query: SearchQuery,
  facets: readonly FacetRequest[],
  table: string,
  counts: FacetCounts,
) => {
  const { rows } = await db.query<{ field: string; value: string; n: number | string }>(
    `select field, value, n from ${table} where audience = $1 and field = any($2::text[]) and n > 0 order by n desc, value`,
    [query.audience, [...new Set(facets.map((f) => f.field))]],
  );
  for (const facet of facets) {
    counts[facet.name] = rows
      .filter((r) => r.field === facet.field)
      .slice(0, facet.limit ?? 100)
      .map((r) => ({ value: r.value, count: Number(r.n) }));
  }
};

/**
 * Disjunctive facets in one statement: the rows that fail at most one facet's filters are read once
 * (with a flag per filter), then each facet counts the rows passing every filter but its own.
 */
const fromRows = async (
  db: SqlExecutor,
  schema: CollectionSchema,
  query: SearchQuery,
  facets: readonly FacetRequest[],
  view: string,
  counts: FacetCounts,
): Promise<number> => {
  const params = new Params();
  const filters = query.filters ?? [];
  const flags = filters.map((f) => filterSql(schema, query.audience, f, params));
  const others = (facet: FacetRequest) =>
    filters.map((_, i) => i).filter((i) => filters[i]!.name !== facet.name);
  const distinct = [...new Set(facets.map((f) => others(f).join(',')))].map((s) =>
    s ? s.split(',').map(Number) : [],
  );
  // A set holding another selects fewer rows, which that other one already reads.
  const sets = distinct.filter((s) => !distinct.some((o) => o !== s && o.every((i) => s.includes(i))));
  const candidates = sets.some((s) => s.length === 0)
    ? []
    : [`(${sets.map((s) => `(${s.map((i) => flags[i]).join(' and ')})`).join(' or ')})`];
  const columns = [...new Set(facets.map((f) => columnFor(f.field, specOf(schema, f), query.audience)))];
  const where = [
    'listed',
    ...textConditions(schema, query.audience, queryTerms(query.text), params),
    ...candidates,
  ];
  const parts = facets.map((facet) => {
    const spec = specOf(schema, facet);
    const c = columnFor(facet.field, spec, query.audience);
    const keywords = spec.type === 'keywords';
    const value = keywords ? 'v.value' : `c.${c}::text`;
    const pass = others(facet).map((i) => `f${i}`);
    return `(select ${params.add(facet.name, '::text')} as facet, ${value} as value, count(*) as n
               from c${keywords ? `, unnest(c.${c}) as v(value)` : ''}
              where ${[...pass, `${value} is not null`].join(' and ')}
              group by ${value} order by n desc, ${value} limit ${params.add(facet.limit ?? 100, '::int')})`;
  });
  // The rows passing every filter are among the candidates: their count is the search's total.
  const all = filters.map((_, i) => `f${i}`).join(' and ') || 'true';
  const sql = `with c as materialized (
      select ${[...flags.map((flag, i) => `${flag} as f${i}`), ...columns].join(', ')}
        from ${view} where ${where.join(' and ')}
    ) ${[...parts, `(select null::text as facet, null::text as value, count(*) as n from c where ${all})`].join(' union all ')}`;
  const { rows } = await db.query<{ facet: string | null; value: string; n: number | string }>(
    sql,
    params.values,
  );
  let total = 0;
  for (const row of rows) {
    if (row.facet === null) total = Number(row.n);
    else counts[row.facet]!.push({ value: row.value, count: Number(row.n) });
  }
  return total;
};

const split = (query: SearchQuery) => {
  const requested = query.facets ?? [];
  const open = queryTerms(query.text).length === 0;
  const whole = requested.filter((f) => open && (query.filters ?? []).every((x) => x.name === f.name));
  return { requested, whole, narrowed: requested.filter((f) => !whole.includes(f)) };
};

/** Whether `postgresFacets` answers the search's total too (then no count is needed). */
export const facetsGiveTotal = (query: SearchQuery): boolean => split(query).narrowed.length > 0;

/** Each facet's values and counts among the rows matching the text and every other filter. */
export const postgresFacets = async (
  db: SqlExecutor,
  schema: CollectionSchema,
  query: SearchQuery,
  tables: { view: string; counts: string },
): Promise<{ counts: FacetCounts; total: number | undefined }> => {
  const { requested, whole, narrowed } = split(query);
  const counts: FacetCounts = Object.fromEntries(requested.map((f) => [f.name, []]));
  const [, total] = await Promise.all([
    whole.length ? fromCounts(db, schema, query, whole, tables.counts, counts) : undefined,
    narrowed.length ? fromRows(db, schema, query, narrowed, tables.view, counts) : undefined,
  ]);
  return { counts, total };
};
