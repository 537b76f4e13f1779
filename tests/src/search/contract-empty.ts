import { describe, expect, it } from '@jest/globals';
import { EXPERTISE_CATALOGUE, registryMemberSearchSchema } from '@academy/domain';
import { registrySearchQuery } from '@academy/platform';
import { type SearchUnderTest } from './harness.js';
import { memberWrites } from './member-fixtures.js';

/** Part of the search contract: a new academy's Registry, nobody listed yet (one removal at most). */
export const nothingListed = (open: () => Promise<SearchUnderTest>): void => {
  describe('nobody listed yet', () => {
    it('when nobody is listed yet, then a search finds nobody and each facet counts nothing', async () => {
      const empty = await open();
      try {
        const ask = (input: Record<string, unknown>) =>
          empty.index.search(
            registrySearchQuery(
              registryMemberSearchSchema.parse(input),
              { kind: 'visitor' },
              EXPERTISE_CATALOGUE,
            ),
          );
        const nobody = { hits: [], total: 0, page: 1 };
        expect(await ask({ query: 'lovelace' })).toMatchObject(nobody);
        const chosen = await ask({ availability: 'mentoring' });
        expect(chosen).toMatchObject(nobody);
        expect(chosen.facets.availability).toEqual([{ value: 'mentoring', count: 0 }]);
        expect(chosen.facets.expertise).toEqual([]);
        const [first] = memberWrites().documents;
        await empty.index.remove([{ id: first!.id, version: first!.version }]);
        expect(await ask({ query: 'lovelace', availability: 'mentoring' })).toMatchObject(nobody);
        expect((await ask({})).facets.membershipTier).toEqual([]);
      } finally {
        await empty.close();
      }
    });
  });
};
