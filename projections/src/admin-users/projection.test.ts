import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  deliveryMigrations,
  migrate,
  openPglite,
  projectionStateMigrations,
  type SqlClient,
  type StoredEvent,
} from '@academy/platform';
import { applyOneByOne, readModelRows, resetReadModel } from '../simulation/read-model-rows.js';
import { recordAll } from '../simulation/recorded.js';
import { adminUsersProjection } from './projection.js';

const ann = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';
const registered = (userID: string, first: string) => ({
  streamId: `user-${userID}`,
  type: 'UserRegistered',
  data: {
    userID,
    membershipTier: null,
    passwordHash: null,
    personal: { email: `${first}@example.org`, firstName: first, lastName: 'Doe' },
  },
});
const admins = (type: 'AdminGranted' | 'AdminRevoked', userID: string) => ({
  streamId: 'admins',
  type,
  data: { userID, by: 'operator:root' },
});

/** In store order: Ann registers, is granted, Bob registers, Ann is revoked, Bob is granted. */
const events = recordAll([
  registered(ann, 'ann'),
  admins('AdminGranted', ann),
  registered(bob, 'bob'),
  admins('AdminRevoked', ann),
  admins('AdminGranted', bob),
]);

let db: SqlClient;
const rowsAfter = async (order: readonly StoredEvent[]) => {
  await resetReadModel(db, adminUsersProjection);
  await applyOneByOne(db, adminUsersProjection, order);
  return readModelRows(db, adminUsersProjection);
};

describe('the admin-users read model, fed by the user streams and the admins stream', () => {
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, [...projectionStateMigrations, ...deliveryMigrations]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('when the admins stream arrives before the registrations, then the rows equal those of the store order', async () => {
    const adminsFirst = [
      ...events.filter((e) => e.streamId === 'admins'),
      ...events.filter((e) => e.streamId !== 'admins'),
    ];
    const inOrder = await rowsAfter(events);
    expect(inOrder.admin_users!.filter((r) => r.includes('"admin":true'))).toHaveLength(1);
    expect(await rowsAfter(adminsFirst)).toEqual(inOrder);
  });

  it('when the registrations arrive before the admins stream, then the rows equal those of the store order', async () => {
    const usersFirst = [
      ...events.filter((e) => e.streamId !== 'admins'),
      ...events.filter((e) => e.streamId === 'admins'),
    ];
    expect(await rowsAfter(usersFirst)).toEqual(await rowsAfter(events));
  });
});
