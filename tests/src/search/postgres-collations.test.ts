import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  memberDocument,
  membersCollection,
  openPostgres,
  postgresSearch,
  type SearchQuery,
  type SqlClient,
} from '@academy/platform';
import { describeWhenSet } from '../support/needs.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';

// A Registry sorted by name on a server whose collation is not C: the memory ranks the page where
// the collation orders by code point (C.UTF-8), SQL where it does not (ICU): the page is SQL's order either way.
const identity = (logical: string) => logical;
const firstNames = ['Ada', 'ada', 'Émilie', 'Zoë', 'Ａnn', '𝒜va', 'Mary Ann', 'Åsa', '_x', 'ß'];
const lastNames = [
  'Lovelace',
  'lovelace',
  'du Châtelet',
  'Du Chatelet',
  'Curie',
  'Ñúñez',
  '𝒞urie',
  'ss',
  'Smith',
];

const collations: [string, string][] = [
  ['C.UTF-8 (libc)', `template template0 locale_provider libc locale 'C.UTF-8'`],
  ['en-US (ICU)', `template template0 locale_provider icu icu_locale 'en-US' locale 'C.UTF-8'`],
];

describeWhenSet('DATABASE_URL', 'Registry search on a PostgreSQL server, sorted by name', () => {
  describe.each(collations)('when the database collation is %s', (_, options) => {
    let database: TestDatabase;
    let db: SqlClient;
    const search = postgresSearch(membersCollection);

    beforeAll(async () => {
      database = await createTestDatabase(options);
      db = await openPostgres(database.url);
      await db.exec('create extension if not exists pg_trgm');
      await search.create(db, identity);
      const docs = Array.from({ length: 200 }, (_, i) => {
        const written = memberDocument(
          {
            userID: `m-${String(i).padStart(3, '0')}`,
            listed: true,
            shared: {
              firstName: firstNames[(i * 3) % firstNames.length]!,
              lastName: lastNames[(i * 7 + Math.floor(i / 11)) % lastNames.length]!,
              membershipTier: 'member',
              joinedAt: 1_600_000_000 + i,
            },
            public: { expertise: i % 3 === 0 ? ['algebra'] : ['optics'] },
            members: { expertise: ['optics'] },
          },
          1,
        );
        if (!('index' in written)) throw new Error('listed');
        return written.index;
      });
      await db.transaction((tx) => search.writer(tx, identity).index(docs));
    });

    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    it.each([1, 2, 4])('then the Expertise search page %i is the one SQL orders', async (page) => {
      const query: SearchQuery = {
        audience: 'public',
        page,
        limit: 15,
        sort: 'name',
        filters: [{ name: 'expertise', anyOf: [{ expertise: 'algebra' }] }],
      };
      const { rows } = await db.query<{ id: string }>(
        `select id from search_members where 'algebra' = any(c_expertise__public)
          order by c_last_name, c_first_name, id limit 15 offset ${(page - 1) * 15}`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect((await search.reader(db).search(query)).hits.map((h) => h.id)).toEqual(rows.map((r) => r.id));
    });
  });
});
