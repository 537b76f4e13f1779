import { type SqlExecutor } from '@academy/platform';
import { type Projection, type TableName } from '../runner/projection.js';
import { createMemberIndexes, createMemberTable, registryBulkReplay } from './bulk-replay.js';
import { type MemberRow, upsertMembers } from './upsert-members.js';

/** Banned members leave the results; unbanning brings them back. Older versions change nothing. */
const setBanned = async (
  tx: SqlExecutor,
  table: TableName,
  version: number,
  userID: string,
  banned: boolean,
) => {
  await tx.query(
    `update ${table('registry_members')} set banned = $2, version = $3 where user_id = $1 and version < $3`,
    [userID, banned, version],
  );
};

/** The Registry: members by name, for search (erased members removed). Idempotent by user id and stream version. */
export const registryProjection: Projection<
  'UserRegistered' | 'UserBanned' | 'UserUnbanned' | 'MemberErased'
> = {
  name: 'registry',
  // 4: the key is a unique index built after a set-based load; trigram indexes are GIN (bulk-replay.ts).
  codeVersion: 4,
  tables: ['registry_members'],
  handles: ['UserRegistered', 'UserBanned', 'UserUnbanned', 'MemberErased'],
  async create(tx, table) {
    await createMemberTable(tx, table);
    await createMemberIndexes(tx, table);
  },
  bulk: registryBulkReplay,
  async apply(tx, events, table) {
    // Registrations go in one statement per run; a ban first writes the run before it, so each
    // member's events still apply in order.
    let registrations: MemberRow[] = [];
    const flush = async () => {
      if (registrations.length > 0) await upsertMembers(tx, table, registrations);
      registrations = [];
    };
    for (const event of events) {
      if (event.type === 'UserRegistered') {
        const { userID, membershipTier, personal } = event.data;
        registrations.push({
          userID,
          firstName: personal.firstName,
          lastName: personal.lastName,
          membershipTier,
          version: event.version,
        });
      } else if (event.type === 'MemberErased') {
        // An erased member leaves the Registry for good.
        await flush();
        await tx.query(`delete from ${table('registry_members')} where user_id = $1`, [event.data.userID]);
      } else {
        await flush();
        await setBanned(tx, table, event.version, event.data.userID, event.type === 'UserBanned');
      }
    }
    await flush();
  },
};
