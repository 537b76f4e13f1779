import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allMigrations } from '@academy/app';
import { migrate, silentLogger, type EventStore, type SqlClient } from '@academy/platform';
import { profilesProjection, replayProjection } from '@academy/projections';
import { batchByBatch, replayEvent, untilReadable } from '../support/replay-cases.js';
import { openSealedTestStore } from '../support/sealed-stores.js';
import { openTestStore, type Adapter } from '../support/stores.js';

const event = (type: string, data: unknown) => replayEvent(type, data, '2026-01-02T03:04:05.000Z');

const registered = (userID: string, i: number) =>
  event('UserRegistered', {
    userID,
    membershipTier: i % 3 === 0 ? null : 'member',
    passwordHash: null,
    personal: { email: `m${i}@example.org`, firstName: `First${i}`, lastName: `O'Last${i}` },
  });

/** Every table of the read model as queries read it (the write sequence aside), in a stable order. */
const readModel = async (db: SqlClient) => ({
  profiles: (await db.query('select * from user_profiles order by user_id')).rows,
  search: (await db.query(`select * from search_members order by id`)).rows.map(
    ({ seq: _seq, ...row }: Record<string, unknown>) => row,
  ),
});

interface Opened {
  db: SqlClient;
  store: EventStore;
  /** Destroys a member's key (the sealed store's erasure); absent on a plain store. */
  forget?: (userID: string) => Promise<unknown>;
  close(): Promise<void>;
}

const open = async (adapter: Adapter, sealed: boolean): Promise<Opened> => {
  if (!sealed) return openTestStore(adapter);
  const t = await openSealedTestStore(adapter);
  return { ...t, forget: (userID) => t.store.keys.destroy(userID, new Date()) };
};

const cases = (adapter: Adapter, sealed: boolean) => {
  let t: Opened;
  const ids = Array.from({ length: 60 }, () => randomUUID());
  beforeAll(async () => {
    t = await open(adapter, sealed);
    await migrate(t.db, allMigrations);
    for (const [i, userID] of ids.entries())
      await t.store.append(`user-${userID}`, [registered(userID, i)], { expectedVersion: 'no-stream' });
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    await t.store.append(
      `user-${a}`,
      [
        event('HeadlineChanged', { userID: a, headline: 'Geologist of note' }),
        event('ExpertiseSet', { userID: a, expertise: ['Rocks', 'Maps'] }),
        event('LocationChanged', {
          userID: a,
          personal: { location: { city: 'Oslo', state: null, country: 'NO' } },
        }),
        event('ProfileVisibilityChanged', { userID: a, visibility: { location: 'members' } }),
        event('ProfileNamesChanged', { userID: a, personal: { firstName: 'Renamed' } }),
        // Data the schema refuses: skipped by both paths.
        event('HeadlineChanged', { userID: a, headline: 42 }),
      ],
      { expectedVersion: 1 },
    );
    await t.store.append(`user-${b}`, [event('UserBanned', { userID: b, reason: 'Spam', by: 'x' })], {
      expectedVersion: 1,
    });
    await t.store.append(
      `user-${c}`,
      [
        event('RegistryOptedOut', { userID: c }),
        event('MemberErased', { userID: c, requestedBy: c, erasedBy: c, why: 'self-service', reason: null }),
      ],
      { expectedVersion: 1 },
    );
    await t.store.append(
      `user-${d}`,
      [event('RegistryOptedOut', { userID: d }), event('RegistryOptedIn', { userID: d })],
      { expectedVersion: 1 },
    );
    // Events of a member never registered, and an event of another type.
    const ghost = randomUUID();
    await t.store.append(`user-${ghost}`, [event('HeadlineChanged', { userID: ghost, headline: 'Nobody' })], {
      expectedVersion: 'no-stream',
    });
    await t.store.append(`user-${e}`, [event('EmailClaimed', { userID: e })], { expectedVersion: 1 });
    // A key destroyed: the sealed store reads the member's names as erased.
    await t.forget?.(e);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const indexes = async (generation: number) =>
    (
      await t.db.query<{ indexname: string }>(
        `select indexname from pg_indexes where tablename like 'search_members%_g${generation}' order by indexname`,
      )
    ).rows.map((r) => r.indexname.replace(/_g\d+/, ''));

  it('when profiles are replayed set-based, then they and their search rows equal what a batch-by-batch replay builds', async () => {
    await untilReadable(t.store);
    const bulk = await replayProjection(t.db, t.store, profilesProjection, {
      batchSize: 7,
      logger: silentLogger,
    });
    expect(bulk).toMatchObject({ status: 'swapped', setBased: true });
    const setBased = await readModel(t.db);
    // Built after the load: the same indexes as `create` makes.
    const builtAfterLoad = await indexes(bulk.generation);
    const plain = await replayProjection(t.db, t.store, batchByBatch(profilesProjection), {
      batchSize: 7,
      logger: silentLogger,
    });
    expect(plain).toMatchObject({ status: 'swapped', setBased: false, events: bulk.events });
    const batched = await readModel(t.db);
    expect(setBased.profiles).toEqual(batched.profiles);
    expect(setBased.search).toEqual(batched.search);
    expect(setBased.profiles).toHaveLength(59);
    const names = setBased.profiles.map((p) => `${String(p.first_name)} ${String(p.last_name)}`);
    expect(names).toContain("Renamed O'Last0");
    if (sealed) expect(names).toContain('Erased member');
    expect(builtAfterLoad).toEqual(await indexes(plain.generation));
  }, 120_000);
};

describe('set-based replay of profiles on PGlite', () => cases('pglite', false));
describe('set-based replay of profiles through the sealing store on PGlite', () => cases('pglite', true));
(process.env.DATABASE_URL ? describe : describe.skip)(
  'set-based replay of profiles on a PostgreSQL server (DATABASE_URL)',
  () => {
    cases('postgres', false);
    describe('through the sealing store', () => cases('postgres', true));
  },
);
