import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let first: TestMember;
let second: TestMember;

interface Admins {
  admins: { userID: string; name: string; by: string | null; byName: string | null; since: string | null }[];
}

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  first = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  second = await app.member({ firstName: 'Ada', lastName: 'Lovelace' });
  await runAdminCommand(app.server.core, { action: 'grant', email: first.email, operator: 'operator:test' });
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('GET /rest/admin/admins', () => {
  it('when an admin grants another, then the list shows both admins with who granted them and when', async () => {
    const granted = await first.browser.json('POST', '/rest/admin/admins', { userID: second.userID });
    expect(granted.status).toBeLessThan(300);
    const { status, body } = await first.browser.json<Admins>('GET', '/rest/admin/admins');
    expect(status).toBe(200);
    expect(body.admins.map((a) => [a.name, a.byName])).toEqual([
      ['Grace Hopper', 'operator:test'],
      ['Ada Lovelace', 'Grace Hopper'],
    ]);
    expect(body.admins.every((a) => a.since !== null)).toBe(true);
  });

  it('when the last admin is revoked, then 409 last-admin and they stay listed', async () => {
    expect((await first.browser.json('DELETE', `/rest/admin/admins/${second.userID}`)).status).toBeLessThan(
      300,
    );
    const last = await first.browser.json<{ error: string }>('DELETE', `/rest/admin/admins/${first.userID}`);
    expect(last).toMatchObject({ status: 409, body: { error: 'last-admin' } });
    const { body } = await first.browser.json<Admins>('GET', '/rest/admin/admins');
    expect(body.admins.map((a) => a.name)).toEqual(['Grace Hopper']);
  });

  it('when a visitor or a member asks, then 401 and 403', async () => {
    expect((await app.browser().get('/rest/admin/admins')).status).toBe(401);
    expect((await second.browser.get('/rest/admin/admins')).status).toBe(403);
  });
});

describe('GET /rest/admin/dashboard', () => {
  it('when an admin opens the dashboard, then members by tier and status, sign-ups and the latest events (named) are there', async () => {
    await first.browser.get(`/rest/admin/audit/users/${second.userID}`);
    const { status, body } = await first.browser.json<{
      recentAudits: { adminName: string; view: string; subject: { id: string } }[];
      members: { count: number }[];
      signups: { count: number }[];
      pendingShipments: number;
      removedPublications: number;
      latestEvents: { type: string; subject: string; actorName: string; label: string }[];
    }>('GET', '/rest/admin/dashboard');
    expect(status).toBe(200);
    expect(body.members.reduce((n, m) => n + m.count, 0)).toBe(2);
    expect(body.signups.reduce((n, s) => n + s.count, 0)).toBe(2);
    expect(body.pendingShipments).toBe(0);
    expect(body.latestEvents.map((e) => e.type)).toContain('AdminRevoked');
    // Actors and subjects by name, never as raw ids or stream names.
    expect(body.latestEvents.find((e) => e.type === 'AdminRevoked')).toMatchObject({
      actorName: 'Grace Hopper',
    });
    expect(body.latestEvents).toContainEqual(
      expect.objectContaining({ type: 'UserRegistered', label: 'Signed up', subject: 'Ada Lovelace' }),
    );
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-/;
    expect(body.latestEvents.filter((e) => uuid.test(e.subject) || uuid.test(e.actorName))).toEqual([]);
    // An email claim's stream id is a hash of the address: it reads as the member who claimed it.
    const hash = /[0-9a-f]{16,}/i;
    expect(body.latestEvents.filter((e) => hash.test(e.subject) || hash.test(e.label))).toEqual([]);
    expect(body.latestEvents).toContainEqual(
      expect.objectContaining({ type: 'EmailClaimed', subject: 'Ada Lovelace' }),
    );
    expect(body.recentAudits[0]).toMatchObject({
      adminName: 'Grace Hopper',
      view: 'timeline',
      subject: { id: second.userID },
    });
    expect((await second.browser.get('/rest/admin/dashboard')).status).toBe(403);
  });
});
