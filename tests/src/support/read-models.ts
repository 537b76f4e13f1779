import { type SqlClient } from '@academy/platform';

/** Every read model (the views queries read), each as its rows sorted, as JSON text. */
export const readModels = async (db: SqlClient): Promise<Record<string, string[]>> => {
  const { rows: views } = await db.query<{ name: string }>(
    "select table_name as name from information_schema.views where table_schema = 'public' order by 1",
  );
  const result: Record<string, string[]> = {};
  for (const { name } of views) {
    const { rows } = await db.query<Record<string, unknown>>(`select * from ${name}`);
    result[name] = rows
      .map((r) => JSON.stringify(r, (_k, v: unknown) => (v instanceof Date ? v.toISOString() : v)))
      .sort();
  }
  return result;
};
