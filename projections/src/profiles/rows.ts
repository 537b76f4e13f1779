import { type Profile } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { type TableName } from '../runner/projection.js';
import { type Folded } from './fold.js';

export interface FoldedProfile extends Folded {
  userID: string;
  profile: Profile;
}

export const createProfileTable = async (tx: SqlExecutor, table: TableName): Promise<void> => {
  await tx.exec(`
    create table ${table('user_profiles')} (
      user_id uuid primary key,
      first_name text not null,
      last_name text not null,
      membership_tier text,
      state jsonb not null,
      joined_at bigint not null,
      version integer not null
    );
  `);
};

/**
 * Writes folded profiles in one statement, their rows as one JSON parameter; a row only replaces
 * an older version. Ids that name one uuid in different cases keep the newest version's row (one
 * statement cannot write a row twice).
 */
export const writeProfiles = async (
  tx: SqlExecutor,
  table: TableName,
  rows: readonly FoldedProfile[],
): Promise<void> => {
  const newest = new Map<string, FoldedProfile>();
  for (const row of rows) {
    const key = row.userID.toLowerCase();
    const seen = newest.get(key);
    if (!seen || seen.version < row.version) newest.set(key, row);
  }
  if (newest.size === 0) return;
  const records = [...newest.values()].map((row) => ({
    user_id: row.userID,
    first_name: row.profile.firstName,
    last_name: row.profile.lastName,
    membership_tier: row.profile.membershipTier,
    state: row.profile,
    joined_at: row.joinedAt,
    version: row.version,
  }));
  const t = table('user_profiles');
  await tx.query(
    `insert into ${t} (user_id, first_name, last_name, membership_tier, state, joined_at, version)
     select * from jsonb_to_recordset($1::jsonb) as r(user_id uuid, first_name text, last_name text,
       membership_tier text, state jsonb, joined_at bigint, version integer)
     on conflict (user_id) do update set
       first_name = excluded.first_name, last_name = excluded.last_name,
       membership_tier = excluded.membership_tier, state = excluded.state,
       joined_at = excluded.joined_at, version = excluded.version
     where ${t}.version < excluded.version`,
    [JSON.stringify(records)],
  );
};
