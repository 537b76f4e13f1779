import {
  searchTerms,
  type RegistryHit,
  type RegistrySearchParams,
  type RegistrySearchResult,
} from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';

interface Row {
  user_id: string;
  first_name: string;
  last_name: string;
  membership_tier: string | null;
  total: number | string;
}

const likePrefix = (term: string): string => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toHit = (row: Row): RegistryHit => ({
  userID: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  membershipTier: row.membership_tier,
});

/**
 * Each term matches a first or last name by prefix or by trigram similarity (one wrong, missing
 * or extra letter in a name of five letters or more); exact matches first, then prefix, then fuzzy.
 * No terms: everyone, by last then first name.
 */
export const searchRegistry = async (
  db: SqlExecutor,
  params: RegistrySearchParams,
): Promise<RegistrySearchResult> => {
  const terms = searchTerms(params.query);
  const offset = (params.page - 1) * params.limit;
  const values: unknown[] = [params.limit, offset];
  const matches: string[] = [];
  const ranks: string[] = [];
  const similarities: string[] = [];
  for (const term of terms) {
    values.push(term, likePrefix(term));
    const t = `$${values.length - 1}`;
    const p = `$${values.length}`;
    matches.push(
      `(first_lower like ${p} or last_lower like ${p} or first_lower % ${t} or last_lower % ${t})`,
    );
    ranks.push(
      `(case when first_lower = ${t} or last_lower = ${t} then 0 when first_lower like ${p} or last_lower like ${p} then 1 else 2 end)`,
    );
    similarities.push(`greatest(similarity(first_lower, ${t}), similarity(last_lower, ${t}))`);
  }
  const where = ['not banned', ...matches].join(' and ');
  const order = terms.length
    ? `${ranks.join(' + ')}, ${similarities.join(' + ')} desc, last_lower, first_lower, user_id`
    : 'last_lower, first_lower, user_id';
  const { rows } = await db.query<Row>(
    `select user_id, first_name, last_name, membership_tier, count(*) over () as total
       from registry_members where ${where}
       order by ${order} limit $1 offset $2`,
    values,
  );
  const total = rows[0] ? Number(rows[0].total) : await countMatches(db, where, values, offset);
  return { hits: rows.map(toHit), total, page: params.page };
};

/** A page past the end has no rows to carry the total; count it on its own. */
const countMatches = async (
  db: SqlExecutor,
  where: string,
  values: unknown[],
  offset: number,
): Promise<number> => {
  if (offset === 0) return 0;
  const { rows } = await db.query<{ n: number | string }>(
    `select count(*) as n from registry_members where ${where.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) - 2}`)}`,
    values.slice(2),
  );
  return Number(rows[0]?.n ?? 0);
};
