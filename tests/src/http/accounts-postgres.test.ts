import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { describeWhenSet } from '../support/needs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(30_000);

// The same accounts rules on a PostgreSQL server (sessions, limits, reset links and bans are SQL too).
describeWhenSet('DATABASE_URL', 'accounts on a PostgreSQL server', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      database: 'postgres',
      captureMail: true,
      env: { RATE_LIMIT_ACCOUNT: '3' },
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  }, 30_000);

  it('when members sign up, sign in, fail, get limited, reset and sign out, then each answer is as on PGlite', async () => {
    const member = await app.member({ membershipTier: 'member' });
    expect((await member.browser.json('GET', '/rest/user/session')).body).toEqual({
      session: 'signed-in',
      membershipTier: 'member',
    });
    const other = app.browser();
    for (let i = 0; i < 3; i++)
      expect(
        (await other.post('/rest/signin/password', { email: member.email, password: 'wrong' })).status,
      ).toBe(401);
    const limited = await other.post('/rest/signin/password', {
      email: member.email,
      password: member.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await other.post('/rest/signin/password-reset', { email: member.email })).status).toBe(202);
    // The reset link leaves after the answer (the member's welcome and receipt went to the same address).
    const reset = () => app.mails.find((m) => m.to === member.email && /token=/.test(m.text));
    for (let i = 0; i < 100 && !reset(); i++) await new Promise((r) => setTimeout(r, 50));
    const token = /token=([\w-]+)/.exec(reset()!.text)![1]!;
    const confirm = { token, password: 'the new passphrase' };
    expect((await other.post('/rest/signin/password-reset/confirm', confirm)).status).toBe(200);
    expect((await other.post('/rest/signin/password-reset/confirm', confirm)).status).toBe(400);
    expect((await member.browser.json('GET', '/rest/user/session')).body).toMatchObject({ session: 'none' });
    expect(
      (await other.post('/rest/signin/password', { email: member.email, password: 'the new passphrase' }))
        .status,
    ).toBe(200);
    expect((await other.post('/rest/signin/signOut')).status).toBe(200);
    expect((await other.json('GET', '/rest/user/status')).status).toBe(401);
  });

  it('when an admin bans and unbans, then the open session stops and starts again; the last admin stays', async () => {
    const admin = await app.member();
    await runAdminCommand(app.server.core, {
      action: 'grant',
      email: admin.email,
      operator: 'operator:test',
    });
    const member = await app.member();
    expect(
      (await admin.browser.json('POST', `/rest/admin/users/${member.userID}/ban`, { reason: 'On Postgres' }))
        .status,
    ).toBe(200);
    expect((await member.browser.json('GET', '/rest/user/profile')).body).toEqual({
      error: 'banned',
      error_msg: 'On Postgres',
    });
    expect((await admin.browser.json('POST', `/rest/admin/users/${member.userID}/unban`)).status).toBe(200);
    expect(
      (await member.browser.get('/rest/user/profile', { 'x-min-position': String(member.position) })).status,
    ).toBe(200);
    expect((await admin.browser.json('DELETE', `/rest/admin/admins/${admin.userID}`)).body).toMatchObject({
      error: 'last-admin',
    });
  });
});
