import {
  ErrorStatusCode,
  MeilisearchApiError,
  type Index,
  type MultiSearchQuery,
  type MultiSearchResponse,
} from 'meilisearch';

/**
 * The answer of a multi-search Meilisearch refused because an index holds none of the fields it
 * searches on: Meilisearch knows a field once a document holds it, and every listed document holds
 * every field (null where empty), so such an index has listed nobody yet (a new academy's first
 * visitors) and nothing is found. Any other refusal stands, and so does one where the index holds
 * some of those fields but not all (a field added to the schema and not yet indexed).
 */
export const nothingListedYet = async (
  index: Index,
  queries: readonly MultiSearchQuery[],
  error: unknown,
): Promise<MultiSearchResponse> => {
  if (!(error instanceof MeilisearchApiError)) throw error;
  if (error.cause?.code !== ErrorStatusCode.INVALID_SEARCH_ATTRIBUTES_TO_SEARCH_ON) throw error;
  const { fieldDistribution } = await index.getStats();
  const searched = queries.flatMap((q) => q.attributesToSearchOn ?? []);
  if (searched.some((field) => field in fieldDistribution)) throw error;
  return {
    results: queries.map((q) => ({
      indexUid: q.indexUid,
      hits: [],
      processingTimeMs: 0,
      query: q.q ?? '',
      totalHits: 0,
    })),
  };
};
