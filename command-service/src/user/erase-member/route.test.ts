import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { blobKeyOf } from '@academy/platform';
import { emailStreamId } from '../../email-claim/email-stream.js';
import { commandSpec } from '../../testing/http-spec.js';
import { admins, member, withEvents } from '../../testing/members.js';

const spec = commandSpec();

const bytes = new Uint8Array([1, 2, 3]);
const image = { key: blobKeyOf(bytes), contentType: 'image/png', width: 1, height: 1, bytes: 3 };

describe('POST /rest/user/erase and POST /rest/admin/users/{userID}/erase', () => {
  it('when members erase their account with their password, then MemberErased is recorded, their claim released, their key destroyed, their sessions ended and their image deleted', async () => {
    const ada = member();
    const res = await spec
      .given(withEvents(ada, { type: 'ProfileImageSet', data: { userID: ada.userID, image } }))
      .when(async (req) => {
        await req.deps.blobs!.put(bytes);
        await req.browser({ as: ada.userID });
        return req.post('/rest/user/erase', { password: ada.password }, { as: ada.userID });
      })
      .then({
        status: 200,
        body: { position: expect.any(Number) },
        appended: {
          [userStreamId(ada.userID)]: [
            {
              type: 'MemberErased',
              data: {
                userID: ada.userID,
                requestedBy: ada.userID,
                erasedBy: ada.userID,
                why: 'self-service',
                reason: null,
              },
            },
          ],
          [emailStreamId(ada.email)]: [{ type: 'EmailReleased', data: { userID: ada.userID } }],
        },
      });
    const { deps } = res.world;
    expect((await deps.keys.keysOf([ada.userID])).get(ada.userID)).toBeNull();
    const sessions = await deps.db.query('select 1 from sessions where user_id = $1', [ada.userID]);
    expect(sessions.rowCount).toBe(0);
    expect(await deps.blobs!.has(image.key)).toBe(false);
    const stream = JSON.stringify(await deps.store.readStream(userStreamId(ada.userID)));
    for (const value of [ada.email, ada.firstName, ada.lastName]) expect(stream).not.toContain(value);
  });

  it('when the password is wrong or missing, then 400 validation-failed naming password and nothing is erased', async () => {
    const ada = member();
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        const missing = await req.post('/rest/user/erase', {}, { as: ada.userID });
        expect(missing).toMatchObject({ status: 400, body: { error: 'validation-failed' } });
        return req.post('/rest/user/erase', { password: 'not it' }, { as: ada.userID });
      })
      .then({ status: 400, body: expect.objectContaining({ error: 'validation-failed' }), appended: {} });
    expect((await res.world.deps.keys.keysOf([ada.userID])).get(ada.userID)).toBeInstanceOf(Buffer);
  });

  it('when the password was wrong 10 times, then the 11th try answers 429 rate-limited, even with the right password, and nothing is erased', async () => {
    const ada = member();
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        for (let i = 0; i < 10; i += 1) {
          const wrong = await req.post('/rest/user/erase', { password: `not it ${i}` }, { as: ada.userID });
          expect(wrong.status).toBe(400);
        }
        return req.post('/rest/user/erase', { password: ada.password }, { as: ada.userID });
      })
      .then({ status: 429, body: expect.objectContaining({ error: 'rate-limited' }), appended: {} });
    expect((await res.world.deps.keys.keysOf([ada.userID])).get(ada.userID)).toBeInstanceOf(Buffer);
  });

  it('when an admin erases a member with a reason, then the record names the admin and the reason; a second time 404', async () => {
    const grace = member();
    const ada = member();
    await spec
      .given({ ...grace.streams, ...ada.streams, ...admins(grace.userID) })
      .when(async (req) => {
        const first = await req.post(
          `/rest/admin/users/${ada.userID}/erase`,
          { reason: 'Asked by letter' },
          { as: grace.userID },
        );
        expect(first.status).toBe(200);
        return req.post(`/rest/admin/users/${ada.userID}/erase`, { reason: 'Again' }, { as: grace.userID });
      })
      .then({
        status: 404,
        appended: {
          [userStreamId(ada.userID)]: [
            {
              type: 'MemberErased',
              data: {
                userID: ada.userID,
                requestedBy: grace.userID,
                erasedBy: grace.userID,
                why: 'admin',
                reason: 'Asked by letter',
              },
            },
          ],
          [emailStreamId(ada.email)]: [{ type: 'EmailReleased', data: { userID: ada.userID } }],
        },
      });
  });

  it('when the member is an admin, or the caller is not one, then it is refused and nothing is erased', async () => {
    const grace = member();
    const ada = member();
    await spec
      .given({ ...grace.streams, ...ada.streams, ...admins(grace.userID) })
      .when(async (req) => {
        const notAdmin = await req.post(
          `/rest/admin/users/${grace.userID}/erase`,
          { reason: 'x' },
          { as: ada.userID },
        );
        expect(notAdmin).toMatchObject({ status: 403, body: { error: 'forbidden' } });
        return req.post('/rest/user/erase', { password: grace.password }, { as: grace.userID });
      })
      .then({ status: 409, body: expect.objectContaining({ error: 'erase-admin' }), appended: {} });
  });

  it('when two members set the same image and one is erased, then the image stays for the other; once both are, it is deleted', async () => {
    const ada = member();
    const bob = member();
    const setImage = (who: typeof ada) => ({ type: 'ProfileImageSet', data: { userID: who.userID, image } });
    const res = await spec
      .given({ ...withEvents(ada, setImage(ada)), ...withEvents(bob, setImage(bob)) })
      .when(async (req) => {
        await req.deps.blobs!.put(bytes);
        const first = await req.post('/rest/user/erase', { password: ada.password }, { as: ada.userID });
        expect(first.status).toBe(200);
        expect(await req.deps.blobs!.get(image.key)).toEqual(Buffer.from(bytes));
        return req.post('/rest/user/erase', { password: bob.password }, { as: bob.userID });
      })
      .then({ status: 200 });
    expect(await res.world.deps.blobs!.has(image.key)).toBe(false);
  });
});
