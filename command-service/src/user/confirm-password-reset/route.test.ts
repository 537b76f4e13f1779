import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { commandSpec, type SpecWorld } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import { nextMail, outboxFiles, tokenIn } from '../../testing/outbox.js';

const spec = commandSpec({
  env: { TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS: '20', PUBLIC_URL: 'https://academy.example' },
});

let addresses = 0;
const visitor = async (req: SpecWorld) => {
  const browser = await req.browser();
  browser.headers['x-forwarded-for'] = `198.18.0.${++addresses}`;
  return browser;
};

/** Asks for a reset link as the member would, and reads the token from the mail. */
const requestLink = async (req: SpecWorld, email: string): Promise<string> => {
  const before = (await outboxFiles(req)).length;
  const res = await (await visitor(req)).post('/rest/signin/password-reset', { email });
  expect(res.status).toBe(202);
  return tokenIn(await nextMail(req, before));
};

const confirm = async (req: SpecWorld, token: string, password: string) =>
  (await visitor(req)).post('/rest/signin/password-reset/confirm', { token, password });

describe('POST /rest/signin/password-reset/confirm', () => {
  it('when the link is used, then the new password works, the old does not, every session ends, and the link works only once', async () => {
    const ada = member();
    const newPassword = 'a brand new passphrase';
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        const session = await req.browser({ as: ada.userID });
        const token = await requestLink(req, ada.email);
        const confirmed = await confirm(req, token, newPassword);
        expect((await session.get('/rest/user/session')).body).toMatchObject({ session: 'none' });
        const signIn = async (password: string) =>
          (await visitor(req)).post('/rest/signin/password', { email: ada.email, password });
        expect((await signIn(ada.password)).status).toBe(401);
        expect((await signIn(newPassword)).status).toBe(200);
        const again = await confirm(req, token, 'yet another passphrase');
        expect(again).toMatchObject({ status: 400, body: { error: 'invalid-token' } });
        return confirmed;
      })
      .then({
        status: 200,
        body: { position: expect.any(Number), redirect: '/sign-in' },
        appended: {
          [userStreamId(ada.userID)]: [
            {
              type: 'PasswordChanged',
              data: { userID: ada.userID, passwordHash: `fake$${newPassword}`, via: 'password-reset' },
            },
          ],
        },
      });
    expect(res.body.position).toBe(res.recorded.at(-1)!.position);
  });

  it('when an address was limited on the account, then after a reset from another address it signs in with the new password', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const laptop = await visitor(req);
        const signIn = (password: string) =>
          laptop.post('/rest/signin/password', { email: ada.email, password });
        for (let i = 0; i < 10; i++) await signIn('not the password');
        expect((await signIn(ada.password)).status).toBe(429);
        await confirm(req, await requestLink(req, ada.email), 'a brand new passphrase');
        return signIn('a brand new passphrase');
      })
      .then({ status: 200 });
  });

  it('when the link is older than 30 minutes, then it no longer works', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const token = await requestLink(req, ada.email);
        req.advance(30 * 60_000 + 1000);
        return confirm(req, token, 'too late passphrase');
      })
      .then({ status: 400, body: expect.objectContaining({ error: 'invalid-token' }), appended: {} });
  });

  it('when a newer link is asked for over 5 minutes later, then the older one stops working', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const first = await requestLink(req, ada.email);
        req.advance(5 * 60_000 + 1000);
        const second = await requestLink(req, ada.email);
        expect((await confirm(req, first, 'first passphrase!')).status).toBe(400);
        return confirm(req, second, 'second passphrase!');
      })
      .then({ status: 200 });
  });

  it('when the new password is too short, then 400 validation-failed and the link still works', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const token = await requestLink(req, ada.email);
        const short = await confirm(req, token, 'short');
        expect(short).toMatchObject({ status: 400, body: { error: 'validation-failed' } });
        return confirm(req, token, 'long enough now!');
      })
      .then({ status: 200 });
  });

  it('when one address tried 20 bad tokens (its limit here), then it is limited', async () => {
    await spec
      .given()
      .when(async (req) => {
        const browser = await visitor(req);
        for (let i = 0; i < 20; i++) {
          const res = await browser.post('/rest/signin/password-reset/confirm', {
            token: `bad-${i}`,
            password: 'whatever passphrase',
          });
          expect(res.status).toBe(400);
        }
        return browser.post('/rest/signin/password-reset/confirm', {
          token: 'bad',
          password: 'whatever passphrase',
        });
      })
      .then({ status: 429, appended: {} });
  });
});
