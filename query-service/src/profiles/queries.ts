import { type SqlExecutor } from '@academy/platform';

export interface Profile {
  userID: string;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
}

interface Row {
  user_id: string;
  first_name: string;
  last_name: string;
  membership_tier: string | null;
}

export const findProfile = async (db: SqlExecutor, userID: string): Promise<Profile | undefined> => {
  const { rows } = await db.query<Row>(
    'select user_id, first_name, last_name, membership_tier from user_profiles where user_id = $1',
    [userID],
  );
  const row = rows[0];
  return row
    ? {
        userID: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        membershipTier: row.membership_tier,
      }
    : undefined;
};
