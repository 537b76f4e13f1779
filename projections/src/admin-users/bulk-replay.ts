import { sqlErrorCode, type SqlExecutor } from '@academy/platform';
import { listedIn, type BulkReplay, type TableName } from '../runner/projection.js';
import { firstRegistrations, REMAINDER_TABLE } from './bulk-registrations.js';

/** SQLSTATE 22P02: a text PostgreSQL cannot read as the type it is cast to. */
const INVALID_TEXT = '22P02';

export const createAdminUserTables = async (tx: SqlExecutor, table: TableName): Promise<void> => {
  await tx.exec(`
    create table ${table('admin_users')} (
      user_id uuid primary key,
      first_name text not null,
      last_name text not null,
      email text not null,
      phone text,
      phone_key text,
      membership_tier text,
      membership_status text,
      status text not null default 'active',
      ban_reason text,
      admin boolean not null default false,
      admin_since timestamptz,
      admin_by text,
      admin_version integer not null default 0,
      created_at timestamptz not null,
      version integer not null
    );
    create table ${table('admin_grants')} (
      user_id uuid primary key,
      admin boolean not null,
      admin_since timestamptz,
      admin_by text,
      admin_version integer not null
    );`);
};

export const adminUserIndexes = (table: TableName): string[] => {
  const t = table('admin_users');
  return [
    `create index if not exists ${t}_email on ${t} (email text_pattern_ops)`,
    `create index if not exists ${t}_phone on ${t} (phone_key)`,
    `create index if not exists ${t}_names on ${t} (lower(last_name) text_pattern_ops, lower(first_name))`,
  ];
};

/**
 * The admin list's rows of registrations in one statement (bulk-registrations.ts); everything else
 * the projection handles (bans, contact and membership changes, admin grants, odd registrations)
 * is the remainder, applied afterwards by `apply` in delivery order.
 */
export const adminUsersBulkReplay: BulkReplay = {
  createTables: createAdminUserTables,
  indexes: adminUserIndexes,
  async load(tx, table, range) {
    await tx.exec(
      `create temp table if not exists ${REMAINDER_TABLE} (position bigint primary key) on commit drop`,
    );
    await tx.exec('savepoint admin_users_load');
    try {
      await tx.query(firstRegistrations(table, range, { checkIdCharacters: false }), range.params);
    } catch (error) {
      if (sqlErrorCode(error) !== INVALID_TEXT) throw error;
      await tx.exec('rollback to savepoint admin_users_load');
      await tx.query(firstRegistrations(table, range, { checkIdCharacters: true }), range.params);
    }
    await tx.exec('release savepoint admin_users_load');
    await tx.exec(`analyze ${REMAINDER_TABLE}`);
  },
  remainder: `e.type <> 'UserRegistered' or ${listedIn(REMAINDER_TABLE, 'position', 'e.position')}`,
};
