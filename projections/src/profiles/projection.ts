import { type Projection } from '../runner/projection.js';

/**
 * Profiles: what `GET /rest/user/profile` shows (names, tier). A read model, so profile pages
 * never read the event store; later profile events (names, image, expertise) extend it.
 * Idempotent by user id and stream version.
 */
export const profilesProjection: Projection<'UserRegistered'> = {
  name: 'profiles',
  codeVersion: 1,
  tables: ['user_profiles'],
  handles: ['UserRegistered'],
  async create(tx, table) {
    await tx.exec(`
      create table ${table('user_profiles')} (
        user_id uuid primary key,
        first_name text not null,
        last_name text not null,
        membership_tier text,
        version integer not null
      );
    `);
  },
  async apply(tx, events, table) {
    for (const event of events) {
      const { userID, membershipTier, personal } = event.data;
      await tx.query(
        `insert into ${table('user_profiles')} (user_id, first_name, last_name, membership_tier, version)
         values ($1, $2, $3, $4, $5)
         on conflict (user_id) do update set
           first_name = excluded.first_name, last_name = excluded.last_name,
           membership_tier = excluded.membership_tier, version = excluded.version
         where ${table('user_profiles')}.version < excluded.version`,
        [userID, personal.firstName, personal.lastName, membershipTier, event.version],
      );
    }
  },
};
