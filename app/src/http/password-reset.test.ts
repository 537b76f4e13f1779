import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { outboxDir } from '@academy/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { setCookieHeader, type TestBrowser } from '../testing/test-browser.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let addresses = 0;

const visitor = (): TestBrowser => {
  const browser = app.browser();
  browser.headers['x-forwarded-for'] = `192.0.2.${++addresses}`;
  return browser;
};

const outboxFiles = async (): Promise<string[]> =>
  (await readdir(outboxDir(app.dataDir)).catch(() => [] as string[])).sort();

/** The mail leaves after the answer: wait for the outbox to hold one more file, and read it. */
const nextMail = async (before: number): Promise<string> => {
  for (let i = 0; i < 100; i++) {
    const files = await outboxFiles();
    if (files.length > before) return readFile(path.join(outboxDir(app.dataDir), files.at(-1)!), 'utf8');
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no mail arrived in the outbox');
};

const tokenIn = (mail: string): string => /sign-in\/reset\/confirm\?token=([\w-]+)/.exec(mail)![1]!;

const requestLink = async (email: string): Promise<string> => {
  const before = (await outboxFiles()).length;
  const res = await visitor().post('/rest/signin/password-reset', { email });
  expect(res.status).toBe(202);
  return tokenIn(await nextMail(before));
};

beforeAll(async () => {
  app = await startTestApp({
    env: { TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS: '20', PUBLIC_URL: 'https://academy.example' },
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('password reset by emailed link', () => {
  it('when a member asks for a reset, then 202 and a mail in DATA_DIR/outbox with a link, which is logged', async () => {
    const { email } = await app.member();
    const before = (await outboxFiles()).length;
    const res = await visitor().post('/rest/signin/password-reset', { email });
    expect(res.status).toBe(202);
    const mail = await nextMail(before);
    expect(mail).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}`, 'm'));
    expect(mail).toMatch(/^Subject: Reset your Academy password/m);
    expect(mail).toMatch(/https:\/\/academy\.example\/sign-in\/reset\/confirm\?token=[\w-]{43}/);
    expect(app.logs.some((line) => line.includes(`token=${tokenIn(mail)}`))).toBe(true);
  });

  it('when the email is unknown, then the same 202 and no mail', async () => {
    const { email } = await app.member();
    const known = await visitor().json('POST', '/rest/signin/password-reset', { email });
    await nextMail(0);
    const before = (await outboxFiles()).length;
    const unknown = await visitor().json('POST', '/rest/signin/password-reset', {
      email: 'nobody.at.all@example.org',
    });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await new Promise((r) => setTimeout(r, 150));
    expect((await outboxFiles()).length).toBe(before);
  });

  it('when the link is used, then the new password works, the old does not, every session ends, and the link works only once', async () => {
    const member = await app.member();
    const token = await requestLink(member.email);
    const newPassword = 'a brand new passphrase';
    const confirmed = await visitor().json('POST', '/rest/signin/password-reset/confirm', {
      token,
      password: newPassword,
    });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { position: expect.any(Number), redirect: '/sign-in' },
    });
    expect((await member.browser.json('GET', '/rest/user/session')).body).toMatchObject({ session: 'none' });
    expect(
      (await visitor().post('/rest/signin/password', { email: member.email, password: member.password }))
        .status,
    ).toBe(401);
    expect(
      (await visitor().post('/rest/signin/password', { email: member.email, password: newPassword })).status,
    ).toBe(200);
    const again = await visitor().json('POST', '/rest/signin/password-reset/confirm', {
      token,
      password: 'yet another passphrase',
    });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid-token' } });
  });

  it('when the link is older than 30 minutes, then it no longer works', async () => {
    const member = await app.member();
    const token = await requestLink(member.email);
    app.advance(30 * 60_000 + 1000);
    const res = await visitor().json('POST', '/rest/signin/password-reset/confirm', {
      token,
      password: 'too late passphrase',
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'invalid-token' } });
  });

  it('when a newer link is asked for, then the older one stops working', async () => {
    const member = await app.member();
    const first = await requestLink(member.email);
    const second = await requestLink(member.email);
    expect(
      (
        await visitor().json('POST', '/rest/signin/password-reset/confirm', {
          token: first,
          password: 'first passphrase!',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await visitor().json('POST', '/rest/signin/password-reset/confirm', {
          token: second,
          password: 'second passphrase!',
        })
      ).status,
    ).toBe(200);
  });

  it('when the new password is too short, then 400 validation-failed and the link still works', async () => {
    const member = await app.member();
    const token = await requestLink(member.email);
    const short = await visitor().json('POST', '/rest/signin/password-reset/confirm', {
      token,
      password: 'short',
    });
    expect(short).toMatchObject({ status: 400, body: { error: 'validation-failed' } });
    expect(
      (
        await visitor().json('POST', '/rest/signin/password-reset/confirm', {
          token,
          password: 'long enough now!',
        })
      ).status,
    ).toBe(200);
  });

  it('when an account asked 10 times in the window, then the 11th answers 429 with Retry-After', async () => {
    const { email } = await app.member();
    for (let i = 0; i < 10; i++)
      expect((await visitor().post('/rest/signin/password-reset', { email })).status).toBe(202);
    const res = await visitor().post('/rest/signin/password-reset', { email });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when one address tried 20 bad tokens (its limit here), then it is limited', async () => {
    const browser = visitor();
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await browser.post('/rest/signin/password-reset/confirm', {
            token: `bad-${i}`,
            password: 'whatever passphrase',
          })
        ).status,
      ).toBe(400);
    }
    expect(
      (
        await browser.post('/rest/signin/password-reset/confirm', {
          token: 'bad',
          password: 'whatever passphrase',
        })
      ).status,
    ).toBe(429);
  });
});

describe('behind HTTPS (PUBLIC_URL is https in this file)', () => {
  it('when a member signs in, then the session cookie is also Secure', async () => {
    const { email, password } = await app.member();
    const res = await visitor().post('/rest/signin/password', { email, password });
    expect(setCookieHeader(res, 'academy_session')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('when a POST comes from the server’s own address rather than PUBLIC_URL, then it is refused', async () => {
    const res = await visitor().post(
      '/rest/signin/password-reset',
      { email: 'a@example.org' },
      { origin: app.url },
    );
    expect(res.status).toBe(403);
    const ok = await visitor().post(
      '/rest/signin/password-reset',
      { email: 'a@example.org' },
      { origin: 'https://academy.example' },
    );
    expect(ok.status).toBe(202);
  });
});
