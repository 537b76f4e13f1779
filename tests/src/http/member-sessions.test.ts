import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type MemberSessionsAnswer } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';
import { type TestBrowser } from '../support/test-browser.js';

// A machine shared with other work can be slow.
jest.setTimeout(60_000);

let t: TestApp;
let ada: TestMember;
let bob: TestMember;

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const signedInBrowser = async (member: TestMember, userAgent: string): Promise<TestBrowser> => {
  const browser = t.browser();
  browser.headers['user-agent'] = userAgent;
  const res = await browser.post('/rest/signin/password', { email: member.email, password: member.password });
  expect(res.status).toBe(200);
  return browser;
};

const sessionsOf = async (browser: TestBrowser) =>
  (await browser.json<MemberSessionsAnswer>('GET', '/rest/user/sessions')).body.sessions;

const signedIn = async (browser: TestBrowser) =>
  ((await (await browser.get('/rest/user/session')).json()) as { session: string }).session;

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords });
  ada = await t.member({ firstName: 'Ada', lastName: 'Lovelace' });
  bob = await t.member({ firstName: 'Bob', lastName: 'Builder' });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('a member’s sessions', () => {
  it('when a member signed in from two browsers, then each lists both with the device in words and marks itself current', async () => {
    const laptop = await signedInBrowser(ada, FIREFOX);
    const sessions = await sessionsOf(laptop);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Firefox on Linux' });
    expect(Date.parse(current[0]!.createdAt)).not.toBeNaN();
    expect(Date.parse(current[0]!.lastSeenAt)).not.toBeNaN();
    expect(JSON.stringify(sessions)).not.toContain(laptop.cookies.get('academy_session')!);
  });

  it('when a member ends another of their sessions, then that browser is signed out and this one is not', async () => {
    const phone = await signedInBrowser(ada, FIREFOX);
    const desk = await signedInBrowser(ada, FIREFOX);
    const phoneID = (await sessionsOf(phone)).find((s) => s.current)!.id;
    const ended = await desk.json('DELETE', `/rest/user/sessions/${phoneID}`);
    expect(ended.status).toBe(200);
    expect(await signedIn(phone)).toBe('none');
    expect(await signedIn(desk)).toBe('signed-in');
    expect((await sessionsOf(desk)).map((s) => s.id)).not.toContain(phoneID);
  });

  it('when a member ends another member’s session by its id, then 404 and that session lives on', async () => {
    const bobs = await signedInBrowser(bob, FIREFOX);
    const bobID = (await sessionsOf(bobs)).find((s) => s.current)!.id;
    const refused = await ada.browser.json('DELETE', `/rest/user/sessions/${bobID}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: 'not-found' });
    expect(await signedIn(bobs)).toBe('signed-in');
  });

  it('when a member signs out all others, then only the current session remains', async () => {
    const other = await signedInBrowser(ada, FIREFOX);
    const here = await signedInBrowser(ada, FIREFOX);
    const res = await here.json<{ ended: number }>('POST', '/rest/user/sessions/end-others');
    expect(res.status).toBe(200);
    expect(res.body.ended).toBeGreaterThanOrEqual(1);
    expect(await signedIn(other)).toBe('none');
    const left = await sessionsOf(here);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });
});
