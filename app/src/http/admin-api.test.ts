import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ADMINS_STREAM, userStreamId } from '@academy/domain';
import { callOperator, serveOperatorSocket } from '@academy/platform';
import { runAdminCommand } from '../operator/admins.js';
import { operatorHandlers } from '../operator/handlers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { type TestBrowser } from '../testing/test-browser.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let admin: { browser: TestBrowser; userID: string; email: string };

const versionOf = (stream: string) => app.server.core.store.streamVersion(stream);

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
}, 60_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('admins', () => {
  it('when the operator grants an admin, then the event records the operator as actor', async () => {
    const events = await app.server.core.store.readStream(ADMINS_STREAM);
    expect(events[0]).toMatchObject({
      type: 'AdminGranted',
      data: { userID: admin.userID, by: 'operator:test' },
    });
    expect(events[0]!.metadata.actor).toBe('operator:test');
    expect((await admin.browser.json('GET', '/rest/user/status')).body).toMatchObject({
      admin: true,
      status: 'active',
    });
  });

  it('when an admin grants a member, then 200 with a position; granting again appends nothing', async () => {
    const other = await app.member();
    const first = await admin.browser.json('POST', '/rest/admin/admins', { userID: other.userID });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ position: expect.any(Number) });
    const version = await versionOf(ADMINS_STREAM);
    const again = await admin.browser.json('POST', '/rest/admin/admins', { userID: other.userID });
    expect(again.status).toBe(200);
    expect(await versionOf(ADMINS_STREAM)).toBe(version);
    expect((await other.browser.json('GET', '/rest/user/status')).body).toMatchObject({ admin: true });
    const events = await app.server.core.store.readStream(ADMINS_STREAM);
    expect(events.at(-1)!.metadata.actor).toBe(admin.userID);
  });

  it('when an admin revokes another admin, then they lose admin access at once; revoking a non-admin appends nothing', async () => {
    const other = await app.member();
    await admin.browser.post('/rest/admin/admins', { userID: other.userID });
    const revoked = await admin.browser.json('DELETE', `/rest/admin/admins/${other.userID}`);
    expect(revoked.status).toBe(200);
    const refused = await other.browser.json('POST', '/rest/admin/admins', { userID: other.userID });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'forbidden', error_msg: 'You must be an admin to view this page.' },
    });
    const version = await versionOf(ADMINS_STREAM);
    expect((await admin.browser.json('DELETE', `/rest/admin/admins/${other.userID}`)).status).toBe(200);
    expect(await versionOf(ADMINS_STREAM)).toBe(version);
  });

  it('when the last admin would be removed, then 409 last-admin, through the API and the command line', async () => {
    const core = app.server.core;
    const { state } = await core.access.adminsState();
    for (const id of state.admins.filter((id) => id !== admin.userID))
      await admin.browser.delete(`/rest/admin/admins/${id}`);
    const res = await admin.browser.json('DELETE', `/rest/admin/admins/${admin.userID}`);
    expect(res).toMatchObject({ status: 409, body: { error: 'last-admin' } });
    await expect(
      runAdminCommand(core, { action: 'revoke', email: admin.email, operator: 'operator:test' }),
    ).rejects.toThrow('The last admin cannot be removed');
  });

  it('when the user is unknown, then 404 for every admin command', async () => {
    const ghost = randomUUID();
    expect((await admin.browser.json('POST', '/rest/admin/admins', { userID: ghost })).status).toBe(404);
    expect((await admin.browser.json('DELETE', `/rest/admin/admins/${ghost}`)).status).toBe(404);
    expect((await admin.browser.json('POST', `/rest/admin/users/${ghost}/ban`, { reason: 'x' })).status).toBe(
      404,
    );
    expect((await admin.browser.json('POST', `/rest/admin/users/${ghost}/unban`)).status).toBe(404);
    expect(
      (await admin.browser.json('POST', '/rest/admin/users/not-a-uuid/ban', { reason: 'x' })).body,
    ).toMatchObject({ error: 'not-found' });
    await expect(
      runAdminCommand(app.server.core, {
        action: 'grant',
        email: 'nobody@example.org',
        operator: 'operator:test',
      }),
    ).rejects.toThrow('No user has the email nobody@example.org');
  });

  it('when the running app is asked through the operator socket, then grant and list work there', async () => {
    const socket = path.join(os.tmpdir(), `academy-op-${process.pid}-${Date.now()}.sock`);
    const server = await serveOperatorSocket(socket, operatorHandlers(app.server.core));
    try {
      const member = await app.member();
      const granted = await callOperator(socket, {
        command: 'admin',
        args: { action: 'grant', email: member.email, operator: 'operator:ops' },
      });
      expect(granted).toMatchObject({ action: 'grant', userID: member.userID, changed: true });
      const listed = (await callOperator(socket, { command: 'admin', args: { action: 'list' } })) as {
        admins: { email: string }[];
      };
      expect(listed.admins.map((a) => a.email)).toEqual(expect.arrayContaining([admin.email, member.email]));
      await expect(
        callOperator(socket, {
          command: 'admin',
          args: { action: 'grant', email: 'x@example.org', operator: 'operator:ops' },
        }),
      ).rejects.toThrow(/No user has the email/);
    } finally {
      await server.close();
    }
  });
});

describe('bans', () => {
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
    const { rows } = await app.server.core.db.query<{ banned: boolean }>(
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

  it('when a banned member signs in with the right password, then 403 banned with the reason and no session', async () => {
    const member = await app.member();
    await admin.browser.post(`/rest/admin/users/${member.userID}/ban`, { reason: 'Harassment' });
    const browser = app.browser();
    const { status, body, res } = await browser.json('POST', '/rest/signin/password', {
      email: member.email,
      password: member.password,
    });
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'banned', error_msg: 'Harassment' });
    expect(res.headers.getSetCookie()).toEqual([]);
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
    const { rows } = await app.server.core.db.query<{ banned: boolean }>(
      'select banned from sessions where user_id = $1',
      [member.userID],
    );
    expect(rows.map((r) => r.banned)).toEqual([false]);
  });

  it('when the change is already in effect, then 200 and nothing appended', async () => {
    const member = await app.member();
    await admin.browser.post(`/rest/admin/users/${member.userID}/ban`, { reason: 'First' });
    const version = await versionOf(userStreamId(member.userID));
    const again = await admin.browser.json('POST', `/rest/admin/users/${member.userID}/ban`, {
      reason: 'Second',
    });
    expect(again).toMatchObject({ status: 200, body: { position: expect.any(Number) } });
    await admin.browser.post(`/rest/admin/users/${member.userID}/unban`);
    const unbanned = await versionOf(userStreamId(member.userID));
    expect(unbanned).toBe(version + 1);
    expect((await admin.browser.json('POST', `/rest/admin/users/${member.userID}/unban`)).status).toBe(200);
    expect(await versionOf(userStreamId(member.userID))).toBe(unbanned);
  });

  it('when admins ban themselves, then 409', async () => {
    const res = await admin.browser.json('POST', `/rest/admin/users/${admin.userID}/ban`, { reason: 'Oops' });
    expect(res).toMatchObject({ status: 409, body: { error: 'cannot-ban-self' } });
  });

  it('when the reason is missing, empty or over 500 characters, then 400 validation-failed', async () => {
    const member = await app.member();
    for (const body of [
      undefined,
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'x', extra: 1 },
    ]) {
      const res = await admin.browser.json('POST', `/rest/admin/users/${member.userID}/ban`, body);
      expect(res).toMatchObject({ status: 400, body: { error: 'validation-failed' } });
    }
    expect(
      (
        await admin.browser.json('POST', `/rest/admin/users/${member.userID}/ban`, {
          reason: 'x'.repeat(500),
        })
      ).status,
    ).toBe(200);
  });
});
