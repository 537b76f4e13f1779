import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { replayTarget, type AcademyCore } from '@academy/app';
import {
  readGenerations,
  silentLogger,
  waitForProjections,
  type EventStore,
  type SqlExecutor,
} from '@academy/platform';
import { replayProjection, type ReplayProgress } from '@academy/projections';
import { appendMembers, manyMembers, testMember } from '../support/members.js';
import { describeWhenSet } from '../support/needs.js';
import { request } from '../support/http-request.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';
import { type Adapter } from '../support/stores.js';

const MEMBERS = 2000;
const BATCH = 100;

/**
 * Every row of every read model (through the views queries read), in a stable order; the search
 * tables' write sequence aside (a set-based replay writes in another order: it is not data).
 */
const readModels = async (db: SqlExecutor, core: AcademyCore) => {
  const models: Record<string, string[]> = {};
  for (const projection of core.projections) {
    for (const table of projection.tables) {
      models[table] = (await db.query<Record<string, unknown>>(`select * from ${table}`)).rows
        .map(({ seq: _seq, ...row }) => JSON.stringify(row))
        .sort();
    }
  }
  return models;
};

/** Every projection has passed `position` (not `head()`: that is what readers can see now, which may be behind). */
const caughtUp = async (core: AcademyCore, position: number) =>
  waitForProjections(
    core.db,
    core.projections.map((p) => p.name),
    await core.store.checkpointAt(position),
    60_000,
    core.runner.advanced,
  );

const activeGeneration = async (core: AcademyCore, name: string) =>
  (await readGenerations(core.db, name)).find((g) => g.active)!.generation;

const tableExists = async (core: AcademyCore, table: string) =>
  (await core.db.query<{ t: string | null }>('select to_regclass($1)::text as t', [table])).rows[0]?.t !==
  null;

const replaySuite = (adapter: Adapter) => {
  let t: TestApp;
  let core: AcademyCore;
  beforeAll(async () => {
    t = await startTestApp({
      database: adapter,
      passwords: fakePasswords,
      env: { PROJECTION_BATCH_SIZE: String(BATCH) },
    });
    core = t.server.core;
    expect(await caughtUp(core, await appendMembers(core.store, manyMembers(MEMBERS)))).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('when every projection is replayed, then each is rebuilt into a new generation, swapped in, and its rows equal those before, row by row', async () => {
    const before = await readModels(core.db, core);
    const generationBefore = await activeGeneration(core, 'profiles');
    const reports: ReplayProgress[] = [];
    const results = await replayTarget(core, 'all', (p) => reports.push(p));

    expect(results.map((r) => [r.projection, r.status])).toEqual(
      core.projections.map((p) => [p.name, 'swapped']),
    );
    expect(await readModels(core.db, core)).toEqual(before);
    expect(before['user_profiles']).toHaveLength(MEMBERS);
    // One generation left per projection, the new one, active; the old tables are gone.
    for (const projection of core.projections) {
      const generations = await readGenerations(core.db, projection.name);
      expect(generations.map((g) => [g.generation, g.active])).toEqual([
        [results.find((r) => r.projection === projection.name)!.generation, true],
      ]);
    }
    expect(await activeGeneration(core, 'profiles')).toBe(generationBefore + 1);
    expect(await tableExists(core, `user_profiles_g${generationBefore}`)).toBe(false);
    // Progress: counts that grow to the total, and a final report at 100 %.
    const profiles = reports.filter((p) => p.projection === 'profiles');
    expect(profiles.at(-1)).toMatchObject({ done: MEMBERS, total: MEMBERS });
    expect(profiles.map((p) => p.done)).toEqual([...profiles.map((p) => p.done)].sort((a, b) => a - b));
  }, 120_000);

  it('when a replay is interrupted, then the old generation keeps serving, and the next run resumes where it stopped and swaps', async () => {
    // Batch by batch: the set-based load is one transaction, so there is no middle to stop in.
    const profiles = { ...core.projections.find((p) => p.name === 'profiles')! };
    delete profiles.bulk;
    const before = await readModels(core.db, core);
    const events = await core.store.countAfter({ txId: 0, position: 0 });
    const serving = await activeGeneration(core, 'profiles');
    const abort = new AbortController();
    const first = await replayProjection(core.db, core.store, profiles, {
      batchSize: BATCH,
      logger: silentLogger,
      signal: abort.signal,
      onProgress: (p) => p.done >= 600 && abort.abort(),
    });
    expect(first.status).toBe('interrupted');
    expect(first.events).toBeGreaterThanOrEqual(600);
    expect(first.events).toBeLessThan(events);
    expect(await activeGeneration(core, 'profiles')).toBe(serving);
    const search = await request<{ total: number }>(t.url, 'GET', '/rest/registry/search?limit=1');
    expect([search.status, search.body.total]).toEqual([200, before['user_profiles']!.length]);

    const resumedReports: ReplayProgress[] = [];
    const second = await replayProjection(core.db, core.store, profiles, {
      batchSize: BATCH,
      logger: silentLogger,
      onProgress: (p) => resumedReports.push(p),
    });
    expect(second).toMatchObject({ status: 'swapped', generation: first.generation });
    expect(resumedReports[0]).toMatchObject({ done: 0, total: events - first.events }); // it starts where it stopped
    expect(first.events + second.events).toBe(events); // nothing read twice, nothing left out
    expect(await activeGeneration(core, 'profiles')).toBe(first.generation);
    expect(await readModels(core.db, core)).toEqual(before);
  }, 120_000);

  it('when a replay runs while the app serves queries and sign-ups, then every answer is 200 and complete, and the new members are found after the swap', async () => {
    const limit = 7;
    const before = (await request<{ total: number }>(t.url, 'GET', '/rest/registry/search?limit=1')).body
      .total;
    const answers: { status: number; total: number; hits: number; during: boolean }[] = [];
    let replaying = true;
    let serving = true;
    const reader = async () => {
      while (serving) {
        const during = replaying; // asked while the replay ran (the answer may wait for its writes)
        const { status, body } = await request<{ total: number; hits: unknown[] }>(
          t.url,
          'GET',
          `/rest/registry/search?limit=${limit}&page=2`,
        );
        answers.push({ status, total: body.total, hits: body.hits?.length ?? -1, during });
      }
    };
    const signUps: { userID: string; position: number }[] = [];
    const writer = async () => {
      for (let i = 0; i < 5 && replaying; i++) {
        const res = await request<{ userID: string; position: number }>(t.url, 'POST', '/rest/signup', {
          email: `replay-${i}-${Date.now()}@example.org`,
          password: 'a long enough password',
          firstName: 'Duringreplay',
          lastName: `Signup${i}`,
        });
        expect(res.status).toBe(201);
        signUps.push(res.body);
      }
    };
    const readers = [reader(), reader(), writer()];
    const results = await replayTarget(core, 'all', () => undefined);
    replaying = false;
    serving = false;
    await Promise.all(readers);

    expect(results.every((r) => r.status === 'swapped')).toBe(true);
    // Each reader asked at least once while the replay ran (on PGlite, the replay and the answers
    // share Node's one thread: an answer may come only once the replay is done).
    expect(answers.filter((a) => a.during).length).toBeGreaterThanOrEqual(2);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.hits).toBe(limit);
      expect(answer.total).toBeGreaterThanOrEqual(before);
      expect(answer.total).toBeLessThanOrEqual(before + signUps.length);
    }
    const last = signUps.at(-1)!;
    const found = await request<{ hits: { userID: string }[] }>(
      t.url,
      'GET',
      '/rest/registry/search?query=Duringreplay&limit=20',
      undefined,
      {
        'X-Min-Position': String(last.position),
      },
    );
    expect(found.headers.get('x-stale')).toBe('false');
    expect(found.body.hits.map((h) => h.userID).sort()).toEqual(signUps.map((s) => s.userID).sort());
  }, 120_000);

  it('when the live runner projects an event between the replay reaching the head and its swap, then the swapped-in generation has it too', async () => {
    const profiles = core.projections.find((p) => p.name === 'profiles')!;
    const late = testMember({ firstName: 'Latecomer', lastName: 'Racing' });
    let position = 0;
    // The store as the replay sees it: the moment it finds nothing more to read, a sign-up lands and
    // the live runner projects it into the serving generation.
    const racing = Object.create(core.store) as EventStore;
    racing.readAll = async (after, limit) => {
      const read = await core.store.readAll(after, limit);
      if (read.events.length === 0 && position === 0) {
        position = await appendMembers(core.store, [late]);
        expect(
          await waitForProjections(core.db, ['profiles'], await core.store.checkpointAt(position), 10_000),
        ).toBe(true);
      }
      return read;
    };
    const result = await replayProjection(core.db, racing, profiles, {
      batchSize: BATCH,
      logger: silentLogger,
    });
    expect(result.status).toBe('swapped');
    expect(position).toBeGreaterThan(0);

    const found = await request<{ hits: { userID: string }[] }>(
      t.url,
      'GET',
      '/rest/registry/search?query=Latecomer',
      undefined,
      {
        'X-Min-Position': String(position),
      },
    );
    expect(found.headers.get('x-stale')).toBe('false');
    expect(found.body.hits.map((h) => h.userID)).toEqual([late.userID]);
  }, 120_000);
};

describe('replay on PGlite', () => replaySuite('pglite'));

describeWhenSet('DATABASE_URL', 'replay on a PostgreSQL server', () => replaySuite('postgres'));
