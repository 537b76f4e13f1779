import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ADMINS_STREAM } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member } from '../../testing/members.js';

const spec = commandSpec();

describe('DELETE /rest/admin/admins/{userID}', () => {
  it('when an admin revokes another admin, then they lose admin access at once', async () => {
    const grace = member();
    const other = member();
    let refused: unknown;
    await spec
      .given({ ...grace.streams, ...other.streams, ...admins(grace.userID, other.userID) })
      .when(async (req) => {
        const revoked = await req.delete(`/rest/admin/admins/${other.userID}`, { as: grace.userID });
        const answer = await req.post('/rest/admin/admins', { userID: other.userID }, { as: other.userID });
        refused = { status: answer.status, body: answer.body };
        return revoked;
      })
      .then({
        status: 200,
        body: { position: expect.any(Number) },
        appended: {
          [ADMINS_STREAM]: [{ type: 'AdminRevoked', data: { userID: other.userID, by: grace.userID } }],
        },
      });
    expect(refused).toEqual({
      status: 403,
      body: { error: 'forbidden', error_msg: 'You must be an admin to view this page.' },
    });
  });

  it('when someone who is not an admin is revoked, then 200 and nothing is appended', async () => {
    const grace = member();
    const other = member();
    await spec
      .given({ ...grace.streams, ...other.streams, ...admins(grace.userID) })
      .when((req) => req.delete(`/rest/admin/admins/${other.userID}`, { as: grace.userID }))
      .then({ status: 200, body: { position: expect.any(Number) }, appended: {} });
  });

  it('when the last admin would be removed, then 409 last-admin and nothing is appended', async () => {
    const grace = member();
    await spec
      .given({ ...grace.streams, ...admins(grace.userID) })
      .when((req) => req.delete(`/rest/admin/admins/${grace.userID}`, { as: grace.userID }))
      .then({ status: 409, body: expect.objectContaining({ error: 'last-admin' }), appended: {} });
  });

  it('when the last two admins revoke each other at once, then one wins and the other is refused: one admin stays', async () => {
    const grace = member();
    const other = member();
    let answers: number[] = [];
    const res = await spec
      .given({ ...grace.streams, ...other.streams, ...admins(grace.userID, other.userID) })
      .when(async (req) => {
        const both = await Promise.all([
          req.delete(`/rest/admin/admins/${other.userID}`, { as: grace.userID }),
          req.delete(`/rest/admin/admins/${grace.userID}`, { as: other.userID }),
        ]);
        answers = both.map((a) => a.status).sort();
        return both[0]!;
      })
      .then();
    // Refused as the last admin, or as no longer an admin when the guard already saw the first revocation.
    expect(answers[0]).toBe(200);
    expect([403, 409]).toContain(answers[1]);
    expect(res.appended[ADMINS_STREAM]).toHaveLength(1);
    expect((await res.world.deps.access.adminsState()).state.admins).toHaveLength(1);
  });

  it('when the user is unknown, then 404', async () => {
    const grace = member();
    await spec
      .given({ ...grace.streams, ...admins(grace.userID) })
      .when((req) => req.delete(`/rest/admin/admins/${randomUUID()}`, { as: grace.userID }))
      .then({ status: 404, appended: {} });
  });
});
