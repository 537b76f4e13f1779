import { sqlErrorCode, type SqlExecutor } from '@academy/platform';
import { type BulkReplay, type TableName } from '../runner/projection.js';
import { acceptedMembers, REMAINDER_TABLE } from './bulk-members.js';
import { openHeldMembers, SEALED_TABLE } from './open-sealed.js';

/** SQLSTATE 22P02: a text PostgreSQL cannot read as the type it is cast to. */
const INVALID_TEXT = '22P02';

export const createMemberTable = async (tx: SqlExecutor, table: TableName): Promise<void> => {
  // The key is a unique index (memberIndexes): a set-based load builds it after its rows are in.
  await tx.exec(`
    create table ${table('registry_members')} (
      user_id uuid not null,
      first_name text not null,
      last_name text not null,
      first_lower text not null,
      last_lower text not null,
      membership_tier text,
      banned boolean not null default false,
      version integer not null
    );`);
};

const memberKey = (table: TableName): string => {
  const t = table('registry_members');
  return `create unique index if not exists ${t}_pkey on ${t} (user_id)`;
};

// Trigram indexes are GIN: nothing queries this table by similarity (the Registry's search reads
// the search port's tables), and GIN builds several times faster than GiST (docs/deployment.md).
const memberIndexes = (table: TableName): string[] => {
  const t = table('registry_members');
  return [
    memberKey(table),
    `create index if not exists ${t}_order on ${t} (last_lower, first_lower, user_id)`,
    `create index if not exists ${t}_first_trgm on ${t} using gin (first_lower gin_trgm_ops)`,
    `create index if not exists ${t}_last_trgm on ${t} using gin (last_lower gin_trgm_ops)`,
  ];
};

export const createMemberIndexes = async (tx: SqlExecutor, table: TableName): Promise<void> => {
  for (const statement of memberIndexes(table)) await tx.exec(statement);
};

/**
 * The Registry rebuilt in one statement: each member's newest registration of the range, straight
 * from the events' JSON, in key order into a table without indexes; then its key. On a sealing
 * store, the registrations whose names are sealed are held apart by that statement and opened in
 * Node a page at a time (open-sealed.ts) before the key is built. Bans and unbans
 * (their order matters) and any registration the SQL cannot vouch for are the remainder, noted
 * by position in the same pass and applied afterwards by `apply` (version-guarded).
 */
export const registryBulkReplay: BulkReplay = {
  createTables: createMemberTable,
  indexes: memberIndexes,
  async load(tx, table, range, { open }) {
    const t = table('registry_members');
    await tx.exec(
      `create temp table if not exists ${REMAINDER_TABLE} (position bigint primary key) on commit drop`,
    );
    // A sealing store: the names of registrations whose personal part is sealed are opened in Node.
    const sealedInto = open ? SEALED_TABLE : undefined;
    if (sealedInto)
      await tx.exec(`create temp table if not exists ${sealedInto}
        (user_id uuid, membership_tier text, version integer, personal jsonb) on commit drop`);
    // Ids are cast without a regular expression; one PostgreSQL cannot read fails the statement,
    // and the load runs again checking each id's characters first (bulk-members.ts).
    await tx.exec('savepoint registry_load');
    try {
      await tx.query(acceptedMembers(t, range, { checkIdCharacters: false, sealedInto }), range.params);
    } catch (error) {
      if (sqlErrorCode(error) !== INVALID_TEXT) throw error;
      await tx.exec('rollback to savepoint registry_load');
      await tx.query(acceptedMembers(t, range, { checkIdCharacters: true, sealedInto }), range.params);
    }
    await tx.exec('release savepoint registry_load');
    if (open) await openHeldMembers(tx, t, range, open);
    await tx.exec(memberKey(table));
    await tx.exec(`analyze ${REMAINDER_TABLE}`);
  },
  remainder: `e.position in (select position from ${REMAINDER_TABLE})`,
};
