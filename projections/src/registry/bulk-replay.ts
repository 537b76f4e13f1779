import { type SqlExecutor } from '@academy/platform';
import { type BulkReplay, type TableName } from '../runner/projection.js';

// What zod's `z.uuid()` accepts, but narrower (RFC 9562 versions 1–8 and the RFC variant): an
// event this refuses is not lost, it goes through `apply` and its schema.
const UUID = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$'`;

/** A `UserRegistered` whose data SQL can vouch for: every field the schema requires, of its type. */
const ACCEPTED_REGISTRATION = `(
  e.type = 'UserRegistered' and jsonb_typeof(e.data) = 'object'
  and jsonb_typeof(e.data->'userID') = 'string' and (e.data->>'userID') ~ ${UUID}
  and coalesce(jsonb_typeof(e.data->'membershipTier'), '') in ('string', 'null')
  and coalesce(jsonb_typeof(e.data->'passwordHash'), '') in ('string', 'null')
  and jsonb_typeof(e.data->'personal') = 'object'
  and jsonb_typeof(e.data->'personal'->'email') = 'string'
  and jsonb_typeof(e.data->'personal'->'firstName') = 'string'
  and jsonb_typeof(e.data->'personal'->'lastName') = 'string')`;

export const createMemberTable = async (tx: SqlExecutor, table: TableName): Promise<void> => {
  await tx.exec(`
    create table ${table('registry_members')} (
      user_id uuid primary key,
      first_name text not null,
      last_name text not null,
      first_lower text not null,
      last_lower text not null,
      membership_tier text,
      banned boolean not null default false,
      version integer not null
    );`);
};

const memberIndexes = (table: TableName): string[] => {
  const t = table('registry_members');
  return [
    `create index if not exists ${t}_order on ${t} (last_lower, first_lower, user_id)`,
    `create index if not exists ${t}_first_trgm on ${t} using gist (first_lower gist_trgm_ops)`,
    `create index if not exists ${t}_last_trgm on ${t} using gist (last_lower gist_trgm_ops)`,
  ];
};

export const createMemberIndexes = async (tx: SqlExecutor, table: TableName): Promise<void> => {
  for (const statement of memberIndexes(table)) await tx.exec(statement);
};

/**
 * The Registry rebuilt in one statement: each member's newest registration of the range, straight
 * from the events' JSON. Bans and unbans (their order matters) and any registration the SQL
 * cannot vouch for are the remainder, applied afterwards by `apply` (version-guarded).
 */
export const registryBulkReplay: BulkReplay = {
  createTables: createMemberTable,
  indexes: memberIndexes,
  async load(tx, table, range) {
    const t = table('registry_members');
    await tx.query(
      `insert into ${t} (user_id, first_name, last_name, first_lower, last_lower, membership_tier, version)
       select distinct on (user_id) user_id, first_name, last_name, lower(first_name), lower(last_name), membership_tier, version
         from (select (e.data->>'userID')::uuid as user_id, e.data->'personal'->>'firstName' as first_name,
                      e.data->'personal'->>'lastName' as last_name, e.data->>'membershipTier' as membership_tier, e.version
                 from (${range.text}) e where ${ACCEPTED_REGISTRATION}) r
        order by user_id, version desc
       on conflict (user_id) do update set
         first_name = excluded.first_name, last_name = excluded.last_name,
         first_lower = excluded.first_lower, last_lower = excluded.last_lower,
         membership_tier = excluded.membership_tier, version = excluded.version
       where ${t}.version < excluded.version`,
      range.params,
    );
  },
  remainder: `e.type in ('UserBanned', 'UserUnbanned') or (e.type = 'UserRegistered' and not ${ACCEPTED_REGISTRATION})`,
};
