import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ADMINS_STREAM, type NewEvent } from '@academy/domain';
import { SqlEventStore } from '../event-store/sql-event-store.js';
import { eventStoreMigrations } from '../event-store/schema.js';
import { migrate } from '../sql/migrate.js';
import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
import { WriteSideAccess } from './write-side-access.js';

let db: SqlClient;
let store: SqlEventStore;
let n = 0;

const append = (streamId: string, event: NewEvent, expectedVersion: number | 'no-stream' | 'any' = 'any') =>
  store.append(
    streamId,
    [
      {
        ...event,
        eventId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
        metadata: { actor: null, correlationId: 'c', causationId: null, timestamp: new Date().toISOString() },
      },
    ],
    { expectedVersion },
  );

const userID = '11111111-1111-4111-8111-111111111111';

beforeAll(async () => {
  db = await openPglite();
  await migrate(db, eventStoreMigrations);
  store = new SqlEventStore(db);
  await append(`user-${userID}`, {
    type: 'UserRegistered',
    data: {
      userID,
      membershipTier: 'member',
      passwordHash: 'h',
      personal: { email: 'a@b.org', firstName: 'A', lastName: 'B' },
    },
  });
});

afterAll(async () => {
  await store.close();
  await db.close();
});

describe('WriteSideAccess', () => {
  it('when nothing was appended since the last check, then it reads no events; after an append, only the new one', async () => {
    const access = new WriteSideAccess(store);
    const reads = jest.spyOn(store, 'readStream');
    expect(await access.of(userID)).toMatchObject({
      exists: true,
      status: 'active',
      admin: false,
      membershipTier: 'member',
    });
    reads.mockClear();
    await access.of(userID);
    expect(reads).not.toHaveBeenCalled();
    await append(`user-${userID}`, { type: 'UserBanned', data: { userID, reason: 'Spam', by: 'x' } });
    await append(ADMINS_STREAM, { type: 'AdminGranted', data: { userID, by: 'operator:t' } });
    expect(await access.of(userID)).toMatchObject({ status: 'banned', banReason: 'Spam', admin: true });
    expect(reads.mock.calls).toEqual(
      expect.arrayContaining([
        [`user-${userID}`, 2],
        [ADMINS_STREAM, 1],
      ]),
    );
    reads.mockRestore();
  });

  it('when the user has no stream, then they do not exist', async () => {
    expect(await new WriteSideAccess(store).of('22222222-2222-4222-8222-222222222222')).toMatchObject({
      exists: false,
      admin: false,
    });
  });

  it('when more users are checked than the cache holds, then the oldest is dropped and refolded on demand', async () => {
    const access = new WriteSideAccess(store, { maxCachedUsers: 1 });
    await access.user(userID);
    await access.user('33333333-3333-4333-8333-333333333333');
    const reads = jest.spyOn(store, 'readStream');
    expect((await access.user(userID)).state).toMatchObject({ status: 'banned' });
    expect(reads).toHaveBeenCalledWith(`user-${userID}`, 1);
    reads.mockRestore();
  });

  it("when a member's access is checked, then the version of their stream is asked for once and that of admins once", async () => {
    const access = new WriteSideAccess(store);
    const versions = jest.spyOn(store, 'streamVersion');
    await access.of(userID);
    expect(versions.mock.calls.map(([streamId]) => streamId).sort()).toEqual([
      ADMINS_STREAM,
      `user-${userID}`,
    ]);
    versions.mockRestore();
  });
});
