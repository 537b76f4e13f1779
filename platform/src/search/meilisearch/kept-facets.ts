import { type Meilisearch } from 'meilisearch';
import { KEPT_FACETS, keepAtMost } from '../kept.js';
import { queryTerms } from '../query-text.js';
import { sharedRuns } from '../shared-runs.js';
import { type FacetValue, type SearchQuery } from '../port.js';
import { type KeptView } from './facet-plan.js';

/**
 * Facets counted without text, each kept (`keptFacetKey`) until the index changes. A change is a
 * task that succeeded on the index: its writes are visible before its status is (the adapter
 * awaits that status, so a write this process made is counted by its next call). A search finding
 * its facets kept asks for its page alone; one finding some asks for the rest with its page: the
 * first ask of three filters counts its filtered facets (a search each) only where no earlier set
 * with the same other filters did.
 */
export class KeptFacets {
  private readonly kept = new Map<string, { task: number; value: FacetValue[] | number }>();

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

  /** The counts kept and current now, for a query without text that asks facets; none otherwise. */
  async view(query: SearchQuery): Promise<KeptView | undefined> {
    if (queryTerms(query.text).length > 0 || !query.facets?.length) return undefined;
    const task = await this.lastTask();
    return {
      get: (key) => {
        const held = this.kept.get(key);
        return held?.task === task ? held.value : undefined;
      },
      keep: (key, value) => keepAtMost(this.kept, KEPT_FACETS, key, { task, value }),
    };
  }
}
