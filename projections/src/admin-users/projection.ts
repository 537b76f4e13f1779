import { phoneSearchKey } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { type Projection, type TableName } from '../runner/projection.js';

type Handled =
  | 'UserRegistered'
  | 'UserBanned'
  | 'UserUnbanned'
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

/**
 * The admin area's list of members: names, email, phone (E.164 digits, so any format finds it),
 * tier, membership status, ban, admin. Idempotent: user-stream changes by stream version, admin
 * grants by the `admins` stream's version.
 */
export const adminUsersProjection: Projection<Handled> = {
  name: 'admin-users',
  codeVersion: 1,
  tables: ['admin_users'],
  handles: [
    'UserRegistered',
    'UserBanned',
    'UserUnbanned',
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
      create index ${table('admin_users')}_email on ${table('admin_users')} (email text_pattern_ops);
      create index ${table('admin_users')}_phone on ${table('admin_users')} (phone_key);
      create index ${table('admin_users')}_names on ${table('admin_users')} (lower(last_name) text_pattern_ops, lower(first_name));
    `);
  },
  async apply(tx, events, table) {
    for (const event of events) {
      const v = event.version;
      switch (event.type) {
        case 'UserRegistered': {
          const { userID, membershipTier, personal } = event.data;
          await tx.query(
            `insert into ${table('admin_users')}
               (user_id, first_name, last_name, email, membership_tier, membership_status, created_at, version)
             values ($1, $2, $3, $4, $5, $6, $7, $8)
             on conflict (user_id) do nothing`,
            [
              userID,
              personal.firstName,
              personal.lastName,
              personal.email.toLowerCase(),
              membershipTier,
              membershipTier ? 'active' : null,
              event.metadata.timestamp,
              v,
            ],
          );
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
        case 'AdminRevoked':
          await tx.query(
            `update ${table('admin_users')}
               set admin = $2, admin_since = case when $2 then $3::timestamptz else null end,
                   admin_by = case when $2 then $4 else null end, admin_version = $5
             where user_id = $1 and admin_version < $5`,
            [event.data.userID, event.type === 'AdminGranted', event.metadata.timestamp, event.data.by, v],
          );
          break;
      }
    }
  },
};
