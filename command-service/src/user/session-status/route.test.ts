import { describe, expect, it } from '@jest/globals';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';

const spec = commandSpec();
const day = 24 * 60 * 60 * 1000;

describe('GET /rest/user/session', () => {
  it('when a session is used within 30 days, then its expiry slides; unused for 30 days, it ends', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await req.browser({ as: ada.userID });
        req.advance(29 * day);
        const slid = await browser.get('/rest/user/session');
        expect(slid.body).toMatchObject({ session: 'signed-in' });
        expect(slid.setCookies.get('academy_session')).toMatch(/Max-Age=2592000/);
        req.advance(29 * day);
        expect((await browser.get('/rest/user/session')).body).toMatchObject({ session: 'signed-in' });
        req.advance(30 * day + 60_000);
        return browser.get('/rest/user/session');
      })
      .then({ status: 200, body: { session: 'none', membershipTier: null } });
  });

  it('when a visitor asks, then 200 with no session', async () => {
    await spec
      .given()
      .when((req) => req.get('/rest/user/session'))
      .then({ status: 200, body: { session: 'none', membershipTier: null } });
  });
});
