import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member, withEvents } from '../../testing/members.js';

const spec = commandSpec();

describe('POST /rest/admin/users/{userID}/unban', () => {
  it('when an admin unbans a banned member, then 200, the unban is recorded and the member’s sessions work again', async () => {
    const grace = member();
    const ada = member();
    const banned = {
      type: 'UserBanned',
      data: { userID: ada.userID, reason: 'Temporary', by: grace.userID },
    };
    let session: unknown;
    const res = await spec
      .given({ ...grace.streams, ...withEvents(ada, banned), ...admins(grace.userID) })
      .when(async (req) => {
        const browser = await req.browser({ as: ada.userID });
        await req.deps.db.query('update sessions set banned = true where user_id = $1', [ada.userID]);
        const answer = await req.post(`/rest/admin/users/${ada.userID}/unban`, undefined, {
          as: grace.userID,
        });
        session = (await browser.get('/rest/user/session')).body;
        return answer;
      })
      .then({
        status: 200,
        body: { position: expect.any(Number) },
        appended: {
          [userStreamId(ada.userID)]: [
            { type: 'UserUnbanned', data: { userID: ada.userID, by: grace.userID, reason: null } },
          ],
        },
      });
    const { rows } = await res.world.deps.db.query<{ banned: boolean }>(
      'select banned from sessions where user_id = $1',
      [ada.userID],
    );
    expect(rows.map((r) => r.banned)).toEqual([false]);
    expect(session).toEqual({ session: 'signed-in', membershipTier: null });
  });

  it('when the member is not banned, then 200 and nothing is appended', async () => {
    const grace = member();
    const ada = member();
    await spec
      .given({ ...grace.streams, ...ada.streams, ...admins(grace.userID) })
      .when((req) => req.post(`/rest/admin/users/${ada.userID}/unban`, undefined, { as: grace.userID }))
      .then({ status: 200, body: { position: expect.any(Number) }, appended: {} });
  });

  it('when the user is unknown, then 404', async () => {
    const grace = member();
    await spec
      .given({ ...grace.streams, ...admins(grace.userID) })
      .when((req) => req.post(`/rest/admin/users/${randomUUID()}/unban`, undefined, { as: grace.userID }))
      .then({ status: 404, appended: {} });
  });

  it.each([
    ['a multipart/form-data type without a boundary', 'reason=x', { 'content-type': 'multipart/form-data' }],
    ['a JSON null', 'null', { 'content-type': 'application/json' }],
  ])(
    'when the body is %s, then 400 validation-failed and the member stays banned',
    async (_kind, body, headers) => {
      const grace = member();
      const ada = member();
      const banned = {
        type: 'UserBanned',
        data: { userID: ada.userID, reason: 'Temporary', by: grace.userID },
      };
      await spec
        .given({ ...grace.streams, ...withEvents(ada, banned), ...admins(grace.userID) })
        .when((req) => req.post(`/rest/admin/users/${ada.userID}/unban`, body, { as: grace.userID, headers }))
        .then({ status: 400, body: expect.objectContaining({ error: 'validation-failed' }), appended: {} });
    },
  );
});
