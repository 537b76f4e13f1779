import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { AUDIT_LOG_STREAM, publicationStreamId } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

interface Entry {
  type: string;
  label: string;
  time: string;
  actor: string | null;
  actorName: string;
  reason: string | null;
  correlationId: string;
  changes: { field: string; before: unknown; after: unknown }[];
}
interface Timeline {
  subject: { kind: string; id: string; name: string };
  total: number;
  page: number;
  types: { type: string; label: string; count: number }[];
  entries: Entry[];
}

let app: TestApp;
let admin: TestMember;
let member: TestMember;
let beforeBan: string;

const HOUR = 3_600_000;

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  member = await app.member({ firstName: 'Ada', lastName: 'Lovelace' });
  app.advance(HOUR);
  beforeBan = new Date(Date.now() + 1.5 * HOUR).toISOString();
  app.advance(HOUR);
  expect(
    (await admin.browser.post(`/rest/admin/users/${member.userID}/ban`, { reason: 'Spam in the Journal' }))
      .status,
  ).toBe(200);
  app.advance(HOUR);
  expect(
    (await admin.browser.post(`/rest/admin/users/${member.userID}/unban`, { reason: 'Appeal accepted' }))
      .status,
  ).toBe(200);
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('the audit of a user', () => {
  it("when an admin reads a member's audit, then every event is there newest first with actor names, reasons and before → after", async () => {
    const { status, body } = await admin.browser.json<Timeline>(
      'GET',
      `/rest/admin/audit/users/${member.userID}`,
    );
    expect(status).toBe(200);
    expect(body.subject).toMatchObject({ kind: 'user', id: member.userID, name: 'Ada Lovelace' });
    expect(body.entries.map((e) => e.type)).toEqual(['UserUnbanned', 'UserBanned', 'UserRegistered']);
    const [unban, ban, signUp] = body.entries;
    expect(ban).toMatchObject({
      label: 'Banned',
      actor: admin.userID,
      actorName: 'Grace Hopper',
      reason: 'Spam in the Journal',
      changes: [
        { field: 'status', before: 'active', after: 'banned' },
        { field: 'banReason', before: null, after: 'Spam in the Journal' },
      ],
    });
    expect(unban).toMatchObject({
      reason: 'Appeal accepted',
      changes: [
        { field: 'status', before: 'banned', after: 'active' },
        { field: 'banReason', before: 'Spam in the Journal', after: null },
      ],
    });
    expect(signUp).toMatchObject({ label: 'Signed up', actorName: 'Ada Lovelace' });
    expect(JSON.stringify(body)).not.toContain('fake$');
  });

  it('when the admins stream names the user, then the grant shows in their audit with the operator as actor', async () => {
    const { body } = await admin.browser.json<Timeline>(
      'GET',
      `/rest/admin/audit/users/${admin.userID}?type=AdminGranted`,
    );
    expect(body.total).toBe(1);
    expect(body.entries[0]).toMatchObject({
      type: 'AdminGranted',
      actor: 'operator:test',
      actorName: 'operator:test',
      changes: [{ field: 'admin', before: false, after: true }],
    });
  });

  it('when the audit is filtered by type and date and paged, then only matching entries come, one page at a time', async () => {
    const byType = await admin.browser.json<Timeline>(
      'GET',
      `/rest/admin/audit/users/${member.userID}?type=UserBanned,UserUnbanned&pageSize=1&page=2`,
    );
    expect({ total: byType.body.total, types: byType.body.entries.map((e) => e.type) }).toEqual({
      total: 2,
      types: ['UserBanned'],
    });
    const future = await admin.browser.json<Timeline>(
      'GET',
      `/rest/admin/audit/users/${member.userID}?from=2999-01-01`,
    );
    expect(future.body.total).toBe(0);
  });

  it('when the state is asked as of a moment before the ban, then the member is active; after it, banned with the reason', async () => {
    const before = await admin.browser.json<{ exists: boolean; state: Record<string, unknown> }>(
      'GET',
      `/rest/admin/audit/users/${member.userID}/state?at=${encodeURIComponent(beforeBan)}`,
    );
    expect(before.status).toBe(200);
    expect(before.body.state).toMatchObject({
      status: 'active',
      banReason: null,
      firstName: 'Ada',
      admin: false,
    });
    const during = new Date(Date.parse(beforeBan) + HOUR).toISOString();
    const banned = await admin.browser.json<{ state: Record<string, unknown> }>(
      'GET',
      `/rest/admin/audit/users/${member.userID}/state?at=${encodeURIComponent(during)}`,
    );
    expect(banned.body.state).toMatchObject({ status: 'banned', banReason: 'Spam in the Journal' });
    const never = await admin.browser.json<{ exists: boolean }>(
      'GET',
      `/rest/admin/audit/users/${member.userID}/state?at=2000-01-01T00:00:00Z`,
    );
    expect(never.body.exists).toBe(false);
  });

  it('when the audit is exported, then JSON Lines has one entry per line and CSV a header and a quoted row per entry', async () => {
    const jsonl = await admin.browser.get(`/rest/admin/audit/users/${member.userID}?format=jsonl`);
    expect(jsonl.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await jsonl.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Entry);
    expect(lines.map((l) => l.type)).toEqual(['UserUnbanned', 'UserBanned', 'UserRegistered']);
    const csv = await admin.browser.get(`/rest/admin/audit/users/${member.userID}?format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows[0]).toBe('time,type,label,actor,actorName,reason,correlationId,streamId,version,changes');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toContain('status: active → banned');
  });

  it('when an admin reads an audit, then AuditViewed is recorded on audit-log with the admin and the subject', async () => {
    await admin.browser.get(`/rest/admin/audit/users/${member.userID}`);
    const recorded = await app.server.core.store.readStream(AUDIT_LOG_STREAM);
    expect(recorded.at(-1)).toMatchObject({
      type: 'AuditViewed',
      data: { adminID: admin.userID, subject: { kind: 'user', id: member.userID }, view: 'timeline' },
      metadata: { actor: admin.userID },
    });
  });

  it('when the input is bad, then 400 validation-failed names the field; an unknown subject is 404', async () => {
    const bad = async (query: string) =>
      (
        await admin.browser.json<{ error: string; error_msg: string }>(
          'GET',
          `/rest/admin/audit/users/${member.userID}${query}`,
        )
      ).body;
    expect(await bad('?from=yesterday')).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: from',
    });
    expect(await bad('?page=0')).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: page',
    });
    expect(await bad('?format=xml')).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: format',
    });
    expect(await bad('?type=Not%20A%20Type')).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: type',
    });
    expect(await bad('?colour=red')).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: colour',
    });
    expect(await bad('/state')).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: at',
    });
    expect(await bad('/state?at=soon')).toMatchObject({
      error: 'validation-failed',
      error_msg: 'Invalid fields: at',
    });
    expect((await admin.browser.json('GET', `/rest/admin/audit/users/${randomUUID()}`)).status).toBe(404);
    expect((await admin.browser.json('GET', '/rest/admin/audit/users/not-a-uuid')).status).toBe(404);
    expect((await admin.browser.json('GET', '/rest/admin/audit/publications/abc')).status).toBe(404);
    expect((await admin.browser.json('GET', '/rest/admin/audit/publications/999')).status).toBe(404);
  });

  it('when a member or a visitor asks, then 403 "You must be an admin to view this page." and 401', async () => {
    expect((await member.browser.json('GET', `/rest/admin/audit/users/${member.userID}`)).body).toEqual({
      error: 'forbidden',
      error_msg: 'You must be an admin to view this page.',
    });
    expect(
      (await app.browser().json('GET', `/rest/admin/audit/publications/1/state?at=2026-01-01T00:00:00Z`))
        .status,
    ).toBe(401);
  });
});

describe('a banned admin', () => {
  it('when an admin is banned, then the audit answers 403 banned with the reason', async () => {
    const other = await app.member({ firstName: 'Banned', lastName: 'Admin' });
    expect((await admin.browser.post('/rest/admin/admins', { userID: other.userID })).status).toBe(200);
    expect((await other.browser.json('GET', `/rest/admin/audit/users/${member.userID}`)).status).toBe(200);
    expect(
      (await admin.browser.post(`/rest/admin/users/${other.userID}/ban`, { reason: 'Leaked data' })).status,
    ).toBe(200);
    for (const path of [
      `/rest/admin/audit/users/${member.userID}`,
      `/rest/admin/audit/users/${member.userID}/state?at=2026-01-01T00:00:00Z`,
    ])
      expect((await other.browser.json('GET', path)).body).toEqual({
        error: 'banned',
        error_msg: 'Leaked data',
      });
  });
});

describe('the audit of a publication', () => {
  it('when a publication was submitted, removed and restored, then its audit shows each with before → after, and its state as of the removal', async () => {
    const store = app.server.core.store;
    const pubNum = 41;
    const meta = (hoursAgo: number) => ({
      actor: admin.userID,
      correlationId: randomUUID(),
      causationId: null,
      timestamp: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    });
    const version = {
      pubNum,
      title: 'On the Analytical Engine',
      abstract: 'Notes.',
      keywords: ['engines'],
      body: 'Body text.',
      licence: 'CC-BY-4.0',
      pdf: null,
      publishDate: 1_700_000_000,
      personal: { authors: [{ name: 'Ada Lovelace' }] },
    };
    await store.append(
      publicationStreamId(pubNum),
      [
        {
          type: 'PublicationSubmitted',
          data: { ...version, version: 1, submittedBy: member.userID },
          eventId: randomUUID(),
          metadata: meta(30),
        },
        {
          type: 'PublicationRemoved',
          data: { pubNum, note: 'Plagiarism', removalDate: 1_700_100_000, by: admin.userID },
          eventId: randomUUID(),
          metadata: meta(20),
        },
        {
          type: 'PublicationRestored',
          data: { pubNum, restoreDate: 1_700_200_000, by: admin.userID },
          eventId: randomUUID(),
          metadata: meta(10),
        },
      ],
      { expectedVersion: 'no-stream' },
    );
    const { status, body } = await admin.browser.json<Timeline>(
      'GET',
      `/rest/admin/audit/publications/${pubNum}`,
    );
    expect(status).toBe(200);
    expect(body.subject).toMatchObject({ kind: 'publication', id: '41', name: 'On the Analytical Engine' });
    expect(body.entries.map((e) => e.type)).toEqual([
      'PublicationRestored',
      'PublicationRemoved',
      'PublicationSubmitted',
    ]);
    expect(body.entries[1]).toMatchObject({ actorName: 'Grace Hopper', reason: 'Plagiarism' });
    expect(body.entries[1]!.changes).toContainEqual({ field: 'removed', before: null, after: true });
    const asOf = await admin.browser.json<{ state: Record<string, unknown> }>(
      'GET',
      `/rest/admin/audit/publications/${pubNum}/state?at=${encodeURIComponent(new Date(Date.now() - 15 * HOUR).toISOString())}`,
    );
    expect(asOf.body.state).toMatchObject({
      removed: true,
      removalNote: 'Plagiarism',
      version: 1,
      title: 'On the Analytical Engine',
    });
  });
});
