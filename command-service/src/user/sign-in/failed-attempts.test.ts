import { describe, expect, it } from '@jest/globals';
import { argon2idHasher } from '../../pipeline/password-hasher.js';
import { commandSpec, type SpecWorld } from '../../testing/http-spec.js';
import { memberHashedWith } from '../../testing/members.js';

// The limits of POST /rest/signin/password (this address may fail 30 times here, an account 10).
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

describe('failed attempts are limited', () => {
  it('when an account had 10 failed sign-ins, then the 11th answers 429 rate-limited with Retry-After, even with the right password', async () => {
    const ada = await hashedMember();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        for (let i = 0; i < 10; i++) {
          expect(
            (await (await visitor(req)).post('/rest/signin/password', signIn(ada.email, `wrong ${i}`)))
              .status,
          ).toBe(401);
        }
        const res = await (await visitor(req)).post('/rest/signin/password', signIn(ada.email, ada.password));
        expect(res.status).toBe(429);
        expect(res.body).toMatchObject({ error: 'rate-limited' });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
        req.advance(15 * 60_000 + 1000);
        return (await visitor(req)).post('/rest/signin/password', signIn(ada.email, ada.password));
      })
      .then({ status: 200 });
  });

  it('when an unknown email had 10 failed sign-ins, then it is limited the same way (nothing tells it apart)', async () => {
    const email = `ghost.${Date.now()}@example.org`;
    await spec
      .given()
      .when(async (req) => {
        for (let i = 0; i < 10; i++)
          await (await visitor(req)).post('/rest/signin/password', signIn(email, `wrong ${i}`));
        return (await visitor(req)).post('/rest/signin/password', signIn(email, 'anything'));
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
