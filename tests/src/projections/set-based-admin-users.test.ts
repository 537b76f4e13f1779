import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allMigrations } from '@academy/app';
import { migrate, silentLogger } from '@academy/platform';
import { adminUsersProjection, replayProjection } from '@academy/projections';
import { batchByBatch, replayEvent as event, untilReadable } from '../support/replay-cases.js';
import { openTestStore, type Adapter, type StoreUnderTest } from '../support/stores.js';

const registered = (userID: string, firstName: string, email: string, membershipTier: string | null) =>
  event('UserRegistered', {
    userID,
    membershipTier,
    passwordHash: null,
    personal: { email, firstName, lastName: `Last ${firstName}` },
  });

/** Both tables of the read model as queries read them, in a stable order. */
const readModel = async (t: StoreUnderTest) => ({
  users: (await t.db.query('select * from admin_users order by user_id')).rows,
  grants: (await t.db.query('select * from admin_grants order by user_id')).rows,
});

const cases = (adapter: Adapter) => {
  let t: StoreUnderTest;
  beforeAll(async () => {
    t = await openTestStore(adapter);
    await migrate(t.db, allMigrations);
    const ids = Array.from({ length: 120 }, () => randomUUID());
    for (const [i, userID] of ids.entries())
      await t.store.append(
        `user-${userID}`,
        [
          registered(
            userID,
            `First${i}`,
            `First${i}@Example.ORG`,
            i % 3 === 0 ? null : i % 3 === 1 ? '' : 'member',
          ),
        ],
        { expectedVersion: 'no-stream' },
      );
    const [a, b, c] = ids;
    // A grant before its member's registration, one after; a ban; a changed email.
    const early = randomUUID();
    await t.store.append('admins', [event('AdminGranted', { userID: early, by: 'operator:root' })], {
      expectedVersion: 'no-stream',
    });
    await t.store.append(`user-${early}`, [registered(early, 'Early', 'early@example.org', 'member')], {
      expectedVersion: 'no-stream',
    });
    await t.store.append('admins', [event('AdminGranted', { userID: a, by: early })], { expectedVersion: 1 });
    await t.store.append(`user-${b}`, [event('UserBanned', { userID: b, reason: 'Spam', by: early })], {
      expectedVersion: 1,
    });
    await t.store.append(
      `user-${c}`,
      [event('EmailChanged', { userID: c, personal: { email: 'New@Example.org' } })],
      {
        expectedVersion: 1,
      },
    );
    // What SQL cannot vouch for or order: a second registration of one member (the first wins), a
    // non-ASCII email, an upper-case id, a bad id, a nil id.
    const twice = randomUUID();
    await t.store.append('user-twice-b', [registered(twice, 'Second', 'second@example.org', null)], {
      expectedVersion: 'no-stream',
    });
    await t.store.append('user-twice-a', [registered(twice, 'First', 'first@example.org', null)], {
      expectedVersion: 'no-stream',
    });
    await t.store.append(
      'user-odd',
      [
        registered(randomUUID(), 'Ünal', 'ÜNAL@example.org', 'member'),
        registered(randomUUID().toUpperCase(), 'Upper', 'upper@example.org', 'member'),
        registered('not-a-uuid', 'Bad', 'bad@example.org', null),
        registered('00000000-0000-0000-0000-000000000000', 'Nil', 'nil@example.org', null),
      ],
      { expectedVersion: 'no-stream' },
    );
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('when the admin list is replayed set-based, then it holds exactly what a batch-by-batch replay builds', async () => {
    await untilReadable(t.store);
    const bulk = await replayProjection(t.db, t.store, adminUsersProjection, {
      batchSize: 40,
      logger: silentLogger,
    });
    expect(bulk).toMatchObject({ status: 'swapped', setBased: true });
    const setBased = await readModel(t);
    const plain = await replayProjection(t.db, t.store, batchByBatch(adminUsersProjection), {
      batchSize: 40,
      logger: silentLogger,
    });
    expect(plain).toMatchObject({ status: 'swapped', setBased: false, events: bulk.events });
    expect(setBased).toEqual(await readModel(t));
    expect(setBased.users).toHaveLength(125);
    expect(setBased.users.filter((u) => u.admin)).toHaveLength(2);
    expect(setBased.users.map((u) => u.first_name)).toContain('Second');
  }, 120_000);
};

describe('set-based replay of the admin list on PGlite', () => cases('pglite'));
(process.env.DATABASE_URL ? describe : describe.skip)(
  'set-based replay of the admin list on a PostgreSQL server (DATABASE_URL)',
  () => cases('postgres'),
);
