import { type Author, type MemberNames } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';

/** The registered first and last names of the authors who are members (from the profiles read model). */
export const memberNamesOf = async (db: SqlExecutor, authors: readonly Author[]): Promise<MemberNames> => {
  const ids = [...new Set(authors.flatMap((a) => (a.userID ? [a.userID] : [])))];
  const names = new Map<string, { firstName: string; lastName: string }>();
  if (ids.length === 0) return names;
  const { rows } = await db.query<{ user_id: string; first_name: string; last_name: string }>(
    'select user_id::text as user_id, first_name, last_name from user_profiles where user_id = any($1::uuid[])',
    [ids],
  );
  for (const row of rows) names.set(row.user_id, { firstName: row.first_name, lastName: row.last_name });
  return names;
};
