import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { emailStreamId } from '../../email-claim/email-stream.js';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import { nextMail, outboxFiles } from '../../testing/outbox.js';

const spec = commandSpec({ env: { PUBLIC_URL: 'https://academy.example' } });
const confirmToken = (mail: string): string => /settings\/confirm-email\?token=([\w-]+)/.exec(mail)![1]!;
const undoToken = (mail: string): string => /settings\/confirm-email\?undo=([\w-]+)/.exec(mail)![1]!;

describe('an email change needs the password and can be undone from the old address', () => {
  it('when the password is wrong or missing, then 400 naming password, no mail and nothing appended', async () => {
    const ada = member();
    for (const password of ['not the password', undefined]) {
      const res = await spec
        .given(ada.streams)
        .when((req) =>
          req.post('/rest/user/email', { email: 'thief@example.org', password }, { as: ada.userID }),
        )
        .then({ status: 400, appended: {} });
      expect(res.body).toMatchObject({ error: 'validation-failed', fields: [{ path: 'password' }] });
      await new Promise((r) => setTimeout(r, 100));
      expect(await outboxFiles(res.world)).toEqual([]);
    }
  });

  it('when wrong passwords keep coming from a session, then it is limited like sign-in (429)', async () => {
    const ada = member();
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        for (let i = 0; i < 10; i++)
          await req.post(
            '/rest/user/email',
            { email: 'x@example.org', password: `guess ${i}` },
            { as: ada.userID },
          );
        return req.post(
          '/rest/user/email',
          { email: 'x@example.org', password: ada.password },
          { as: ada.userID },
        );
      })
      .then({ status: 429, appended: {} });
    expect(res.body).toMatchObject({ error: 'rate-limited' });
  });

  it('when the change is confirmed, then the old address gets a notice whose link restores it, ends every session and cancels pending links', async () => {
    const ada = member();
    const newEmail = `taken.${ada.userID.slice(0, 8)}@example.org`;
    let notice = '';
    let sessionAfter: unknown;
    let signInOld = 0;
    let signInNew = 0;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        const other = await req.browser({ as: ada.userID });
        await req.post('/rest/user/email', { email: newEmail, password: ada.password }, { as: ada.userID });
        await req.post('/rest/user/email/confirm', { token: confirmToken(await nextMail(req, 0)) });
        notice = await nextMail(req, 1);
        await req.post('/rest/signin/password-reset', { email: newEmail });
        await nextMail(req, 2);
        const undone = await req.post('/rest/user/email/undo', { token: undoToken(notice) });
        sessionAfter = (await other.get('/rest/user/session')).body;
        signInOld = (await req.post('/rest/signin/password', { email: ada.email, password: ada.password }))
          .status;
        signInNew = (await req.post('/rest/signin/password', { email: newEmail, password: ada.password }))
          .status;
        const pending = await req.deps.db.query('select 1 from password_resets where used_at is null');
        expect(pending.rows).toEqual([]);
        return undone;
      })
      .then({ status: 200 });
    expect(notice).toMatch(new RegExp(`^To: ${ada.email.replace(/\./g, '\\.')}`, 'm'));
    expect(notice).toMatch(/^Subject: The email of your Academy of Sciences account was changed/m);
    expect(notice).toMatch(/https:\/\/academy\.example\/settings\/confirm-email\?undo=[\w-]{43}/);
    expect(res.body).toMatchObject({ email: ada.email });
    expect(res.appended[userStreamId(ada.userID)]).toEqual([
      { type: 'EmailChanged', data: { userID: ada.userID, personal: { email: newEmail } } },
      { type: 'EmailChanged', data: { userID: ada.userID, personal: { email: ada.email } } },
    ]);
    expect(res.appended[emailStreamId(newEmail)]).toEqual([
      { type: 'EmailClaimed', data: { userID: ada.userID } },
      { type: 'EmailReleased', data: { userID: ada.userID } },
    ]);
    expect(sessionAfter).toMatchObject({ session: 'none' });
    expect(signInOld).toBe(200);
    expect(signInNew).toBe(401);
  });

  it('when the undo link is used twice or is unknown, then 400 invalid-token and nothing more is appended', async () => {
    const ada = member();
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        await req.post(
          '/rest/user/email',
          { email: `b.${ada.userID.slice(0, 8)}@example.org`, password: ada.password },
          { as: ada.userID },
        );
        await req.post('/rest/user/email/confirm', { token: confirmToken(await nextMail(req, 0)) });
        const token = undoToken(await nextMail(req, 1));
        expect((await req.post('/rest/user/email/undo', { token })).status).toBe(200);
        expect((await req.post('/rest/user/email/undo', { token: 'made-up' })).status).toBe(400);
        return req.post('/rest/user/email/undo', { token });
      })
      .then({ status: 400 });
    expect(res.body).toMatchObject({
      error: 'invalid-token',
      error_msg: 'This undo link is invalid, used or expired',
    });
    expect(res.appended[userStreamId(ada.userID)]).toHaveLength(2);
  });
});
