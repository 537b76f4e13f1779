import { memberSearchDocument } from '@academy/domain';
import { memberDocument } from '@academy/platform';
import { handledPagesInOrder } from '../replay/read-ahead.js';
import { type BulkReplay, type ProjectedEvent } from '../runner/projection.js';
import { foldEvent, notFolded, type Folded } from './fold.js';
import { profileHandles, type ProfileHandled } from './handles.js';
import { createProfileTable, writeProfiles, type FoldedProfile } from './rows.js';
import { memberSearch } from './search.js';

/** Events read per page of the cursor (each member's events arrive together, in delivery order). */
const PAGE = 5000;

/** A member's search row: a document, or a removal nobody finds. */
type LoadedRow = ReturnType<typeof memberDocument>;

const HANDLED = profileHandles.map((type) => `'${type}'`).join(', ');

interface Member {
  userID: string;
  folded: Folded;
  /** The version of the last `MemberErased` applied: its search row is a removal at it. */
  erasedAt?: number;
}

/** What the batch path leaves for a member once all their events are applied. */
const rowsOf = (member: Member): { profile?: FoldedProfile; search?: LoadedRow } => {
  const { userID, folded, erasedAt } = member;
  if (folded.state.status !== 'none') {
    const profile = { userID, ...folded, profile: folded.state };
    return {
      profile,
      search: memberDocument(memberSearchDocument(folded.state, folded.joinedAt), folded.version),
    };
  }
  return erasedAt === undefined ? {} : { search: { remove: { id: userID, version: erasedAt } } };
};

/**
 * Profiles rebuilt without reading back what was written: the range's handled events arrive
 * member by member (one cursor, sorted by user id, each member's in delivery order), each member
 * is folded in memory with the domain's fold, and a page's profiles and search rows are written in
 * one statement each (search rows only `withSearch`: PostgreSQL's search, not MEILI_URL), into
 * tables whose indexes are built after the load. Nothing is left to
 * `apply`. Sealed personal parts are opened a page at a time (the store's keys, read once a page).
 */
export const profilesBulkReplay = (withSearch: boolean): BulkReplay => ({
  async createTables(tx, table) {
    await createProfileTable(tx, table);
    if (withSearch) await memberSearch.create(tx, table, { deferIndexes: true });
  },
  indexes: (table) => (withSearch ? memberSearch.indexes(table) : []),
  async load(tx, table, range, context) {
    const loader = withSearch ? memberSearch.loader(tx, table) : undefined;
    let current: Member | undefined;
    let profiles: FoldedProfile[] = [];
    let search: LoadedRow[] = [];
    const finish = (member: Member | undefined) => {
      if (!member) return;
      const rows = rowsOf(member);
      if (rows.profile) profiles.push(rows.profile);
      if (rows.search) search.push(rows.search);
    };
    const flush = async () => {
      await writeProfiles(tx, table, profiles);
      await loader?.add(search);
      profiles = [];
      search = [];
    };
    // The next page is read and opened while this one is folded and written.
    const pages = handledPagesInOrder<ProjectedEvent<ProfileHandled>>(
      tx,
      range,
      { condition: `e.type in (${HANDLED})`, orderBy: `e.data->>'userID', e.txid, e.position`, size: PAGE },
      context,
    );
    for await (const events of pages) {
      for (const event of events) {
        const userID = event.data.userID;
        if (current?.userID !== userID) {
          finish(current);
          current = { userID, folded: notFolded() };
        }
        const after = foldEvent(current.folded, event);
        if (!after) continue;
        current.folded = after;
        if (event.type === 'MemberErased') current.erasedAt = event.version;
      }
      await flush();
    }
    finish(current);
    await flush();
  },
  remainder: 'false',
});
