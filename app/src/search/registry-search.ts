import {
  meiliRegistryProjection,
  meiliRegistryProjectionName,
  type AnyProjection,
  type SearchGenerations,
} from '@academy/projections';
import {
  MeiliSearchIndex,
  membersCollection,
  openMeilisearch,
  type Config,
  type SearchIndexReader,
} from '@academy/platform';

/** The Registry's search when it is not PostgreSQL's: Meilisearch, chosen by MEILI_URL. */
export interface RegistrySearch {
  /** What `GET /rest/registry/search` asks. */
  reader: SearchIndexReader;
  /** The projection that writes its documents (read-your-writes waits for it). */
  projection: AnyProjection;
}

/**
 * With MEILI_URL (and MEILI_MASTER_KEY), the Meilisearch adapter over the `members` index, its
 * settings (searchable, filterable, sortable attributes, typo tolerance) set now, and the
 * projection that fills it (a replay rebuilds `members_g{n}` beside it and swaps it in); without it, undefined: the Registry searches PostgreSQL.
 */
export const openRegistrySearch = async (config: Config): Promise<RegistrySearch | undefined> => {
  if (!config.MEILI_URL) return undefined;
  const client = openMeilisearch({ url: config.MEILI_URL, key: config.MEILI_MASTER_KEY });
  const live = new MeiliSearchIndex(client, membersCollection);
  await live.setUp();
  const uidOf = (n: number) => `${membersCollection.name}_g${n}`;
  const generations: SearchGenerations = {
    live,
    generation: async (n, fresh) =>
      fresh ? live.generation(n) : new MeiliSearchIndex(client, membersCollection, uidOf(n)),
    swapIn: (n) => live.swapIn(new MeiliSearchIndex(client, membersCollection, uidOf(n))),
  };
  return { reader: live, projection: meiliRegistryProjection(generations) as unknown as AnyProjection };
};

export { meiliRegistryProjectionName };
