import { meiliJournalProjection, meiliRegistryProjection, type AnyProjection } from '@academy/projections';
import {
  journalCollection,
  membersCollection,
  openMeilisearch,
  type Config,
  type SearchIndexReader,
} from '@academy/platform';
import { meiliGenerations } from './meili-generations.js';

/** A search that is not PostgreSQL's: a Meilisearch index, chosen by MEILI_URL. */
export interface MeiliSearch {
  /** What the search route asks. */
  reader: SearchIndexReader;
  /** The projection that writes its documents (read-your-writes waits for it). */
  projection: AnyProjection;
}

/** The Registry's search on Meilisearch (`GET /rest/registry/search`). */
export type RegistrySearch = MeiliSearch;

/** The Journal's search on Meilisearch (`GET /rest/journal/search`). */
export type JournalSearch = MeiliSearch;

/**
 * With MEILI_URL (and MEILI_MASTER_KEY), the Meilisearch adapter over the `members` and `journal`
 * indexes, their settings (searchable, filterable, sortable attributes, typo tolerance) set now,
 * and the projections that fill them (a replay rebuilds `members_g{n}` or `journal_g{n}` beside the
 * live index and swaps it in); without it, undefined: the Registry and the Journal search PostgreSQL.
 */
export const openMeiliSearches = async (
  config: Config,
): Promise<{ registry: RegistrySearch; journal: JournalSearch } | undefined> => {
  if (!config.MEILI_URL) return undefined;
  const client = openMeilisearch({ url: config.MEILI_URL, key: config.MEILI_MASTER_KEY });
  const members = await meiliGenerations(client, membersCollection);
  const journal = await meiliGenerations(client, journalCollection);
  return {
    registry: {
      reader: members.live,
      projection: meiliRegistryProjection(members.generations) as unknown as AnyProjection,
    },
    journal: {
      reader: journal.live,
      projection: meiliJournalProjection(journal.generations) as unknown as AnyProjection,
    },
  };
};
