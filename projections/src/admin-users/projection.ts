import { phoneSearchKey } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { type ProjectedEvent, type Projection, type TableName } from '../runner/projection.js';
import { adminUserIndexes, adminUsersBulkReplay, createAdminUserTables } from './bulk-replay.js';

type Handled =
  | 'UserRegistered'
  | 'UserBanned'
  | 'UserUnbanned'
  | 'MemberErased'
  | 'EmailChanged'
  | 'ProfileNamesChanged'
  | 'PhoneChanged'
  | 'MembershipChosen'
  | 'MembershipActivated'
  | 'MembershipRenewed'
  | 'MembershipTierChanged'
  | 'MembershipPastDue'
  | 'MembershipExpired'
  | 'AdminGranted'
  | 'AdminRevoked';

const set = async (
  tx: SqlExecutor,
  table: TableName,
  userID: string,
  version: number,
  assignments: string,
  values: unknown[],
) => {
  await tx.query(
    `update ${table('admin_users')} set ${assignments}, version = $2 where user_id = $1 and version < $2`,
    [userID, version, ...values],
  );
};

/** The admin columns of members' rows, copied from `admin_grants` (the `admins` stream's own table). */
const mergeGrants = (tx: SqlExecutor, table: TableName, userIDs: readonly string[]) =>
  tx.query(
    `update ${table('admin_users')} u
        set admin = g.admin, admin_since = g.admin_since, admin_by = g.admin_by, admin_version = g.admin_version
       from ${table('admin_grants')} g
      where u.user_id = any($1::uuid[]) and g.user_id = u.user_id and u.admin_version < g.admin_version`,
    [[...new Set(userIDs)]],
  );

type Registration = ProjectedEvent<'UserRegistered'>;

/**
 * Registrations in a row, as one insert in delivery order (a member's first registration wins:
 * `do nothing`), each row with its member's grant if the `admins` stream's came first. One event
 * at a time took two statements each: most of a replay of 90,000 registrations through the sealing
 * store, whose sealed names the set-based load leaves to `apply`.
 */
const register = async (tx: SqlExecutor, table: TableName, registrations: readonly Registration[]) => {
  const rows = registrations.map(({ data: { userID, membershipTier, personal }, metadata, version }, i) => ({
    i,
    user_id: userID,
    first_name: personal.firstName,
    last_name: personal.lastName,
    email: personal.email.toLowerCase(),
    membership_tier: membershipTier,
    membership_status: membershipTier ? 'active' : null,
    created_at: metadata.timestamp,
    version,
  }));
  await tx.query(
    `insert into ${table('admin_users')}
       (user_id, first_name, last_name, email, membership_tier, membership_status, created_at, version,
        admin, admin_since, admin_by, admin_version)
     select r.user_id, first_name, last_name, email, membership_tier, membership_status, created_at, version,
            coalesce(g.admin, false), g.admin_since, g.admin_by, coalesce(g.admin_version, 0)
       from jsonb_to_recordset($1::jsonb) as r(i integer, user_id uuid, first_name text, last_name text,
            email text, membership_tier text, membership_status text, created_at timestamptz, version integer)
       left join ${table('admin_grants')} g on g.user_id = r.user_id
      order by i
     on conflict (user_id) do nothing`,
    [JSON.stringify(rows)],
  );
};

/**
 * The admin area's list of members: names, email, phone (E.164 digits, so any format finds it),
 * tier, membership status, ban, admin. Idempotent: user-stream changes by stream version, admin
 * grants by the `admins` stream's version.
 *
 * It joins two streams, which Kafka delivers in any order relative to each other: the `admins`
 * stream owns `admin_grants` (kept even for a member whose registration has not arrived yet), and
 * both a grant and a registration merge it into the member's row, so either order gives one row.
 */
export const adminUsersProjection: Projection<Handled> = {
  name: 'admin-users',
  codeVersion: 2,
  tables: ['admin_users', 'admin_grants'],
  // The `admins` stream's rows, merged into each member's row (whatever order the streams arrive in).
  ownTables: ['admin_grants'],
  handles: [
    'UserRegistered',
    'UserBanned',
    'UserUnbanned',
    'MemberErased',
    'EmailChanged',
    'ProfileNamesChanged',
    'PhoneChanged',
    'MembershipChosen',
    'MembershipActivated',
    'MembershipRenewed',
    'MembershipTierChanged',
    'MembershipPastDue',
    'MembershipExpired',
    'AdminGranted',
    'AdminRevoked',
  ],
  async create(tx, table) {
    await createAdminUserTables(tx, table);
    for (const statement of adminUserIndexes(table)) await tx.exec(statement);
  },
  bulk: adminUsersBulkReplay,
  async apply(tx, events, table) {
    for (let at = 0; at < events.length; at++) {
      const event = events[at]!;
      const v = event.version;
      switch (event.type) {
        case 'UserRegistered': {
          // This registration and the ones right after it, in one statement.
          let end = at + 1;
          while (end < events.length && events[end]!.type === 'UserRegistered') end++;
          await register(tx, table, events.slice(at, end) as Registration[]);
          at = end - 1;
          break;
        }
        case 'UserBanned':
          await set(tx, table, event.data.userID, v, `status = 'banned', ban_reason = $3`, [
            event.data.reason,
          ]);
          break;
        case 'UserUnbanned':
          await set(tx, table, event.data.userID, v, `status = 'active', ban_reason = null`, []);
          break;
        case 'MemberErased':
          await tx.query(`delete from ${table('admin_users')} where user_id = $1`, [event.data.userID]);
          break;
        case 'EmailChanged':
          await set(tx, table, event.data.userID, v, `email = $3`, [event.data.personal.email.toLowerCase()]);
          break;
        case 'ProfileNamesChanged': {
          const { firstName, lastName } = event.data.personal;
          await set(
            tx,
            table,
            event.data.userID,
            v,
            `first_name = coalesce($3, first_name), last_name = coalesce($4, last_name)`,
            [firstName ?? null, lastName ?? null],
          );
          break;
        }
        case 'PhoneChanged': {
          const phone = event.data.personal.phone;
          await set(tx, table, event.data.userID, v, `phone = $3, phone_key = $4`, [
            phone,
            phone ? (phoneSearchKey(phone) ?? null) : null,
          ]);
          break;
        }
        case 'MembershipChosen':
          await set(tx, table, event.data.userID, v, `membership_status = 'pending'`, []);
          break;
        case 'MembershipActivated':
        case 'MembershipRenewed':
          await set(tx, table, event.data.userID, v, `membership_tier = $3, membership_status = 'active'`, [
            event.data.tier,
          ]);
          break;
        case 'MembershipTierChanged':
          if (event.data.effective === 'immediately')
            await set(tx, table, event.data.userID, v, `membership_tier = $3`, [event.data.toTier]);
          break;
        case 'MembershipPastDue':
          await set(tx, table, event.data.userID, v, `membership_status = 'past-due'`, []);
          break;
        case 'MembershipExpired':
          await set(tx, table, event.data.userID, v, `membership_status = 'expired'`, []);
          break;
        case 'AdminGranted':
        case 'AdminRevoked': {
          const granted = event.type === 'AdminGranted';
          await tx.query(
            `insert into ${table('admin_grants')} (user_id, admin, admin_since, admin_by, admin_version)
             values ($1, $2, case when $2 then $3::timestamptz end, case when $2 then $4 end, $5)
             on conflict (user_id) do update set admin = excluded.admin, admin_since = excluded.admin_since,
               admin_by = excluded.admin_by, admin_version = excluded.admin_version
             where ${table('admin_grants')}.admin_version < excluded.admin_version`,
            [event.data.userID, granted, event.metadata.timestamp, event.data.by, v],
          );
          await mergeGrants(tx, table, [event.data.userID]);
          break;
        }
      }
    }
  },
};
