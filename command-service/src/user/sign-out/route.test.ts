import { describe, expect, it } from '@jest/globals';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';

const spec = commandSpec();

describe('POST /rest/signin/signOut', () => {
  it('when a member signs out, then the session ends on the server, not just in the browser', async () => {
    const ada = member();
    let replayed: unknown;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await req.browser({ as: ada.userID });
        const id = browser.session!;
        const answer = await browser.post('/rest/signin/signOut');
        const replay = await req.browser();
        replay.cookies.set('academy_session', id);
        replayed = (await replay.get('/rest/user/session')).body;
        return answer;
      })
      .then({ status: 200, body: { session: 'none' }, appended: {} });
    expect(res.setCookies.get('academy_session')).toMatch(/Max-Age=0/);
    expect(replayed).toEqual({ session: 'none', membershipTier: null });
  });
});

describe('cross-origin state changes', () => {
  it('when a POST comes from another origin, then 403 forbidden and the session survives', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await req.browser({ as: ada.userID });
        const cases: Record<string, string>[] = [
          { origin: 'https://evil.example' },
          { origin: 'null' },
          { 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'same-site' },
          { origin: req.url, 'sec-fetch-site': 'cross-site' },
        ];
        for (const headers of cases) {
          const res = await browser.post('/rest/signin/signOut', undefined, headers);
          expect(res.status).toBe(403);
          expect(res.body).toMatchObject({ error: 'forbidden' });
        }
        return browser.get('/rest/user/session');
      })
      .then({ status: 200, body: { session: 'signed-in', membershipTier: null } });
  });

  it('when a POST comes from the site itself or carries neither header, then it is allowed', async () => {
    const ada = member();
    await spec
      .given(ada.streams)
      .when(async (req) => {
        const browser = await req.browser({ as: ada.userID });
        const sameOrigin = await browser.post('/rest/signin/signOut', undefined, {
          origin: req.url,
          'sec-fetch-site': 'same-origin',
        });
        expect(sameOrigin.status).toBe(200);
        return (await req.browser()).post('/rest/signin/signOut');
      })
      .then({ status: 200 });
  });
});
