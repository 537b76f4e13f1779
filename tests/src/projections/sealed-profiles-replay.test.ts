import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allMigrations } from '@academy/app';
import { migrate, silentLogger } from '@academy/platform';
import { profilesProjection, replayProjection } from '@academy/projections';
import { openSealedTestStore, type SealedStoreUnderTest } from '../support/sealed-stores.js';
import { batchByBatch, profileRows, replayEvent as event, untilReadable } from '../support/replay-cases.js';
import { type Adapter } from '../support/stores.js';

const registered = (userID: string, firstName: string, lastName: string, personal: object = {}) =>
  event('UserRegistered', {
    userID,
    membershipTier: 'member',
    passwordHash: null,
    personal: { email: `${firstName}@example.org`, firstName, lastName, ...personal },
  });

const cases = (adapter: Adapter) => {
  let t: SealedStoreUnderTest;
  const ids = Array.from({ length: 120 }, () => randomUUID());
  beforeAll(async () => {
    t = await openSealedTestStore(adapter);
    await migrate(t.db, allMigrations);
    for (const [i, userID] of ids.entries())
      await t.store.append(`user-${userID}`, [registered(userID, `Fïrst${i}`, `Lâst'${i}`)], {
        expectedVersion: 'no-stream',
      });
    const [banned, erased, forgotten, renamed, odd] = ids as [string, string, string, string, string];
    await t.store.append(
      `user-${banned}`,
      [event('UserBanned', { userID: banned, reason: 'Spam', by: 'x' })],
      {
        expectedVersion: 1,
      },
    );
    // Erased as the app erases: the key destroyed, then `MemberErased`.
    await t.store.keys.destroy(erased, new Date());
    await t.store.append(
      `user-${erased}`,
      [
        event('MemberErased', {
          userID: erased,
          requestedBy: erased,
          erasedBy: erased,
          why: 'self-service',
          reason: null,
        }),
      ],
      { expectedVersion: 1 },
    );
    // A key destroyed and nothing else: the names read as erased, never in clear.
    await t.store.keys.destroy(forgotten, new Date());
    // A second registration of a member: the newest wins.
    await t.store.append(`user-${renamed}`, [registered(renamed, 'Again', 'Renamed')], {
      expectedVersion: 1,
    });
    // A newer registration whose sealed part the schema refuses: both paths keep the older one.
    await t.store.append(`user-${odd}`, [registered(odd, 'Odd', 'One', { firstName: 7 })], {
      expectedVersion: 1,
    });
    // Written before sealing: in clear in the rows, beside sealed ones.
    const clear = randomUUID();
    await t.store.raw.append(`user-${clear}`, [registered(clear, 'Clear', 'Text')], {
      expectedVersion: 'no-stream',
    });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('when the profiles are replayed through the sealing store set-based, then they hold exactly what a batch-by-batch replay builds, erased members included', async () => {
    const { rows: stored } = await t.db.query<{ data: unknown }>('select data from events');
    expect(JSON.stringify(stored)).not.toContain('Fïrst1');
    await untilReadable(t.store);
    const bulk = await replayProjection(t.db, t.store, profilesProjection, {
      batchSize: 16,
      logger: silentLogger,
    });
    expect(bulk).toMatchObject({ status: 'swapped', setBased: true, events: 125 });
    const setBased = await profileRows(t.db);
    const plain = await replayProjection(t.db, t.store, batchByBatch(profilesProjection), {
      batchSize: 16,
      logger: silentLogger,
    });
    expect(plain).toMatchObject({ status: 'swapped', setBased: false, events: 125 });
    expect(setBased).toEqual(await profileRows(t.db));
    const [banned, erased, forgotten, renamed, odd] = ids;
    const row = (userID: string | undefined) => setBased.profiles.find((m) => m.user_id === userID);
    expect(setBased.profiles).toHaveLength(120);
    expect(row(erased)).toBeUndefined();
    expect(row(forgotten)).toMatchObject({ first_name: 'Erased', last_name: 'member' });
    expect(row(banned)).toMatchObject({
      state: expect.objectContaining({ status: 'banned' }),
      first_name: 'Fïrst0',
    });
    expect(row(renamed)).toMatchObject({ first_name: 'Again', version: 2 });
    expect(row(odd)).toMatchObject({ first_name: 'Fïrst4', version: 1 });
    expect(setBased.profiles.map((m) => m.first_name)).toContain('Clear');
  }, 120_000);
};

describe("set-based replay of the Registry's profiles through the sealing store on PGlite", () =>
  cases('pglite'));
(process.env.DATABASE_URL ? describe : describe.skip)(
  "set-based replay of the Registry's profiles through the sealing store on a PostgreSQL server (DATABASE_URL)",
  () => cases('postgres'),
);
