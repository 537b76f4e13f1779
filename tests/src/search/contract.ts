import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EXPERTISE_CATALOGUE, registryMemberSearchSchema, type Viewer } from '@academy/domain';
import { registrySearchQuery, type SearchAnswer, type SearchQuery } from '@academy/platform';
import { nothingListed } from './contract-empty.js';
import { chosenValues, facetsAlone } from './contract-facets-alone.js';
import { type SearchUnderTest } from './harness.js';
import { ids, memberWrites, orgs } from './member-fixtures.js';

const visitor: Viewer = { kind: 'visitor' };
const member: Viewer = { kind: 'member', userID: '20000000-0000-4000-8000-000000000001' };

const lastNames = (answer: SearchAnswer) => answer.hits.map((h) => h.fields.lastName);

/** The search contract: every adapter of the port passes the same cases. */
export const searchContract = (open: () => Promise<SearchUnderTest>): void => {
  let t: SearchUnderTest;
  const registry = (input: Record<string, unknown>, viewer: Viewer = visitor) =>
    t.index.search(registrySearchQuery(registryMemberSearchSchema.parse(input), viewer, EXPERTISE_CATALOGUE));
  const query = (q: Partial<SearchQuery>) =>
    t.index.search({ audience: 'members', page: 1, limit: 20, ...q });

  beforeAll(async () => {
    t = await open();
    const { documents, removals } = memberWrites();
    await t.index.index(documents);
    await t.index.remove(removals);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('text', () => {
    it('when a name is typed by its beginning, then the member is found with the match highlighted', async () => {
      const answer = await registry({ query: 'lov' });
      expect(lastNames(answer)).toEqual(['Lovelace']);
      expect(answer.hits[0]!.highlights).toEqual({ lastName: [[{ text: 'Lovelace', match: true }]] });
    });

    it('when a name carries one typo, then the member is still found', async () => {
      expect(lastNames(await registry({ query: 'lovelase' }))).toEqual(['Lovelace']);
      expect(lastNames(await registry({ query: 'Hoper' }))).toEqual(['Hopper']);
    });

    it('when two terms are typed, then members matching both are found', async () => {
      expect(lastNames(await registry({ query: 'Ada Lovelace' }))).toEqual(['Lovelace']);
      expect(lastNames(await registry({ query: 'ada turing' }))).toEqual([]);
    });

    it('when a word of an expertise is typed, then visitors reach only public expertise and members the rest', async () => {
      expect(lastNames(await registry({ query: 'cryptography' }, visitor))).toEqual([]);
      expect(lastNames(await registry({ query: 'cryptography' }, member))).toEqual(['Turing']);
    });
  });

  describe('privacy', () => {
    it('when a visitor searches, then no members or private field is in a hit', async () => {
      const answer = await registry({ limit: '100' });
      const turing = answer.hits.find((h) => h.id === ids.turing)!;
      const hopper = answer.hits.find((h) => h.id === ids.hopper)!;
      const johnson = answer.hits.find((h) => h.id === ids.johnson)!;
      expect(turing.fields).not.toHaveProperty('expertise');
      expect(hopper.fields).not.toHaveProperty('country');
      expect(hopper.fields).not.toHaveProperty('city');
      expect(johnson.fields).not.toHaveProperty('headline');
      const text = JSON.stringify(answer);
      for (const secret of ['secretword', '+44', 'cryptography', 'Arlington', 'Orbital'])
        expect(text).not.toContain(secret);
    });

    it('when a member searches, then members fields appear and private ones still do not', async () => {
      const answer = await registry({ limit: '100' }, member);
      expect(answer.hits.find((h) => h.id === ids.turing)!.fields.expertise).toEqual([
        'cryptography',
        'logic',
        'algorithms',
      ]);
      expect(answer.hits.find((h) => h.id === ids.johnson)!.fields.headline).toBe(
        'Orbital mechanics by hand',
      );
      expect(JSON.stringify(answer)).not.toContain('Arlington');
    });

    it('when filters and facets touch hidden fields, then a visitor neither matches nor counts them', async () => {
      expect(lastNames(await registry({ location: '{"country":"us"}' }))).toEqual(['Johnson']);
      expect(lastNames(await registry({ expertise: 'cryptography' }))).toEqual([]);
      const facets = await t.index.facets(
        registrySearchQuery(registryMemberSearchSchema.parse({}), visitor, EXPERTISE_CATALOGUE),
      );
      expect(facets.expertise!.map((f) => f.value)).not.toContain('cryptography');
      expect(facets.location).toEqual(expect.arrayContaining([{ value: 'us', count: 1 }]));
    });

    it('when members left the Registry or are banned, then nobody finds or counts them', async () => {
      for (const viewer of [visitor, member]) {
        expect(lastNames(await registry({ query: 'curie' }, viewer))).toEqual([]);
        expect(lastNames(await registry({ query: 'Franklin' }, viewer))).toEqual([]);
        const all = await registry({ limit: '100' }, viewer);
        expect(all.total).toBe(5);
        expect(all.facets.expertise!.map((f) => f.value)).not.toContain('crystallography');
        expect(all.facets.location!.map((f) => f.value)).not.toContain('fr');
      }
    });
  });

  describe('filters', () => {
    it('when one filter has several values, then they combine with OR; filters combine with AND', async () => {
      expect(lastNames(await registry({ availability: ['speaking', 'consulting'] }))).toEqual([
        'Hopper',
        'Lovelace',
      ]);
      const mentors = await registry({ availability: 'mentoring', limit: '2' }, member);
      expect(mentors).toMatchObject({ total: 4, page: 1 });
      expect(mentors.hits).toHaveLength(2);
      const paged = await registry({ query: 'a', availability: 'mentoring', page: '2', limit: '1' }, member);
      expect(paged.total).toBe((await registry({ query: 'a', availability: 'mentoring' }, member)).total);
      expect(
        lastNames(await registry({ availability: 'mentoring', location: '{"country":"GB"}' }, member)),
      ).toEqual(['Lovelace', 'Turing']);
    });

    it('when a location names some parts, then members match on those parts ignoring case', async () => {
      expect(lastNames(await registry({ location: '{"city":"LONDON"}' }))).toEqual(['Lovelace']);
      expect(
        lastNames(
          await registry({ location: ['{"state":"bavaria"}', '{"country":"us","state":"Virginia"}'] }),
        ),
      ).toEqual(['Johnson', 'Noether']);
    });

    it('when organizations and tiers are filtered, then members holding them are found', async () => {
      expect(lastNames(await registry({ education: orgs.cambridge }))).toEqual([
        'Lovelace',
        'Noether',
        'Turing',
      ]);
      expect(
        lastNames(
          await registry({ experience: [orgs.analytical, orgs.bletchley], membershipTier: 'fellow' }),
        ),
      ).toEqual(['Turing']);
    });

    it('when expertise is free text, then it reaches tags by prefix or typo; a chosen tag matches exactly', async () => {
      expect(lastNames(await registry({ expertise: 'algebr' }))).toEqual(['Noether']);
      expect(lastNames(await registry({ expertise: 'numrical' }))).toEqual(['Johnson']);
      expect(lastNames(await registry({ expertise: 'crypto' }, member))).toEqual(['Turing']);
      expect(lastNames(await registry({ expertise: ['algorithms', 'compilers'] }))).toEqual([
        'Hopper',
        'Lovelace',
      ]);
    });
  });

  describe('facets', () => {
    it('when filters are set, then each facet counts with all the other filters (disjunctive)', async () => {
      const answer = await registry({ availability: 'mentoring', location: '{"country":"GB"}' }, member);
      expect(answer.facets.availability).toEqual([
        { value: 'mentoring', count: 2 },
        { value: 'speaking', count: 1 },
      ]);
      expect(answer.facets.location).toEqual([
        { value: 'gb', count: 2 },
        { value: 'de', count: 1 },
        { value: 'us', count: 1 },
      ]);
      expect(answer.facets.membershipTier).toEqual([
        { value: 'fellow', count: 1 },
        { value: 'member', count: 1 },
      ]);
    });

    it('when a facet is counted, then its counts add up to the members the other filters match', async () => {
      const withoutLocation = await registry({ availability: 'mentoring', limit: '100' }, member);
      const located = withoutLocation.hits.filter((h) => h.fields.country).length;
      const answer = await registry({ availability: 'mentoring', location: '{"country":"DE"}' }, member);
      expect(answer.facets.location!.reduce((sum, f) => sum + f.count, 0)).toBe(located);
      const tiers = await registry({}, member);
      expect(tiers.facets.membershipTier!.reduce((sum, f) => sum + f.count, 0)).toBe(tiers.total);
    });

    it('when a facet must include values outside its top, then they follow it with their real counts', async () => {
      const all = await query({ facets: [{ name: 'location', field: 'country' }] });
      const [top, ...others] = all.facets.location!;
      const rarest = others.at(-1)!;
      const include = [rarest.value.toUpperCase(), 'ZZ'];
      const limited = await query({ facets: [{ name: 'location', field: 'country', limit: 1, include }] });
      expect(limited.facets.location).toEqual([top, rarest, { value: 'zz', count: 0 }]);
      // Disjunctive as ever: a filter on the facet itself does not narrow the included count.
      const filtered = await query({
        filters: [{ name: 'location', anyOf: [{ country: rarest.value }] }],
        facets: [{ name: 'location', field: 'country', limit: 1, include: [rarest.value] }],
      });
      expect(filtered.facets.location).toEqual([top, rarest]);
    });

    facetsAlone(() => t);
    chosenValues(() => t);
  });

  describe('sort and pages', () => {
    it('when sorted by name or newest, then the order follows last names or registration', async () => {
      expect(lastNames(await registry({ sort: 'name' }))).toEqual([
        'Hopper',
        'Johnson',
        'Lovelace',
        'Noether',
        'Turing',
      ]);
      expect(lastNames(await registry({ sort: 'newest' }))).toEqual([
        'Johnson',
        'Noether',
        'Hopper',
        'Turing',
        'Lovelace',
      ]);
    });

    it('when a later page is asked, then it holds the next hits and the same total', async () => {
      const answer = await registry({ sort: 'name', page: '2', limit: '2' });
      expect(lastNames(answer)).toEqual(['Lovelace', 'Noether']);
      expect(answer).toMatchObject({ total: 5, page: 2 });
      expect((await registry({ page: '9', limit: '2' })).hits).toEqual([]);
    });
  });

  describe('versions', () => {
    it('when an older version arrives after a newer one, then the newer stays; a newer removal wins, a newer index returns', async () => {
      const { documents } = memberWrites();
      const ada = documents.find((d) => d.id === ids.lovelace)!;
      await t.index.index([
        { ...ada, version: ada.version - 1, shared: { ...ada.shared, lastName: 'Byron' } },
      ]);
      expect(lastNames(await query({ text: 'byron' }))).toEqual([]);
      await t.index.remove([{ id: ada.id, version: ada.version - 1 }]);
      expect(lastNames(await query({ text: 'lovelace' }))).toEqual(['Lovelace']);
      await t.index.remove([{ id: ada.id, version: ada.version + 1 }]);
      expect(lastNames(await query({ text: 'lovelace' }))).toEqual([]);
      await t.index.index([{ ...ada, version: ada.version + 2 }]);
      expect(lastNames(await query({ text: 'lovelace' }))).toEqual(['Lovelace']);
      const tiers = await query({ facets: [{ name: 'membershipTier', field: 'membershipTier' }] });
      expect(tiers.facets.membershipTier!.reduce((sum, f) => sum + f.count, 0)).toBe(tiers.total);
      expect(tiers.total).toBe(5);
    });
  });

  nothingListed(open);
};
