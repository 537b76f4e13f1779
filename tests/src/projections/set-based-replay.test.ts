import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allMigrations } from '@academy/app';
import { migrate, silentLogger, SqlEventStore } from '@academy/platform';
import { profilesProjection, replayProjection } from '@academy/projections';
import { batchByBatch, profileRows, replayEvent as event, untilReadable } from '../support/replay-cases.js';
import { openTestStore, type Adapter, type StoreUnderTest } from '../support/stores.js';

const registered = (userID: string, firstName: string, lastName: string, extra: object = {}) =>
  event('UserRegistered', {
    userID,
    membershipTier: 'member',
    passwordHash: null,
    personal: { email: `${firstName}@example.org`, firstName, lastName },
    ...extra,
  });

const setBasedCases = (adapter: Adapter) => {
  let t: StoreUnderTest;
  beforeAll(async () => {
    t = await openTestStore(adapter);
    await migrate(t.db, allMigrations);
    const plain = Array.from({ length: 300 }, (_, i) => randomUUID().replace(/^./, String(i % 10)));
    for (const [i, userID] of plain.entries())
      await t.store.append(`user-${userID}`, [registered(userID, `First${i}`, `Last'${i}`)], {
        expectedVersion: 'no-stream',
      });
    // Banned, banned then unbanned, banned twice: their order matters.
    const [a, b, c, d] = plain;
    await t.store.append(`user-${a}`, [event('UserBanned', { userID: a, reason: 'Spam', by: 'x' })], {
      expectedVersion: 1,
    });
    await t.store.append(
      `user-${b}`,
      [
        event('UserBanned', { userID: b, reason: 'Spam', by: 'x' }),
        event('UserUnbanned', { userID: b, reason: null, by: 'x' }),
      ],
      { expectedVersion: 1 },
    );
    await t.store.append(
      `user-${c}`,
      [
        event('UserUnbanned', { userID: c, reason: null, by: 'x' }),
        event('UserBanned', { userID: c, reason: 'Again', by: 'x' }),
      ],
      { expectedVersion: 1 },
    );
    // Erased: the member leaves the Registry.
    await t.store.append(
      `user-${d}`,
      [event('MemberErased', { userID: d, requestedBy: d, erasedBy: d, why: 'self-service', reason: null })],
      { expectedVersion: 1 },
    );
    // Data the SQL cannot vouch for: a bad id and a missing field (the schema refuses both), an
    // upper-case id (the schema accepts it), names with quotes, backslashes and accents.
    const upper = randomUUID().toUpperCase();
    await t.store.append(
      `user-odd`,
      [
        registered('not-a-uuid', 'Bad', 'Id'),
        event('UserRegistered', { userID: randomUUID(), membershipTier: null, personal: {} }),
        registered(upper, 'Élodie', 'O"Brien\\x'),
        // The nil uuid: the schema accepts it, the SQL (versions 1–8 only) leaves it to `apply`.
        registered('00000000-0000-0000-0000-000000000000', 'Nil', 'Id'),
        event('EmailClaimed', { userID: upper }),
      ],
      { expectedVersion: 'no-stream' },
    );
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('when the profiles are replayed set-based, then they hold exactly what a batch-by-batch replay builds, bans and odd data included', async () => {
    await untilReadable(t.store);
    const bulk = await replayProjection(t.db, t.store, profilesProjection, {
      batchSize: 50,
      logger: silentLogger,
    });
    expect(bulk).toMatchObject({ status: 'swapped', setBased: true, events: 311 });
    const setBased = await profileRows(t.db);
    const plain = await replayProjection(t.db, t.store, batchByBatch(profilesProjection), {
      batchSize: 50,
      logger: silentLogger,
    });
    expect(plain).toMatchObject({ status: 'swapped', setBased: false, events: 311 });
    expect(setBased).toEqual(await profileRows(t.db));
    expect(setBased.profiles).toHaveLength(301); // 302 registered, one erased
    expect(setBased.search).toHaveLength(302); // the erased member's row is a removal nobody finds
    const status = (p: Record<string, unknown>) => (p.state as { status: string }).status;
    expect(setBased.profiles.filter((p) => status(p) === 'banned').length).toBe(2);
    expect(setBased.profiles.map((p) => p.last_name)).toEqual(
      expect.arrayContaining(['O"Brien\\x', "Last'7"]),
    );
  }, 120_000);

  it('when events are appended after the set-based load, then the replay carries them batch by batch before it swaps', async () => {
    const userID = randomUUID();
    const racing = new SqlEventStore(t.db);
    // The late append starts once the set-based load is done; the replay's next read waits for its
    // commit (else, on a server, the read may come first and the swap leave it to the live runner).
    let late: Promise<unknown> | undefined;
    const readAll = racing.readAll.bind(racing);
    racing.readAll = async (after, limit) => {
      await late;
      return readAll(after, limit);
    };
    const result = await replayProjection(t.db, racing, profilesProjection, {
      batchSize: 50,
      logger: silentLogger,
      onProgress: (p) => {
        if (!late && p.done > 0 && p.done === p.total)
          late = racing.append(`user-${userID}`, [registered(userID, 'Late', 'Comer')], {
            expectedVersion: 'no-stream',
          });
      },
    });
    expect(result.status).toBe('swapped');
    const { rows } = await t.db.query('select first_name from user_profiles where user_id = $1', [userID]);
    expect(rows).toEqual([{ first_name: 'Late' }]);
  }, 120_000);

  it('when an id has the shape of a uuid but characters that are not hexadecimal, then the set-based load still equals the batch-by-batch one', async () => {
    await t.store.append(
      'user-odd-hex',
      [
        registered('zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz', 'Zed', 'Hex'),
        registered(randomUUID(), 'Next', 'One'),
      ],
      { expectedVersion: 'no-stream' },
    );
    await untilReadable(t.store);
    const bulk = await replayProjection(t.db, t.store, profilesProjection, {
      batchSize: 50,
      logger: silentLogger,
    });
    expect(bulk).toMatchObject({ status: 'swapped', setBased: true });
    const setBased = await profileRows(t.db);
    await replayProjection(t.db, t.store, batchByBatch(profilesProjection), {
      batchSize: 50,
      logger: silentLogger,
    });
    expect(setBased).toEqual(await profileRows(t.db));
    expect(setBased.profiles.map((m) => m.first_name)).toEqual(expect.arrayContaining(['Next', 'Late']));
    expect(setBased.profiles.map((m) => m.first_name)).not.toContain('Zed');
  }, 120_000);
};

describe("set-based replay of the Registry's profiles on PGlite", () => setBasedCases('pglite'));
(process.env.DATABASE_URL ? describe : describe.skip)(
  "set-based replay of the Registry's profiles on a PostgreSQL server (DATABASE_URL)",
  () => setBasedCases('postgres'),
);
