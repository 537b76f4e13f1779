// The floor of the open-loop mix's database work: for each kind of request, the reads the app's route
// runs (the same query-service and platform functions, so the same SQL), with nothing around them: no
// cache, no session, no access checks, no rendering. A visitor asks every time.
import {
  DomainError,
  journalListQuerySchema,
  journalSearchQuerySchema,
  parseWith,
  profileFor,
  registryMemberSearchSchema,
  type Viewer,
} from '@academy/domain';
import {
  facetOrganizationIDs,
  journalCollection,
  membersCollection,
  postgresSearch,
  queryTerms,
  registryAnswer,
  registryFacets,
  registrySearchQuery,
  type SqlExecutor,
} from '@academy/platform';
import {
  correctedQuery,
  findProfileState,
  journalSearchQuery,
  knownExpertiseTags,
  listPublications,
  organizationNames,
} from '@academy/query-service';

/** The query string as Express's extended parser gives it (repeated keys as arrays). */
export type FloorParams = Record<string, unknown>;

/** What one request reads: its answer, or undefined for none (404). */
export type FloorRead = (params: FloorParams) => Promise<unknown>;

const VISITOR: Viewer = { kind: 'visitor' };
/** The Journal's page size (query-service's journal route). */
const JOURNAL_PAGE_SIZE = 20;
/** The Registry page's query (frontend registryPageSize): its first page, no search. */
const REGISTRY_PAGE = { page: '1', limit: '20' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emptyFacets = Object.fromEntries(registryFacets.map((f) => [f.name, []]));

/**
 * The reads of `/rest/registry/search`, `/rest/journal/list`, `/rest/journal/search` and
 * `/rest/user/profile` as a visitor asks them, and of the `/journal` and `/registry` pages.
 */
export const floorReads = (db: SqlExecutor) => {
  const members = postgresSearch(membersCollection).reader(db);
  const journal = postgresSearch(journalCollection).reader(db);

  const registrySearch: FloorRead = async (params) => {
    const input = parseWith(registryMemberSearchSchema, params);
    if (input.query.trim() && queryTerms(input.query).length === 0)
      return { hits: [], total: 0, page: input.page, facets: emptyFacets };
    const query = registrySearchQuery(input, VISITOR, await knownExpertiseTags(db));
    const answer = await members.search(query);
    return registryAnswer(answer, await organizationNames(db, facetOrganizationIDs(answer.facets)));
  };

  const journalList: FloorRead = async (params) => {
    const query = parseWith(journalListQuerySchema, params);
    return listPublications(db, { ...query, limit: JOURNAL_PAGE_SIZE, withRemoved: false });
  };

  const journalSearch: FloorRead = async (params) => {
    const input = parseWith(journalSearchQuerySchema, params);
    const query = journalSearchQuery(input, { signedIn: false, admin: false });
    let answer = await journal.search(query);
    const corrected = answer.total === 0 ? await correctedQuery(db, queryTerms(input.query)) : undefined;
    if (corrected !== undefined) answer = await journal.search({ ...query, text: corrected });
    return { total: answer.total, page: answer.page, hits: answer.hits.map((h) => h.fields) };
  };

  const profile: FloorRead = async (params) => {
    const userID = params.userID;
    if (typeof userID !== 'string' || !UUID.test(userID))
      throw new DomainError('validation-failed', 'userID is a UUID', [{ path: 'userID', message: 'A UUID' }]);
    const state = await findProfileState(db, userID);
    const view = state && state.status !== 'none' ? profileFor(state, VISITOR) : null;
    return view ?? undefined;
  };

  return {
    '/rest/registry/search': registrySearch,
    '/rest/journal/list': journalList,
    '/rest/journal/search': journalSearch,
    '/rest/user/profile': profile,
    // A visitor's page reads what its server render prefetches (journal-page.tsx, registry-page.tsx):
    // the Journal list of the address's page (the mix names no other filter), the Registry unsearched.
    '/journal': (params) => journalList({ page: params.page }),
    '/registry': () => registrySearch(REGISTRY_PAGE),
  } satisfies Record<string, FloorRead>;
};
