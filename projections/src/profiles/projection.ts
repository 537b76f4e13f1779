import {
  evolveProfileState,
  memberSearchDocument,
  profileEventSchemas,
  type MembershipEventType,
  type ProfileEventType,
  type ProfileState,
  type ProfileStreamEvent,
} from '@academy/domain';
import {
  memberDocument,
  membersCollection,
  postgresSearch,
  type Removal,
  type SqlExecutor,
} from '@academy/platform';
import { type Projection, type ProjectedEvent, type TableName } from '../runner/projection.js';

/** The Registry's search collection on PostgreSQL, written in the profiles' transaction. */
export const memberSearch = postgresSearch(membersCollection);

export type ProfileHandled =
  'UserRegistered' | 'UserBanned' | 'UserUnbanned' | 'MemberErased' | ProfileEventType | MembershipEventType;
type Handled = ProfileHandled;

/** The membership events that change the tier a member holds (the Registry shows it). */
const membershipTierEvents: MembershipEventType[] = [
  'MembershipActivated',
  'MembershipRenewed',
  'MembershipTierChanged',
  'MembershipExpired',
];

const profileEventTypes = Object.keys(profileEventSchemas) as ProfileEventType[];

/** Every event that changes a member's profile or their search document. */
export const profileHandles: readonly ProfileHandled[] = [
  'UserRegistered',
  'UserBanned',
  'UserUnbanned',
  'MemberErased',
  ...profileEventTypes,
  ...membershipTierEvents,
];

interface Folded {
  state: ProfileState;
  version: number;
  joinedAt: number;
}

const loadFolded = async (
  tx: SqlExecutor,
  table: TableName,
  userIDs: readonly string[],
  logical: string,
): Promise<Map<string, Folded>> => {
  const { rows } = await tx.query<{
    user_id: string;
    state: ProfileState | string;
    version: number;
    joined_at: number | string;
  }>(`select user_id, state, version, joined_at from ${table(logical)} where user_id = any($1::uuid[])`, [
    userIDs,
  ]);
  return new Map(
    rows.map((r) => [
      r.user_id,
      {
        state: typeof r.state === 'string' ? (JSON.parse(r.state) as ProfileState) : r.state,
        version: r.version,
        joinedAt: Number(r.joined_at),
      },
    ]),
  );
};

const joinedAtOf = (event: ProjectedEvent<Handled>): number =>
  Math.floor(Date.parse(event.metadata.timestamp || event.recordedAt) / 1000) || 0;

export interface FoldedProfile extends Folded {
  userID: string;
  profile: Exclude<ProfileState, { status: 'none' }>;
}

/**
 * Folds a batch into the profiles it changed, from the states stored in `logical` (a table with
 * user_id, state, version and joined_at); events at or below a stored version change nothing.
 * Members erased in the batch come apart, as removals (`MemberErased`'s version).
 */
export const foldProfiles = async (
  tx: SqlExecutor,
  table: TableName,
  events: readonly ProjectedEvent<ProfileHandled>[],
  logical: string,
): Promise<{ rows: FoldedProfile[]; erased: Removal[] }> => {
  const userIDs = [...new Set(events.map((e) => e.data.userID))];
  const folded = await loadFolded(tx, table, userIDs, logical);
  const changed = new Set<string>();
  for (const event of events) {
    const userID = event.data.userID;
    const before = folded.get(userID) ?? {
      state: { status: 'none' } as ProfileState,
      version: 0,
      joinedAt: 0,
    };
    if (event.version <= before.version) continue;
    folded.set(userID, {
      state: evolveProfileState(before.state, event as unknown as ProfileStreamEvent),
      version: event.version,
      joinedAt: event.type === 'UserRegistered' ? joinedAtOf(event) : before.joinedAt,
    });
    changed.add(userID);
  }
  const rows = [...changed].flatMap((userID) => {
    const f = folded.get(userID)!;
    return f.state.status === 'none' ? [] : [{ userID, ...f, profile: f.state }];
  });
  const erased = events
    .filter((e) => e.type === 'MemberErased' && changed.has(e.data.userID))
    .map((e) => ({ id: e.data.userID, version: e.version }));
  return { rows, erased };
};

/** Erased members leave the state table (their search documents are removed by the caller). */
export const deleteErased = async (
  tx: SqlExecutor,
  table: TableName,
  logical: string,
  erased: readonly Removal[],
): Promise<void> => {
  if (erased.length === 0) return;
  await tx.query(`delete from ${table(logical)} where user_id = any($1::uuid[])`, [erased.map((e) => e.id)]);
};

/**
 * Profiles: each member's profile folded from `user-{userID}` (what `GET /rest/user/profile` shows,
 * through the domain's privacy rules), and the Registry's search documents (each field stored at
 * the audiences that may see it; opted-out and banned members removed), in one transaction.
 * Idempotent by user id and stream version: an event at or below the stored version changes nothing.
 */
export const profilesProjection: Projection<Handled> = {
  name: 'profiles',
  codeVersion: 3,
  tables: ['user_profiles', ...memberSearch.tables],
  handles: profileHandles,
  async create(tx, table) {
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
    await memberSearch.create(tx, table);
  },
  async apply(tx, events, table) {
    const { rows, erased } = await foldProfiles(tx, table, events, 'user_profiles');
    await deleteErased(tx, table, 'user_profiles', erased);
    if (erased.length) await memberSearch.writer(tx, table).remove(erased);
    if (rows.length === 0) return;
    for (const row of rows) {
      await tx.query(
        `insert into ${table('user_profiles')} (user_id, first_name, last_name, membership_tier, state, joined_at, version)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7)
         on conflict (user_id) do update set
           first_name = excluded.first_name, last_name = excluded.last_name,
           membership_tier = excluded.membership_tier, state = excluded.state,
           joined_at = excluded.joined_at, version = excluded.version
         where ${table('user_profiles')}.version < excluded.version`,
        [
          row.userID,
          row.profile.firstName,
          row.profile.lastName,
          row.profile.membershipTier,
          JSON.stringify(row.profile),
          row.joinedAt,
          row.version,
        ],
      );
    }
    const writer = memberSearch.writer(tx, table);
    const docs = rows.map((row) =>
      memberDocument(memberSearchDocument(row.profile, row.joinedAt), row.version),
    );
    const indexed = docs.flatMap((d) => ('index' in d ? [d.index] : []));
    const removed = docs.flatMap((d) => ('remove' in d ? [d.remove] : []));
    if (indexed.length) await writer.index(indexed);
    if (removed.length) await writer.remove(removed);
  },
};
