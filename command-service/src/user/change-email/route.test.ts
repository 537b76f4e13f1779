import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { emailStreamId } from '../../email-claim/email-stream.js';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import { nextMail } from '../../testing/outbox.js';

const spec = commandSpec({ env: { PUBLIC_URL: 'https://academy.example' } });

const confirmToken = (mail: string): string => /settings\/confirm-email\?token=([\w-]+)/.exec(mail)![1]!;

describe('POST /rest/user/email and /rest/user/email/confirm', () => {
  it('when a member confirms the link mailed to the new address, then the email and its claim move, and sign-in uses the new one only', async () => {
    const ada = member();
    const newEmail = `moved.${ada.userID.slice(0, 8)}@example.org`;
    let mail = '';
    let asked = 0;
    let signInNew = 0;
    let signInOld = 0;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        asked = (
          await req.post('/rest/user/email', { email: newEmail, password: ada.password }, { as: ada.userID })
        ).status;
        mail = await nextMail(req, 0);
        const confirmed = await req.post('/rest/user/email/confirm', { token: confirmToken(mail) });
        signInNew = (await req.post('/rest/signin/password', { email: newEmail, password: ada.password }))
          .status;
        signInOld = (await req.post('/rest/signin/password', { email: ada.email, password: ada.password }))
          .status;
        return confirmed;
      })
      .then({ status: 200 });
    expect(asked).toBe(202);
    expect(mail).toMatch(new RegExp(`^To: ${newEmail.replace(/\./g, '\\.')}`, 'm'));
    expect(mail).toMatch(/https:\/\/academy\.example\/settings\/confirm-email\?token=[\w-]{43}/);
    expect(res.body).toMatchObject({ email: newEmail });
    expect(res.appended[userStreamId(ada.userID)]).toEqual([
      { type: 'EmailChanged', data: { userID: ada.userID, personal: { email: newEmail } } },
    ]);
    expect(res.appended[emailStreamId(newEmail)]).toEqual([
      { type: 'EmailClaimed', data: { userID: ada.userID } },
    ]);
    expect(res.appended[emailStreamId(ada.email)]).toEqual([
      { type: 'EmailReleased', data: { userID: ada.userID } },
    ]);
    expect(signInNew).toBe(200);
    expect(signInOld).toBe(401);
  });

  it('when the link is used a second time, then 400 invalid-token and nothing more is appended', async () => {
    const ada = member();
    const newEmail = `again.${ada.userID.slice(0, 8)}@example.org`;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        await req.post('/rest/user/email', { email: newEmail, password: ada.password }, { as: ada.userID });
        const token = confirmToken(await nextMail(req, 0));
        expect((await req.post('/rest/user/email/confirm', { token })).status).toBe(200);
        return req.post('/rest/user/email/confirm', { token });
      })
      .then({ status: 400 });
    expect(res.body).toMatchObject({ error: 'invalid-token' });
    expect(res.appended[userStreamId(ada.userID)]).toHaveLength(1);
  });

  it('when the token is unknown, then 400 invalid-token with a clear message and nothing is appended', async () => {
    const res = await spec
      .given()
      .when((req) => req.post('/rest/user/email/confirm', { token: 'not-a-real-token' }))
      .then({ status: 400, appended: {} });
    expect(res.body).toMatchObject({
      error: 'invalid-token',
      error_msg: 'This email confirmation link is invalid, used or expired; ask for a new one',
    });
  });

  it('when the address belongs to another account, then 409 email-taken and nothing is appended', async () => {
    const ada = member();
    const bob = member();
    const res = await spec
      .given({ ...ada.streams, ...bob.streams })
      .when((req) =>
        req.post(
          '/rest/user/email',
          { email: bob.email.toUpperCase(), password: ada.password },
          { as: ada.userID },
        ),
      )
      .then({ status: 409, appended: {} });
    expect(res.body).toMatchObject({ error: 'email-taken' });
  });

  it('when the email is not an address, missing, or already the member’s, then 400 naming email and nothing is appended', async () => {
    const ada = member();
    for (const body of [
      { email: 'not an email', password: ada.password },
      { password: ada.password },
      { email: ada.email, password: ada.password },
    ]) {
      const res = await spec
        .given(ada.streams)
        .when((req) => req.post('/rest/user/email', body, { as: ada.userID }))
        .then({ status: 400, appended: {} });
      expect(res.body).toMatchObject({ error: 'validation-failed', fields: [{ path: 'email' }] });
    }
  });

  it('when nobody is signed in, then asking for a change is refused', async () => {
    await spec
      .given()
      .when((req) =>
        req.post('/rest/user/email', { email: 'someone@example.org', password: 'whatever it is' }),
      )
      .then({ status: 401, appended: {} });
  });
});
