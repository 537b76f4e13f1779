import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitForProjections } from '@academy/platform';
import { appendMembers, manyMembers, testMember, type TestMember } from '../support/members.js';
import { describeWhenSet } from '../support/needs.js';
import { request } from '../support/http-request.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';
import { type Adapter } from '../support/stores.js';

interface Hit {
  userID: string;
  firstName: string;
  lastName: string;
  membershipTier: string | null;
}

interface SearchAnswer {
  hits: Hit[];
  total: number;
  page: number;
  error?: string;
  fields?: { path: string }[];
}

// Names no generated member has, so each case controls what can match.
const ranked = {
  exact: testMember({ firstName: 'Odile', lastName: 'Brandt' }),
  prefix: testMember({ firstName: 'Odile', lastName: 'Brandtner' }),
  fuzzy: testMember({ firstName: 'Odile', lastName: 'Brand' }),
};
const fuzzyTargets = [
  testMember({ firstName: 'Wilhelmina', lastName: 'Curie', membershipTier: 'fellow' }),
  testMember({ firstName: 'Theodora', lastName: 'Hopper' }),
];
const paged = Array.from({ length: 7 }, (_, i) =>
  testMember({ firstName: `Pia${String.fromCharCode(97 + i)}`, lastName: 'Paginata' }),
);

const registrySuite = (adapter: Adapter) => {
  let t: TestApp;
  const search = (query: string, headers: Record<string, string> = {}) =>
    request<SearchAnswer>(t.url, 'GET', `/rest/registry/search${query}`, undefined, headers);
  const ids = (answer: { body: SearchAnswer }) => answer.body.hits.map((h) => h.userID);

  beforeAll(async () => {
    t = await startTestApp({ database: adapter, passwords: fakePasswords });
    const { core } = t.server;
    const last = await appendMembers(core.store, [
      ...manyMembers(120),
      ...Object.values(ranked),
      ...fuzzyTargets,
      ...paged,
    ]);
    expect(
      await waitForProjections(
        core.db,
        ['profiles'],
        await core.store.checkpointAt(last),
        30_000,
        core.runner.advanced,
      ),
    ).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('read-your-writes', () => {
    it('when a member signs up and the next search sends X-Min-Position, then the member is found at once and X-Stale is false', async () => {
      const lastName = `Fresh${randomUUID().replace(/-/g, '').slice(0, 8)}`;
      const signUp = await request<{ userID: string; position: number }>(t.url, 'POST', '/rest/signup', {
        email: `${randomUUID()}@example.org`,
        password: 'a long enough password',
        firstName: 'Newly',
        lastName,
      });
      expect(signUp.status).toBe(201);
      const found = await search(`?query=${lastName}`, { 'X-Min-Position': String(signUp.body.position) });
      expect(found.status).toBe(200);
      expect(found.headers.get('x-stale')).toBe('false');
      expect(found.body.hits).toEqual([
        {
          userID: signUp.body.userID,
          firstName: 'Newly',
          lastName,
          membershipTier: null,
          hasImage: false,
          highlights: { lastName: [[{ text: lastName, match: true }]] },
        },
      ]);
    });

    it.each(['abc', '-1', '1.5', '1e3', '12 34', '9'.repeat(16)])(
      'when X-Min-Position is %j, then it answers 400 validation-failed naming it',
      async (value) => {
        const res = await search('?query=a', { 'X-Min-Position': value });
        expect([res.status, res.body.error]).toEqual([400, 'validation-failed']);
        expect(res.body.fields?.map((f) => f.path)).toEqual(['X-Min-Position']);
      },
    );

    it('when X-Min-Position is beyond the head, then it counts as the head: the answer comes without the full wait, not stale', async () => {
      const started = Date.now();
      const res = await search('?query=Brandt', { 'X-Min-Position': '999999999999' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-stale')).toBe('false');
      expect(Date.now() - started).toBeLessThan(1900); // the bounded wait is 2 s
    });

    it('when there is no X-Min-Position, then it answers at once with X-Stale false', async () => {
      const res = await search('?query=Brandt');
      expect([res.status, res.headers.get('x-stale')]).toEqual([200, 'false']);
    });
  });

  describe('parameters', () => {
    it.each([
      ['page', '?page=0'],
      ['page', '?page=abc'],
      ['page', '?page=1.5'],
      ['page', '?page=-1'],
      ['page', '?page=1&page=2'],
      ['limit', '?limit=0'],
      ['limit', '?limit=101'],
      ['limit', '?limit=ten'],
      ['query', `?query=${'a'.repeat(201)}`],
    ])(
      'when %s is out of bounds (%s), then it answers 400 validation-failed naming it',
      async (field, query) => {
        const res = await search(query);
        expect([res.status, res.body.error]).toEqual([400, 'validation-failed']);
        expect(res.body.fields?.map((f) => f.path)).toContain(field);
      },
    );

    it('when no page or limit is given, then it answers page 1 with up to 20 hits', async () => {
      const res = await search('');
      expect(res.status).toBe(200);
      expect(res.body.page).toBe(1);
      expect(res.body.hits).toHaveLength(20);
    });
  });

  describe('results', () => {
    it('when members without a profile are found, then each hit holds only userID, names, membershipTier, hasImage and highlights', async () => {
      const res = await search('?query=Wilhelmina');
      expect(res.body.hits).toEqual([
        {
          userID: fuzzyTargets[0]!.userID,
          firstName: 'Wilhelmina',
          lastName: 'Curie',
          membershipTier: 'fellow',
          hasImage: false,
          highlights: { firstName: [[{ text: 'Wilhelmina', match: true }]] },
        },
      ]);
      const all = await search('?limit=100');
      for (const hit of all.body.hits)
        expect(Object.keys(hit).sort()).toEqual([
          'firstName',
          'hasImage',
          'highlights',
          'lastName',
          'membershipTier',
          'userID',
        ]);
    });

    it('when the query is empty, then everyone is listed by last name, then first name', async () => {
      const first = await search('?limit=100');
      const second = await search('?limit=100&page=2');
      const hits = [...first.body.hits, ...second.body.hits];
      expect(hits.length).toBe(Math.min(first.body.total, 200));
      const key = (h: Hit) => [h.lastName.toLowerCase(), h.firstName.toLowerCase()];
      const sorted = [...hits].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return x[0]! < y[0]! ? -1 : x[0]! > y[0]! ? 1 : x[1]! < y[1]! ? -1 : x[1]! > y[1]! ? 1 : 0;
      });
      expect(hits.map(key)).toEqual(sorted.map(key));
    });

    it('when the query starts a name, in any case, then it matches by prefix, ahead of fuzzy matches', async () => {
      expect(ids(await search('?query=brandtn'))[0]).toBe(ranked.prefix.userID); // Brandt and Brand follow, fuzzily
      expect(ids(await search('?query=WILHEL'))).toEqual([fuzzyTargets[0]!.userID]);
    });

    it.each([
      ['one wrong letter', 'Cuzie', 0],
      // A term of four letters or fewer allows no typo (both adapters, as Meilisearch): 'Crie' finds nobody.
      ['one missing letter', 'Wilhemina', 0],
      ['one extra letter', 'Cuurie', 0],
      ['one wrong letter', 'Hoppar', 1],
      ['one missing letter', 'Hoper', 1],
      ['one extra letter', 'Hopperr', 1],
    ])(
      'when the query has %s (%s) in a name of five letters or more, then it still matches',
      async (_what, query, index) => {
        expect(ids(await search(`?query=${query}`))).toContain(fuzzyTargets[index]!.userID);
      },
    );

    it('when the query has two words, then a member matches only when both do', async () => {
      expect(ids(await search('?query=Theodora%20Hopper'))).toEqual([fuzzyTargets[1]!.userID]);
      expect(ids(await search('?query=Wilhelmina%20Hopper'))).toEqual([]);
    });

    it.each(['%25', '_', '%25%25', '%5C'])(
      'when the query is %s (LIKE wildcards or the escape), then it matches literally: nothing',
      async (query) => {
        const res = await search(`?query=${query}`);
        expect([res.status, res.body.total]).toEqual([200, 0]);
      },
    );

    it('when nothing is near the query, then there are no hits and the total is 0', async () => {
      const res = await search('?query=Xqzvwk');
      expect([res.status, res.body.hits, res.body.total]).toEqual([200, [], 0]);
    });

    it('when names match exactly, by prefix and fuzzily, then exact ones come first, then prefix, then fuzzy', async () => {
      expect(ids(await search('?query=brandt'))).toEqual([
        ranked.exact.userID,
        ranked.prefix.userID,
        ranked.fuzzy.userID,
      ]);
    });

    it('when the results span pages, then each page holds its share, the total counts them all, and a page past the end is empty with the total', async () => {
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => search(`?query=Paginata&limit=3&page=${page}`)),
      );
      expect(pages.map((p) => [p.body.page, p.body.hits.length, p.body.total])).toEqual([
        [1, 3, 7],
        [2, 3, 7],
        [3, 1, 7],
        [4, 0, 7],
      ]);
      const seen = pages.flatMap((p) => ids(p));
      expect([...seen].sort()).toEqual(paged.map((m: TestMember) => m.userID).sort());
    });
  });
};

describe('GET /rest/registry/search on PGlite', () => registrySuite('pglite'));

describeWhenSet('DATABASE_URL', 'GET /rest/registry/search on a PostgreSQL server', () =>
  registrySuite('postgres'),
);
