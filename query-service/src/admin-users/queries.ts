import {
  phoneSearchKey,
  type AdminUserRow,
  type AdminUserSearch,
  type AdminUserSearchResult,
} from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';

interface Row {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  membership_tier: string | null;
  membership_status: string | null;
  status: 'active' | 'banned';
  ban_reason: string | null;
  admin: boolean;
  admin_since: Date | string | null;
  admin_by: string | null;
  created_at: Date | string;
  last_sign_in: Date | string | null;
  total: string | number;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const toUser = (row: Row): AdminUserRow => ({
  userID: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  membershipTier: row.membership_tier,
  membershipStatus: row.membership_status,
  status: row.status,
  banReason: row.ban_reason,
  admin: row.admin,
  adminSince: iso(row.admin_since),
  adminBy: row.admin_by,
  created: iso(row.created_at)!,
  lastSignIn: iso(row.last_sign_in),
});

const columns = `u.*, (select max(s.created_at) from sessions s where s.user_id = u.user_id) as last_sign_in`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Name: every word a prefix of the first or last name, or close to the full name (pg_trgm, typos);
 * email: exact or prefix, case-insensitive; phone: the same digits whatever the format (either
 * side's missing country code or trunk 0 ignored).
 */
export const searchAdminUsers = async (
  db: SqlExecutor,
  search: AdminUserSearch,
): Promise<AdminUserSearchResult> => {
  const { queryValue, queryType, page, limit } = search;
  const offset = (page - 1) * limit;
  let where = 'true';
  let order = 'lower(u.last_name), lower(u.first_name), u.user_id';
  const params: unknown[] = [];
  if (queryValue) {
    if (queryType === 'email') {
      params.push(`${escapeLike(queryValue.toLowerCase())}%`);
      where = `u.email like $1`;
      order = `length(u.email), u.email`;
    } else if (queryType === 'phone') {
      // Digits only, leading zeros (a trunk or "00" prefix) dropped: either number may lack the
      // country code, so "912 34 567" finds +47 912 34 567.
      const digits = queryValue.replace(/\D/g, '').replace(/^0+/, '');
      params.push(phoneSearchKey(queryValue) ?? '', digits.length >= 6 ? digits : '');
      const stored = `regexp_replace(coalesce(u.phone_key, ''), '[^0-9]', '', 'g')`;
      where = `(u.phone_key = $1 or ($2 <> '' and length(${stored}) >= 6 and (${stored} like '%' || $2 or $2 like '%' || ${stored})))`;
    } else {
      const words = queryValue.toLowerCase().split(/\s+/).filter(Boolean);
      const prefixes = words.map((w) => {
        params.push(`${escapeLike(w)}%`);
        return `(lower(u.first_name) like $${params.length} or lower(u.last_name) like $${params.length})`;
      });
      params.push(queryValue.toLowerCase());
      const full = `$${params.length}`;
      where = `((${prefixes.join(' and ')}) or word_similarity(${full}, lower(u.first_name || ' ' || u.last_name)) >= 0.5)`;
      order = `word_similarity(${full}, lower(u.first_name || ' ' || u.last_name)) desc, ${order}`;
    }
  }
  params.push(limit, offset);
  const { rows } = await db.query<Row>(
    `select ${columns}, count(*) over () as total from admin_users u where ${where}
     order by ${order} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page > 1) {
    const counted = await db.query<{ n: string | number }>(
      `select count(*) as n from admin_users u where ${where}`,
      params.slice(0, -2),
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return { users: rows.map(toUser), total, page, limit };
};

export const findAdminUser = async (db: SqlExecutor, userID: string): Promise<AdminUserRow | undefined> => {
  const { rows } = await db.query<Row>(
    `select ${columns}, 1 as total from admin_users u where u.user_id = $1`,
    [userID],
  );
  return rows[0] ? toUser(rows[0]) : undefined;
};
