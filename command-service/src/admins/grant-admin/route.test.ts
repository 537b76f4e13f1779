import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ADMINS_STREAM } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member } from '../../testing/members.js';

const spec = commandSpec();

describe('POST /rest/admin/admins', () => {
  it('when an admin grants a member, then 200 with a position, the grant is recorded with the admin as actor, and the member is an admin at once', async () => {
    const grace = member();
    const other = member();
    const res = await spec
      .given({ ...grace.streams, ...other.streams, ...admins(grace.userID) })
      .when((req) => req.post('/rest/admin/admins', { userID: other.userID }, { as: grace.userID }))
      .then({
        status: 200,
        body: { position: expect.any(Number) },
        appended: {
          [ADMINS_STREAM]: [{ type: 'AdminGranted', data: { userID: other.userID, by: grace.userID } }],
        },
      });
    expect(res.recorded.at(-1)!.metadata.actor).toBe(grace.userID);
    expect(res.body.position).toBe(res.recorded.at(-1)!.position);
    expect(await res.world.deps.access.of(other.userID)).toMatchObject({ admin: true });
  });

  it('when an admin grants someone who is already an admin, then 200 and nothing is appended', async () => {
    const grace = member();
    const other = member();
    await spec
      .given({ ...grace.streams, ...other.streams, ...admins(grace.userID, other.userID) })
      .when((req) => req.post('/rest/admin/admins', { userID: other.userID }, { as: grace.userID }))
      .then({ status: 200, body: { position: expect.any(Number) }, appended: {} });
  });

  it('when the user is unknown, then 404 and nothing is appended', async () => {
    const grace = member();
    await spec
      .given({ ...grace.streams, ...admins(grace.userID) })
      .when((req) => req.post('/rest/admin/admins', { userID: randomUUID() }, { as: grace.userID }))
      .then({ status: 404, body: expect.objectContaining({ error: 'not-found' }), appended: {} });
  });

  it('when a member who is not an admin grants, then 403 forbidden and nothing is appended', async () => {
    const grace = member();
    const other = member();
    await spec
      .given({ ...grace.streams, ...other.streams, ...admins(grace.userID) })
      .when((req) => req.post('/rest/admin/admins', { userID: other.userID }, { as: other.userID }))
      .then({
        status: 403,
        body: { error: 'forbidden', error_msg: 'You must be an admin to view this page.' },
        appended: {},
      });
  });
});
