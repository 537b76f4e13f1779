import { type ProfileState } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';

/** A member's profile as the profiles projection folded it (all fields: privacy is applied by the caller). */
export const findProfileState = async (
  db: SqlExecutor,
  userID: string,
): Promise<ProfileState | undefined> => {
  const { rows } = await db.query<{ state: ProfileState | string }>(
    'select state from user_profiles where user_id = $1',
    [userID],
    { preparedName: 'academy_profile_state' },
  );
  const row = rows[0];
  if (!row) return undefined;
  return typeof row.state === 'string' ? (JSON.parse(row.state) as ProfileState) : row.state;
};
