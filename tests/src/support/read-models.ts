import { type SqlClient } from '@academy/platform';

/**
 * Internal write-order counters (the search tables' `seq`, kept to refresh facet memory): they
 * count writes in the order this database saw them, so two stores built from the same events may
 * number them differently; they are not data.
 */
const writeCounters = new Set(['seq']);

/**
 * One row as canonical JSON: keys sorted at every depth, dates as ISO text, and numbers as numbers
 * (the `pg` driver answers bigint and numeric columns as strings, PGlite as numbers).
 */
const canonical = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => !writeCounters.has(k))
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
};

/** Every read model (the views queries read), each as its rows sorted, as JSON text. */
export const readModels = async (db: SqlClient): Promise<Record<string, string[]>> => {
  const { rows: views } = await db.query<{ name: string }>(
    "select table_name as name from information_schema.views where table_schema = 'public' order by 1",
  );
  const result: Record<string, string[]> = {};
  for (const { name } of views) {
    const { rows } = await db.query<Record<string, unknown>>(`select * from ${name}`);
    result[name] = rows.map((r) => JSON.stringify(canonical(r))).sort();
  }
  return result;
};
