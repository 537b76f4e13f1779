import { type FacetRequest, type SearchQuery } from './port.js';

/**
 * The key a facet's counts are kept under between searches without text (with text they depend on
 * it, and callers keep nothing). Without text, a facet's counts depend on the audience, the facet
 * as given (its limit; Meilisearch gives it without its included values, kept apart) and the
 * filters other than its own alone: the same for every visitor until the collection's next write.
 * Kept per facet, searches with different filters share the facets whose other filters agree
 * (three filters' first ask finds each filtered facet kept by an earlier set that differed in it).
 */
export const keptFacetKey = (query: SearchQuery, facet: FacetRequest): string => {
  const others = (query.filters ?? []).filter((f) => f.name !== facet.name);
  return `${query.audience}|${JSON.stringify(facet)}|${JSON.stringify(others)}`;
};

/**
 * Facets kept by an index, per facet (`keptFacetKey`), the oldest dropped first: at most 44 MB of
 * the heap if each held 20 distinct values; three filters keep a few per filter set asked.
 */
export const KEPT_FACETS = 16_384;

/** Sets `key` in `kept`, first dropping the oldest entry when `kept` holds `most` already. */
export const keepAtMost = <K, V>(kept: Map<K, V>, most: number, key: K, value: V): void => {
  if (kept.size >= most && !kept.has(key)) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
};
