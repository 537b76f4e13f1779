import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member, withEvents } from '../../testing/members.js';

const spec = commandSpec();

describe('POST /rest/admin/users/{userID}/ban', () => {
  it('when an admin bans a member, then 200 with a position, the ban is recorded with the admin, and the member’s sessions are marked banned', async () => {
    const grace = member();
    const ada = member();
    const res = await spec
      .given({ ...grace.streams, ...ada.streams, ...admins(grace.userID) })
      .when(async (req) => {
        await req.browser({ as: ada.userID }); // an open session
        return req.post(
          `/rest/admin/users/${ada.userID}/ban`,
          { reason: 'Spam in the Journal' },
          { as: grace.userID },
        );
      })
      .then({
        status: 200,
        body: { position: expect.any(Number) },
        appended: {
          [userStreamId(ada.userID)]: [
            {
              type: 'UserBanned',
              data: { userID: ada.userID, reason: 'Spam in the Journal', by: grace.userID },
            },
          ],
        },
      });
    expect(res.recorded[0]!.metadata.actor).toBe(grace.userID);
    // The stream and version it wrote: read-your-writes through Kafka (command-answer.ts).
    expect([res.headers.get('x-stream'), res.headers.get('x-stream-version')]).toEqual([
      userStreamId(ada.userID),
      '2',
    ]);
    const { rows } = await res.world.deps.db.query<{ banned: boolean }>(
      'select banned from sessions where user_id = $1',
      [ada.userID],
    );
    expect(rows.map((r) => r.banned)).toEqual([true]);
  });

  it('when the member is already banned, then 200 and nothing is appended', async () => {
    const grace = member();
    const ada = member();
    const banned = { type: 'UserBanned', data: { userID: ada.userID, reason: 'First', by: grace.userID } };
    await spec
      .given({ ...grace.streams, ...withEvents(ada, banned), ...admins(grace.userID) })
      .when((req) =>
        req.post(`/rest/admin/users/${ada.userID}/ban`, { reason: 'Second' }, { as: grace.userID }),
      )
      .then({ status: 200, body: { position: expect.any(Number) }, appended: {} });
  });

  it('when admins ban themselves, then 409', async () => {
    const grace = member();
    await spec
      .given({ ...grace.streams, ...admins(grace.userID) })
      .when((req) =>
        req.post(`/rest/admin/users/${grace.userID}/ban`, { reason: 'Oops' }, { as: grace.userID }),
      )
      .then({ status: 409, body: expect.objectContaining({ error: 'cannot-ban-self' }), appended: {} });
  });

  it('when the reason is missing, empty or over 500 characters, then 400 validation-failed; 500 characters are enough', async () => {
    const grace = member();
    const ada = member();
    await spec
      .given({ ...grace.streams, ...ada.streams, ...admins(grace.userID) })
      .when(async (req) => {
        for (const body of [
          undefined,
          {},
          { reason: '' },
          { reason: '   ' },
          { reason: 'x'.repeat(501) },
          { reason: 'x', extra: 1 },
        ]) {
          const res = await req.post(`/rest/admin/users/${ada.userID}/ban`, body, { as: grace.userID });
          expect(res).toMatchObject({ status: 400, body: { error: 'validation-failed' } });
        }
        return req.post(
          `/rest/admin/users/${ada.userID}/ban`,
          { reason: 'x'.repeat(500) },
          { as: grace.userID },
        );
      })
      .then({ status: 200 });
  });

  it('when the user is unknown, or the id is not a user id, then 404 not-found', async () => {
    const grace = member();
    await spec
      .given({ ...grace.streams, ...admins(grace.userID) })
      .when(async (req) => {
        const ghost = await req.post(
          `/rest/admin/users/${randomUUID()}/ban`,
          { reason: 'x' },
          { as: grace.userID },
        );
        expect(ghost.status).toBe(404);
        return req.post('/rest/admin/users/not-a-uuid/ban', { reason: 'x' }, { as: grace.userID });
      })
      .then({ status: 404, body: expect.objectContaining({ error: 'not-found' }), appended: {} });
  });
});
