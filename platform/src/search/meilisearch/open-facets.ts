import { type Meilisearch } from 'meilisearch';
import { queryTerms } from '../query-text.js';
import { sharedRuns } from '../shared-runs.js';
import { type FacetCounts, type FacetRequest, type SearchQuery } from '../port.js';

/** Facets kept (at most 20 values each, a kilobyte or two). */
const KEPT = 4096;

/**
 * Facets asked without text, kept until the index changes: their counts depend on the audience and
 * the filters alone (the whole collection's without a filter; the Expertise search's, one tag),
 * the same for every visitor asking them. A change is a task that succeeded on the index: its
 * writes are visible before its status is (the adapter awaits that status, so a write this process
 * made is counted by its next call). One small request replaces counting the matches' facets (3 ms
 * of Meilisearch's CPU at 100,000 members for the whole collection), and a search with filters
 * asks for its page only.
 */
export class KeptFacets {
  private readonly kept = new Map<string, { task: number; facets: FacetCounts }>();

  constructor(
    private readonly client: Meilisearch,
    private readonly uid: string,
  ) {}

  /** The index's last succeeded task, asked once for every search waiting (`sharedRuns`). */
  private readonly lastTask = sharedRuns(async (): Promise<number> => {
    const { results } = await this.client.tasks.getTasks({
      indexUids: [this.uid],
      statuses: ['succeeded'],
      limit: 1,
    });
    return results[0]?.uid ?? -1;
  });

  /**
   * `ask` answers the query, given its facets where they are kept and current (else it counts
   * them, and they are kept): one request for the page and the facets when they are not kept.
   */
  async answer<T>(
    query: SearchQuery,
    ask: (kept: FacetCounts | undefined) => Promise<{ value: T; facets: FacetCounts }>,
  ): Promise<T> {
    if (queryTerms(query.text).length > 0) return (await ask(undefined)).value;
    const key = `${query.audience}|${JSON.stringify(query.facets ?? [])}|${JSON.stringify(query.filters ?? [])}`;
    const task = await this.lastTask();
    const held = this.kept.get(key);
    const current = held?.task === task ? { ...held.facets } : undefined;
    const { value, facets } = await ask(current);
    if (!current) {
      if (this.kept.size >= KEPT) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, { task, facets: { ...facets } });
    }
    return value;
  }

  /** The query's facets: kept, or counted by `count` and kept. */
  facets(query: SearchQuery, count: () => Promise<FacetCounts>): Promise<FacetCounts> {
    return this.answer(query, async (kept) => {
      const facets = kept ?? (await count());
      return { value: facets, facets };
    });
  }
}

/**
 * The facet whose counts are the whole collection's: a query with no text whose only filter is that
 * facet's own (the Registry's Expertise search: one tag). A filtered facet is counted without its
 * own filter, so here it counts every document of the audience: the kept open facets serve it, not
 * a count over every document per search.
 */
export const openFacetOf = (query: SearchQuery): FacetRequest | undefined => {
  const filters = query.filters ?? [];
  if (filters.length !== 1 || queryTerms(query.text).length > 0) return undefined;
  return query.facets?.find((f) => f.name === filters[0]!.name);
};
