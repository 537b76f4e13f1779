import {
  meiliRegistryProjection,
  meiliRegistryProjectionName,
  type AnyProjection,
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
 * projection that fills it; without it, undefined: the Registry searches PostgreSQL.
 */
export const openRegistrySearch = async (config: Config): Promise<RegistrySearch | undefined> => {
  if (!config.MEILI_URL) return undefined;
  const client = openMeilisearch({ url: config.MEILI_URL, key: config.MEILI_MASTER_KEY });
  const index = new MeiliSearchIndex(client, membersCollection);
  await index.setUp();
  return { reader: index, projection: meiliRegistryProjection(index) as unknown as AnyProjection };
};

export { meiliRegistryProjectionName };
