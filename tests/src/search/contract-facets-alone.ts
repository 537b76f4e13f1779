import { expect, it } from '@jest/globals';
import { EXPERTISE_CATALOGUE, registryMemberSearchSchema, type Viewer } from '@academy/domain';
import { registrySearchQuery } from '@academy/platform';
import { type SearchUnderTest } from './harness.js';
import { ids, memberWrites } from './member-fixtures.js';

const member: Viewer = { kind: 'member', userID: '20000000-0000-4000-8000-000000000001' };
const visitor: Viewer = { kind: 'visitor' };

/** Part of the search contract: facets asked alone, and the whole collection's (which adapters may keep) after writes. */
export const facetsAlone = (current: () => SearchUnderTest): void => {
  it('when the whole collection is counted again after a member left and another came back, then the counts follow', async () => {
    const whole = () =>
      current().index.facets({
        audience: 'members',
        page: 1,
        limit: 20,
        facets: [{ name: 'membershipTier', field: 'membershipTier' }],
      });
    const tiers = async () => (await whole()).membershipTier!.reduce((sum, f) => sum + f.count, 0);
    const before = await tiers();
    expect(await tiers()).toBe(before);
    const hopper = memberWrites().documents.find((d) => d.id === ids.hopper)!;
    await current().index.remove([{ id: hopper.id, version: hopper.version + 10 }]);
    expect(await tiers()).toBe(before - 1);
    await current().index.index([{ ...hopper, version: hopper.version + 11 }]);
    expect(await tiers()).toBe(before);
  });

  it('when facets are asked alone, then they equal the facets of a search', async () => {
    const q = registrySearchQuery(
      registryMemberSearchSchema.parse({ query: 'a' }),
      member,
      EXPERTISE_CATALOGUE,
    );
    expect(await current().index.facets(q)).toEqual((await current().index.search(q)).facets);
  });

  it('when one expertise is chosen and nothing typed, then its facet counts the whole Registry and the others its members, after writes too', async () => {
    const ask = (input: Record<string, unknown>) =>
      registrySearchQuery(registryMemberSearchSchema.parse(input), visitor, EXPERTISE_CATALOGUE);
    const expertise = async () => (await current().index.facets(ask({}))).expertise;
    const chosen = await current().index.search(ask({ expertise: 'algorithms' }));
    expect(chosen.hits.map((h) => h.fields.lastName)).toEqual(['Lovelace']);
    expect(chosen.facets.expertise).toEqual(await expertise());
    expect(chosen.facets.availability).toHaveLength(2);
    expect(chosen.facets.availability).toEqual(
      expect.arrayContaining([
        { value: 'mentoring', count: 1 },
        { value: 'speaking', count: 1 },
      ]),
    );
    const hopper = memberWrites().documents.find((d) => d.id === ids.hopper)!;
    await current().index.remove([{ id: hopper.id, version: hopper.version + 20 }]);
    const without = await current().index.search(ask({ expertise: 'algorithms' }));
    expect(without.facets.expertise).toEqual(await expertise());
    expect(without.facets.expertise!.map((f) => f.value)).not.toContain('compilers');
    await current().index.index([{ ...hopper, version: hopper.version + 21 }]);
    const back = await current().index.search(ask({ expertise: 'algorithms' }));
    expect(back.facets.expertise!.map((f) => f.value)).toContain('compilers');
  });

  it('when one expertise is chosen and its only member leaves and comes back, then the other facets follow', async () => {
    const availability = async () =>
      (
        await current().index.search(
          registrySearchQuery(
            registryMemberSearchSchema.parse({ expertise: 'algebra' }),
            visitor,
            EXPERTISE_CATALOGUE,
          ),
        )
      ).facets.availability;
    const before = await availability();
    expect(before).toHaveLength(2);
    const noether = memberWrites().documents.find((d) => d.id === ids.noether)!;
    await current().index.remove([{ id: noether.id, version: noether.version + 30 }]);
    expect(await availability()).toEqual([]);
    await current().index.index([{ ...noether, version: noether.version + 31 }]);
    expect(await availability()).toEqual(before);
  });
};

/** Part of the search contract: chosen values counted outside a facet's top, by searches that share facets. */
export const chosenValues = (current: () => SearchUnderTest): void => {
  it('when searches choose different values of one filter, then its facet counts its top and each chosen value, after writes too', async () => {
    const ask = (availability: string) =>
      current().index.search({
        audience: 'public',
        page: 1,
        limit: 20,
        sort: 'name',
        filters: [{ name: 'availability', anyOf: [{ availability }] }],
        facets: [
          { name: 'availability', field: 'availability', limit: 1, include: [availability] },
          { name: 'expertise', field: 'expertise', limit: 20 },
        ],
      });
    const mentoring = await ask('mentoring');
    const top = { value: 'mentoring', count: mentoring.total };
    expect(mentoring.facets.availability).toEqual([top]);
    const speaking = await ask('speaking');
    expect(speaking.hits.map((h) => h.fields.lastName)).toEqual(['Lovelace']);
    expect(speaking.facets.availability).toEqual([top, { value: 'speaking', count: 1 }]);
    expect(speaking.facets.expertise).toHaveLength(2);
    expect((await ask('consulting')).facets.availability).toEqual([top, { value: 'consulting', count: 1 }]);
    const hopper = memberWrites().documents.find((d) => d.id === ids.hopper)!;
    await current().index.remove([{ id: hopper.id, version: hopper.version + 40 }]);
    const gone = await ask('consulting');
    expect(gone.total).toBe(0);
    expect(gone.facets.availability).toEqual([top, { value: 'consulting', count: 0 }]);
    expect((await ask('speaking')).facets.availability).toEqual([top, { value: 'speaking', count: 1 }]);
    await current().index.index([{ ...hopper, version: hopper.version + 41 }]);
    expect((await ask('consulting')).facets.availability).toEqual([top, { value: 'consulting', count: 1 }]);
  });
};
