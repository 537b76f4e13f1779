import { organizationNameKey, type OrganizationsAnswer, type OrganizationView } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';

interface Row {
  organization_id: string;
  name: string;
  kind: string;
}

const view = (r: Row): OrganizationView => ({ id: r.organization_id, name: r.name, kind: r.kind });

export const findOrganization = async (
  db: SqlExecutor,
  id: string,
): Promise<OrganizationView | undefined> => {
  const { rows } = await db.query<Row>(
    'select organization_id, name, kind from organizations where organization_id = $1',
    [id],
  );
  return rows[0] ? view(rows[0]) : undefined;
};

/** Names of the given organizations (the Registry's facets), in one read. */
export const organizationNames = async (
  db: SqlExecutor,
  ids: readonly string[],
): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Row>(
    'select organization_id, name, kind from organizations where organization_id = any($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.organization_id, r.name]));
};

const likePrefix = (term: string): string => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Organizations whose name starts with the search (or has a word that does), then those a typo
 * away (trigram similarity); everything by name without a search. Pages of `limit`.
 */
export const searchOrganizations = async (
  db: SqlExecutor,
  search: string,
  page: number,
  limit: number,
): Promise<OrganizationsAnswer> => {
  const key = organizationNameKey(search);
  const offset = (page - 1) * limit;
  const { rows } = key
    ? await db.query<Row & { total: number | string }>(
        `select organization_id, name, kind, count(*) over () as total from organizations
          where name_key like $1 or name_key like $2 or name_key % $3
          order by (name_key like $1) desc, (name_key like $2) desc, similarity(name_key, $3) desc, name_key, organization_id
          limit $4 offset $5`,
        [likePrefix(key), `% ${likePrefix(key)}`, key, limit, offset],
      )
    : await db.query<Row & { total: number | string }>(
        `select organization_id, name, kind, count(*) over () as total from organizations
          order by name_key, organization_id limit $1 offset $2`,
        [limit, offset],
      );
  return { organizations: rows.map(view), total: Number(rows[0]?.total ?? 0), page };
};
