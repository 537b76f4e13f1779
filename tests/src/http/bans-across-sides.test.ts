import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { userStreamId } from '@academy/domain';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type TestBrowser } from '../support/test-browser.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let admin: { browser: TestBrowser; userID: string; email: string };

const registryHas = async (browser: TestBrowser, lastName: string, position: number): Promise<boolean> => {
  const res = await browser.get(`/rest/registry/search?query=${lastName}`, {
    'x-min-position': String(position),
  });
  const body = (await res.json()) as { hits: { lastName: string }[] };
  return body.hits.some((h) => h.lastName === lastName);
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.member({ firstName: 'Grace', lastName: 'Admin' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

// A ban is decided on the command side and felt everywhere: by every guard, in the Registry's read model.
describe('bans across the command side, the query side and the read models', () => {
  it('when an admin bans a member, then their open session stops working at once, except status, session and sign-out', async () => {
    const member = await app.member({ lastName: 'Bannedsen' });
    expect(await registryHas(member.browser, 'Bannedsen', member.position)).toBe(true);
    const ban = await admin.browser.json<{ position: number }>(
      'POST',
      `/rest/admin/users/${member.userID}/ban`,
      { reason: 'Spam in the Journal' },
    );
    expect(ban.status).toBe(200);
    const refused = await member.browser.json('GET', '/rest/registry/search?query=x');
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'banned', error_msg: 'Spam in the Journal' },
    });
    expect((await member.browser.json('GET', '/rest/user/profile')).status).toBe(403);
    expect((await member.browser.json('GET', '/rest/user/status')).body).toEqual({
      userID: member.userID,
      admin: false,
      status: 'banned',
      banReason: 'Spam in the Journal',
    });
    expect((await member.browser.json('GET', '/rest/user/session')).body).toMatchObject({
      session: 'signed-in',
    });
    const { rows } = await app.db.query<{ banned: boolean }>(
      'select banned from sessions where user_id = $1',
      [member.userID],
    );
    expect(rows.map((r) => r.banned)).toEqual([true]);
    const event = (await app.server.core.store.readStream(userStreamId(member.userID))).at(-1)!;
    expect(event).toMatchObject({
      type: 'UserBanned',
      data: { reason: 'Spam in the Journal', by: admin.userID },
    });
    expect(event.metadata.actor).toBe(admin.userID);
    expect(await registryHas(admin.browser, 'Bannedsen', ban.body.position)).toBe(false);
    expect((await member.browser.post('/rest/signin/signOut')).status).toBe(200);
  });

  it('when an admin unbans, then the same session works again and the member is back in the Registry', async () => {
    const member = await app.member({ lastName: 'Returnsson' });
    await admin.browser.post(`/rest/admin/users/${member.userID}/ban`, { reason: 'Temporary' });
    expect((await member.browser.json('GET', '/rest/user/profile')).status).toBe(403);
    const unban = await admin.browser.json<{ position: number }>(
      'POST',
      `/rest/admin/users/${member.userID}/unban`,
    );
    expect(unban.status).toBe(200);
    const profile = await member.browser.get('/rest/user/profile', {
      'x-min-position': String(member.position),
    });
    expect(await profile.json()).toMatchObject({ lastName: 'Returnsson' });
    expect((await member.browser.json('GET', '/rest/user/status')).body).toMatchObject({
      status: 'active',
      banReason: null,
    });
    expect(await registryHas(admin.browser, 'Returnsson', unban.body.position)).toBe(true);
    const { rows } = await app.db.query<{ banned: boolean }>(
      'select banned from sessions where user_id = $1',
      [member.userID],
    );
    expect(rows.map((r) => r.banned)).toEqual([false]);
  });
});

describe('sessions as the query side sees them', () => {
  it('when a member signs out, then the ended session is refused by the query side too', async () => {
    const { browser } = await app.member();
    const id = browser.session!;
    expect((await browser.post('/rest/signin/signOut')).status).toBe(200);
    const replay = app.browser();
    replay.cookies.set('academy_session', id);
    expect((await replay.json('GET', '/rest/user/status')).status).toBe(401);
  });

  it('when a visitor asks for the status, then 401 not-signed-in (Bad Session)', async () => {
    expect((await app.browser().json('GET', '/rest/user/status')).body).toEqual({
      error: 'not-signed-in',
      error_msg: 'Bad Session',
    });
  });

  it('when a member asks for the status, then the user id, admin flag and active status', async () => {
    const { browser, userID } = await app.member();
    expect((await browser.json('GET', '/rest/user/status')).body).toEqual({
      userID,
      admin: false,
      status: 'active',
      banReason: null,
    });
  });
});
