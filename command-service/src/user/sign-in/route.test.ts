import { describe, expect, it } from '@jest/globals';
import { argon2idHasher, type PasswordHasher } from '../../pipeline/password-hasher.js';
import { commandSpec, type SpecWorld } from '../../testing/http-spec.js';
import { memberHashedWith, withEvents, type SpecMember } from '../../testing/members.js';

const argon2id = argon2idHasher();
/** The hashes verified, in order: an unknown email must cost the same work as a known one. */
const verified: string[] = [];
const passwords: PasswordHasher = {
  hash: (password) => argon2id.hash(password),
  verify: (hash, password) => {
    verified.push(hash);
    return argon2id.verify(hash, password);
  },
};
/** An encoded hash's algorithm and cost (`$argon2id$v=19$m=19456,t=2,p=1`), without salt or digest. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');
const spec = commandSpec({ env: { TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS: '30' }, passwords });

let addresses = 0;

/** A browser from its own client address, so rate-limit counts never leak between tests. */
const visitor = async (req: SpecWorld) => {
  const browser = await req.browser();
  browser.headers['x-forwarded-for'] = `203.0.113.${++addresses}`;
  return browser;
};

/** A member whose password is hashed with the real argon2id, as sign-up stores it. */
const hashedMember = (fields: Partial<SpecMember> = {}) => memberHashedWith(passwords, fields);

const signIn = (email: string, password: string) => ({ email, password });

describe('sign-in with a password', () => {
  it('when the password is right, then 200 with the success page and an HttpOnly, SameSite=Lax session cookie', async () => {
    const ada = await hashedMember({ membershipTier: 'fellow' });
    let session: unknown;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await visitor(req);
        const answer = await browser.post(
          '/rest/signin/password',
          signIn(ada.email.toUpperCase(), ada.password),
        );
        session = (await browser.get('/rest/user/session')).body;
        return answer;
      })
      .then({ status: 200, body: { redirect: '/sign-in-success' }, appended: {} });
    const cookie = res.setCookies.get('academy_session')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
    expect(session).toEqual({ session: 'signed-in', membershipTier: 'fellow' });
  });

  it('when the password is wrong, then 401 invalid-credentials and no session', async () => {
    const ada = await hashedMember();
    let session: unknown;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await visitor(req);
        const answer = await browser.post('/rest/signin/password', signIn(ada.email, 'not the password'));
        session = (await browser.get('/rest/user/session')).body;
        return answer;
      })
      .then({
        status: 401,
        body: { error: 'invalid-credentials', error_msg: 'The email or password is incorrect' },
      });
    expect(res.setCookies.get('academy_session')).toBeUndefined();
    expect(session).toEqual({ session: 'none', membershipTier: null });
  });

  it('when the email is unknown, then the same answer after verifying one argon2id hash of the same cost', async () => {
    const ada = await hashedMember();
    const perAttempt: { known: string[]; unknown: string[] }[] = [];
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const attempt = async (address: string, email: string) => {
          verified.length = 0;
          const res = await req.post('/rest/signin/password', signIn(email, 'wrong password'), {
            headers: { 'x-forwarded-for': address },
          });
          return { res, hashes: verified.map(costOf) };
        };
        let last;
        for (let i = 0; i < 2; i++) {
          const a = await attempt('198.51.100.1', ada.email);
          const b = await attempt('198.51.100.2', `nobody${i}@example.org`);
          expect(b.res.status).toBe(a.res.status);
          expect(b.res.body).toEqual(a.res.body);
          perAttempt.push({ known: a.hashes, unknown: b.hashes });
          last = b.res;
        }
        return last!;
      })
      .then({ status: 401 });
    // Not a timing check (timings flake under load): the work itself is compared. Both paths verify
    // exactly one hash, and the unknown email's stand-in hash costs what a member's stored hash does.
    for (const { known, unknown } of perAttempt) {
      expect(known).toEqual(['$argon2id$v=19$m=19456,t=2,p=1']);
      expect(unknown).toEqual(known);
    }
  });

  it('when the body is malformed, then 400 validation-failed, never 500', async () => {
    await spec
      .given()
      .when(async (req) => {
        const browser = await visitor(req);
        expect((await browser.post('/rest/signin/password', { email: 'x' })).body).toMatchObject({
          error: 'validation-failed',
        });
        expect((await browser.post('/rest/signin/password', '{"email":')).status).toBe(400);
        return browser.post('/rest/signin/password', { email: 'a@b.org', password: 'p', admin: true });
      })
      .then({ status: 400 });
  });

  it('when a banned member signs in with the right password, then 403 banned with the reason and no session', async () => {
    const banned = await hashedMember();
    const res = await spec
      .given(
        withEvents(banned, {
          type: 'UserBanned',
          data: { userID: banned.userID, reason: 'Harassment', by: 'operator:spec' },
        }),
      )
      .when(async (req) =>
        (await visitor(req)).post('/rest/signin/password', signIn(banned.email, banned.password)),
      )
      .then({ status: 403, body: { error: 'banned', error_msg: 'Harassment' }, appended: {} });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('when PUBLIC_URL is https, then the session cookie is also Secure', async () => {
    const ada = await hashedMember();
    const res = await spec
      .given(ada.streams, { env: { PUBLIC_URL: 'https://academy.example' } })
      .when(async (req) =>
        (await visitor(req)).post('/rest/signin/password', signIn(ada.email, ada.password)),
      )
      .then({ status: 200 });
    expect(res.setCookies.get('academy_session')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });
});

describe('sessions at sign-in', () => {
  it('when a session id was set before sign-in, then sign-in issues a new id and the planted one never works', async () => {
    const ada = await hashedMember();
    const planted = 'A'.repeat(43);
    let attackerSession: unknown;
    let browserSession: string | undefined;
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await visitor(req);
        browser.cookies.set('academy_session', planted);
        const answer = await browser.post('/rest/signin/password', signIn(ada.email, ada.password));
        browserSession = browser.session;
        const attacker = await visitor(req);
        attacker.cookies.set('academy_session', planted);
        attackerSession = (await attacker.get('/rest/user/session')).body;
        return answer;
      })
      .then({ status: 200 });
    expect(browserSession).toBeDefined();
    expect(browserSession).not.toBe(planted);
    expect(attackerSession).toEqual({ session: 'none', membershipTier: null });
  });

  it('when a signed-in browser signs in again, then it gets a new id, the old one stops working, and a late answer to the old one leaves the new cookie alone', async () => {
    const ada = await hashedMember();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await req.browser({ as: ada.userID });
        const before = browser.session!;
        const answer = await browser.post('/rest/signin/password', signIn(ada.email, ada.password));
        expect(browser.session).not.toBe(before);
        // As the header's session query would be, had it left with the old cookie before the sign-in.
        const old = await visitor(req);
        old.cookies.set('academy_session', before);
        const late = await old.get('/rest/user/session');
        expect(late.body).toMatchObject({ session: 'none' });
        expect(late.setCookies.get('academy_session')).toBeUndefined();
        expect((await browser.get('/rest/user/session')).body).toMatchObject({ session: 'signed-in' });
        return answer;
      })
      .then({ status: 200 });
  });
});
