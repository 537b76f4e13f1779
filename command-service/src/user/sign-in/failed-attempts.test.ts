import { describe, expect, it } from '@jest/globals';
import { argon2idHasher } from '../../pipeline/password-hasher.js';
import { commandSpec, type SpecWorld } from '../../testing/http-spec.js';
import { memberHashedWith } from '../../testing/members.js';

// The limits of POST /rest/signin/password: an address 30 failures here, a pair 10, the account's delay from 10.
const passwords = argon2idHasher();
const spec = commandSpec({ env: { TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS: '30' }, passwords });

let addresses = 0;

/** A browser from its own client address, so rate-limit counts never leak between tests. */
const visitor = async (req: SpecWorld) => {
  const browser = await req.browser();
  browser.headers['x-forwarded-for'] = `203.0.113.${++addresses}`;
  return browser;
};

const hashedMember = () => memberHashedWith(passwords);

const signIn = (email: string, password: string) => ({ email, password });
const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));

describe('failed attempts are limited without locking the member out', () => {
  it('when a stranger failed 20 times from one address, then the right password from another address signs in', async () => {
    const ada = await hashedMember();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const stranger = await visitor(req);
        for (let i = 0; i < 20; i++)
          await stranger.post('/rest/signin/password', signIn(ada.email, `wrong ${i}`));
        expect((await stranger.post('/rest/signin/password', signIn(ada.email, ada.password))).status).toBe(
          429,
        );
        return (await visitor(req)).post('/rest/signin/password', signIn(ada.email, ada.password));
      })
      .then({ status: 200 });
  });

  it('when one address failed 10 times on an account, then the 11th answers 429 with Retry-After, even with the right password, until the window passes', async () => {
    const ada = await hashedMember();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await visitor(req);
        for (let i = 0; i < 10; i++) {
          expect((await browser.post('/rest/signin/password', signIn(ada.email, `wrong ${i}`))).status).toBe(
            401,
          );
        }
        const res = await browser.post('/rest/signin/password', signIn(ada.email, ada.password));
        expect(res.status).toBe(429);
        expect(res.body).toMatchObject({ error: 'rate-limited' });
        expect(retryAfter(res)).toBeGreaterThan(0);
        expect(retryAfter(res)).toBeLessThanOrEqual(15 * 60);
        req.advance(15 * 60_000 + 1000);
        return browser.post('/rest/signin/password', signIn(ada.email, ada.password));
      })
      .then({ status: 200 });
  });

  it('when failures are spread over many addresses, then each address that failed waits a delay that doubles with the account’s failures', async () => {
    const ada = await hashedMember();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const bots = await Promise.all(Array.from({ length: 20 }, () => visitor(req)));
        const fail = (bot: (typeof bots)[number]) =>
          bot.post('/rest/signin/password', signIn(ada.email, 'a wrong guess'));
        for (const bot of bots.slice(0, 5)) await fail(bot);
        // Under the account's threshold, an address that failed may try again at once.
        expect((await fail(bots[0]!)).status).toBe(401);
        for (const bot of bots.slice(5, 12)) await fail(bot);
        // 13 failures: an address that failed waits 2^3 s after its last failure.
        const early = await fail(bots[1]!);
        expect(early.status).toBe(429);
        expect(retryAfter(early)).toBeGreaterThan(4);
        expect(retryAfter(early)).toBeLessThanOrEqual(8);
        for (const bot of bots.slice(12)) await fail(bot);
        // 21 failures: 2^11 s, capped at the 15-minute window.
        const later = await fail(bots[2]!);
        expect(later.status).toBe(429);
        expect(retryAfter(later)).toBeGreaterThan(14 * 60);
        return (await visitor(req)).post('/rest/signin/password', signIn(ada.email, ada.password));
      })
      .then({ status: 200 });
  });

  it('when an unknown email had 10 failed sign-ins from one address, then it is limited the same way (nothing tells it apart)', async () => {
    const email = `ghost.${Date.now()}@example.org`;
    await spec
      .given()
      .when(async (req) => {
        const browser = await visitor(req);
        for (let i = 0; i < 10; i++) await browser.post('/rest/signin/password', signIn(email, `wrong ${i}`));
        return browser.post('/rest/signin/password', signIn(email, 'anything'));
      })
      .then({ status: 429 });
  });

  it('when one address failed 30 times (its limit here) across accounts, then it is limited', async () => {
    const ada = await hashedMember();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await visitor(req);
        for (let i = 0; i < 30; i++) {
          expect(
            (await browser.post('/rest/signin/password', signIn(`someone${i}@example.org`, 'wrong'))).status,
          ).toBe(401);
        }
        const res = await browser.post('/rest/signin/password', signIn(ada.email, ada.password));
        expect(res.status).toBe(429);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        return (await visitor(req)).post('/rest/signin/password', signIn(ada.email, ada.password));
      })
      .then({ status: 200 });
  });
});
