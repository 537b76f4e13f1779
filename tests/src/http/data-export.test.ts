import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { dataExportSchema, type DataExport } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow.
jest.setTimeout(60_000);

let t: TestApp;
let ada: TestMember;
let grace: TestMember;
let position = 0;

const TITLE = 'Analytical Engines and the Bernoulli Numbers';

const download = async (member: TestMember) => {
  const res = await member.browser.get('/rest/user/data-export', {
    'x-min-position': String(position),
    'user-agent': 'data-export-spec/1.0',
  });
  return { res, file: dataExportSchema.parse(JSON.parse(await res.text())) };
};

/** Polls the export until `ok` (the token shipment is requested by a process manager after the payment). */
const downloadWhen = async (member: TestMember, ok: (file: DataExport) => boolean) => {
  for (let i = 0; i < 100; i++) {
    const answer = await download(member);
    if (ok(answer.file)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return download(member);
};

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords });
  ada = await t.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
  grace = await t.member({ firstName: 'Grace', lastName: 'Hopper', membershipTier: 'member' });
  const patched = await ada.browser.json<{ position: number }>('PATCH', '/rest/user/profile', {
    headline: 'Poet of science',
    phone: '+44 20 7946 0000',
  });
  expect(patched.status).toBe(200);
  const submitted = await ada.browser.json<{ position: number }>('POST', '/rest/journal/publications', {
    title: TITLE,
    abstract: 'Notes on a machine that computes.',
    authors: [{ name: 'Ada Lovelace', userID: ada.userID }],
    keywords: ['computing'],
    body: 'The engine weaves algebraic patterns.',
    licence: 'CC-BY-4.0',
  });
  expect(submitted.status).toBe(201);
  position = Math.max(ada.position, grace.position, patched.body.position, submitted.body.position);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /rest/user/data-export', () => {
  it('when a member downloads their data, then a dated JSON file holds every category with their values', async () => {
    const { res, file } = await downloadWhen(ada, (f) => f.shipments.length > 0);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="academy-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(file.userID).toBe(ada.userID);
    expect(file.account).toMatchObject({ email: ada.email, status: 'active', admin: false });
    expect(file.profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Poet of science',
      phone: expect.stringContaining('7946'),
    });
    expect(file.membership).toMatchObject({ status: 'active', tier: 'member' });
    expect(file.membership.history.map((h) => h.type)).toContain('MembershipActivated');
    expect(file.orders).toEqual([
      expect.objectContaining({ userID: ada.userID, tier: 'member', status: 'paid' }),
    ]);
    expect(file.shipments).toEqual([expect.objectContaining({ tier: 'member' })]);
    expect(file.publications).toEqual([
      expect.objectContaining({
        pubNum: 1,
        versions: [expect.objectContaining({ version: 1, title: TITLE })],
      }),
    ]);
    expect(file.sessions).toEqual([
      expect.objectContaining({ current: true, userAgent: expect.any(String) }),
    ]);
    expect(file.audit.map((e) => e.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'MembershipActivated', 'HeadlineChanged']),
    );
  });

  it('when a member downloads their data, then no session token and nothing of another member is in it', async () => {
    const { file } = await download(ada);
    const text = JSON.stringify(file);
    expect(text).not.toContain(ada.browser.session!);
    expect(text).not.toContain(grace.userID);
    expect(text).not.toContain(grace.email);
    expect(text).not.toContain('Hopper');
    const theirs = await download(grace);
    expect(theirs.file.userID).toBe(grace.userID);
    expect(theirs.file.publications).toEqual([]);
    expect(JSON.stringify(theirs.file)).not.toContain(ada.email);
  });

  it('when a visitor asks, then 401 not-signed-in', async () => {
    const res = await t.browser().json('GET', '/rest/user/data-export');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'not-signed-in' });
  });
});
