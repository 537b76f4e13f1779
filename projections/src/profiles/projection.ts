import { memberSearchDocument, type ProfileState } from '@academy/domain';
import { memberDocument, type Removal, type SqlExecutor } from '@academy/platform';
import { type Projection, type ProjectedEvent, type TableName } from '../runner/projection.js';
import { profilesBulkReplay } from './bulk-replay.js';
import { foldEvent, notFolded, type Folded } from './fold.js';
import { profileHandles, type ProfileHandled } from './handles.js';
import { createProfileTable, writeProfiles, type FoldedProfile } from './rows.js';
import { memberSearch } from './search.js';
import { withoutPostgresSearch } from '../search-index/generations.js';

export { profileHandles, type ProfileHandled } from './handles.js';
export { type FoldedProfile } from './rows.js';
export { memberSearch } from './search.js';
type Handled = ProfileHandled;

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
    const after = foldEvent(folded.get(userID) ?? notFolded(), event);
    if (!after) continue;
    folded.set(userID, after);
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
 * through the domain's privacy rules), and with PostgreSQL's search (`search: 'postgres'`) the
 * Registry's search documents (each field stored at the audiences that may see it; opted-out and
 * banned members removed), in one transaction. With MEILI_URL (`'meilisearch'`) no search table:
 * the registry-meilisearch projection writes the documents, and the code version differs, so that
 * switching rebuilds. Idempotent by user id and stream version: an event at or below the stored
 * version changes nothing.
 */
export const profilesProjectionFor = (search: 'postgres' | 'meilisearch'): Projection<Handled> => {
  const withSearch = search === 'postgres';
  // 4: the search table's indexes are built after a replay's load (bulk-replay.ts).
  const codeVersion = 4;
  return {
    name: 'profiles',
    codeVersion: withSearch ? codeVersion : withoutPostgresSearch(codeVersion),
    tables: ['user_profiles', ...(withSearch ? memberSearch.tables : [])],
    formerTables: withSearch ? [] : memberSearch.tables,
    handles: profileHandles,
    async create(tx, table) {
      await createProfileTable(tx, table);
      if (withSearch) await memberSearch.create(tx, table);
    },
    bulk: profilesBulkReplay(withSearch),
    async apply(tx, events, table) {
      const { rows, erased } = await foldProfiles(tx, table, events, 'user_profiles');
      await deleteErased(tx, table, 'user_profiles', erased);
      if (withSearch && erased.length) await memberSearch.writer(tx, table).remove(erased);
      if (rows.length === 0) return;
      await writeProfiles(tx, table, rows);
      if (!withSearch) return;
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
};

/** Profiles with the Registry's search in PostgreSQL (no MEILI_URL). */
export const profilesProjection = profilesProjectionFor('postgres');
