import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { exportEvents, replayTarget, type AcademyCore } from '@academy/app';
import { waitForProjections } from '@academy/platform';
import { grantAdmin } from '../support/e2e-helpers.js';
import { readModels } from '../support/read-models.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow.
jest.setTimeout(120_000);

/** Every personal value the member gives: none may be found anywhere once they are erased. */
const PERSONAL = [
  'Adalind',
  'Zyxwortova',
  'Quillfeather',
  'Brightwater',
  '7946 0913',
  'Vexillum',
  'Quorndon',
  'Marrowvale',
];

let t: TestApp;
let core: AcademyCore;
let ada: TestMember;
let grace: TestMember;
let pubNum = 0;
let beforeErasure = '';
let logsBefore = 0;

const caughtUp = async (position: number) =>
  waitForProjections(
    core.db,
    core.projections.map((p) => p.name),
    await core.store.checkpointAt(position),
    60_000,
    core.runner.advanced,
  );

const personalIn = (text: string): string[] =>
  [...PERSONAL, ada.email].filter((value) => text.toLowerCase().includes(value.toLowerCase()));

const text = async (member: TestMember | undefined, route: string): Promise<string> =>
  (await (member?.browser ?? t.browser()).get(route)).text();

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
};

beforeAll(async () => {
  t = await startTestApp({ passwords: fakePasswords });
  core = t.server.core;
  ada = await t.member({ firstName: 'Adalind', lastName: 'Zyxwortova', membershipTier: 'member' });
  grace = await t.member({ firstName: 'Grace', lastName: 'Hopper' });
  await grantAdmin(t, grace.email);
  const profile = await ada.browser.json<{ position: number }>('PATCH', '/rest/user/profile', {
    headline: 'Quillfeather of engines',
    bio: 'Raised in Brightwater.',
    phone: '+44 20 7946 0913',
  });
  expect(profile.status).toBe(200);
  const address = await ada.browser.json('PUT', '/rest/user/shipping-address', {
    name: 'Adalind Zyxwortova',
    line1: '7 Vexillum Lane',
    city: 'Quorndon',
    postalCode: 'QX1 1AA',
    country: 'GB',
  });
  expect(address.status).toBe(200);
  const submitted = await ada.browser.json<{ pubNum: number; position: number }>(
    'POST',
    '/rest/journal/publications',
    {
      title: 'Looms That Compute',
      abstract: 'Notes on a machine that weaves numbers.',
      authors: [{ name: 'Adalind Zyxwortova', userID: ada.userID }, { name: 'Charles Babbage' }],
      keywords: ['computing'],
      body: 'The engine weaves algebraic patterns.',
      licence: 'CC-BY-4.0',
    },
  );
  expect(submitted.status).toBe(201);
  pubNum = submitted.body.pubNum;
  const cancelled = await ada.browser.json<{ position: number }>('POST', '/rest/membership/cancel', {
    reason: 'Moving to Marrowvale next spring',
  });
  expect(cancelled.status).toBe(200);
  expect(await caughtUp(Math.max(submitted.body.position, cancelled.body.position))).toBe(true);
  // Before the erasure the values are there to be found (so the searches below can find them),
  // the cancellation's reason in every form of the audit.
  expect(personalIn(await text(grace, `/rest/admin/audit/users/${ada.userID}`))).toContain('Zyxwortova');
  for (const format of ['', '?format=jsonl', '?format=csv'])
    expect(await text(grace, `/rest/admin/audit/users/${ada.userID}${format}`)).toContain(
      'Moving to Marrowvale next spring',
    );
  beforeErasure = new Date().toISOString();
  logsBefore = t.logs.length;
  const erased = await ada.browser.json<{ position: number }>('POST', '/rest/user/erase', {
    password: ada.password,
  });
  expect(erased.status).toBe(200);
  // The stream goes on after the erasure: the replay below erases in the middle of it.
  const after = await grace.browser.json<{ position: number }>('PATCH', '/rest/user/profile', {
    headline: 'Admiral of compilers',
  });
  expect(after.status).toBe(200);
  expect(await caughtUp(Math.max(erased.body.position, after.body.position))).toBe(true);
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('a member erased (crypto-shredding), end to end over HTTP', () => {
  it('when the public pages, the Journal, its feed, OAI-PMH and citations are read, then none holds a personal value and the publication is kept with "Erased author"', async () => {
    const answers = await Promise.all(
      [
        '/rest/registry/search?query=Zyxwortova',
        '/rest/registry/search',
        `/rest/user/profile?userID=${ada.userID}`,
        '/rest/journal/list',
        '/rest/journal/search?query=Zyxwortova',
        `/rest/journal/publications?pubNum=${pubNum}`,
        `/rest/journal/publications/${pubNum}/versions/1/citation?format=bibtex`,
        `/rest/journal/publications/${pubNum}/versions/1/citation?format=csl-json`,
        '/journal/feed.xml',
        '/oai?verb=ListRecords&metadataPrefix=oai_dc',
      ].map((route) => text(undefined, route)),
    );
    expect(answers.flatMap(personalIn)).toEqual([]);
    const publication = answers[5]!;
    expect(publication).toContain('Erased author');
    expect(publication).toContain('Charles Babbage');
    expect(publication).toContain('Looms That Compute');
  });

  it('when an admin reads the user lists, the audit timeline and the member as of before the erasure, then only "erased" stands for their values', async () => {
    const answers = await Promise.all(
      [
        '/rest/admin/users?queryValue=Zyxwortova&queryType=name',
        `/rest/admin/users/${ada.userID}`,
        `/rest/admin/audit/users/${ada.userID}`,
        `/rest/admin/audit/users/${ada.userID}?format=jsonl`,
        `/rest/admin/audit/users/${ada.userID}?format=csv`,
        `/rest/admin/audit/users/${ada.userID}/state?at=${encodeURIComponent(beforeErasure)}`,
        `/rest/admin/audit/publications/${pubNum}`,
        '/rest/admin/shipments',
        '/rest/admin/dashboard',
      ].map((route) => text(grace, route)),
    );
    expect(answers.flatMap(personalIn)).toEqual([]);
    const audit = answers[2]!;
    expect(audit).toContain('MemberErased');
    expect(audit).toContain('UserRegistered');
    expect(audit).toContain('"erased"');
  });

  it('when the erased member’s old session is used, then it is signed out everywhere', async () => {
    const res = await ada.browser.json('GET', '/rest/user/data-export');
    expect(res.status).toBe(401);
  });

  it('when every read model table, the stored events, an export, the blobs and the logs since are searched, then no personal value is found', async () => {
    const models = await readModels(core.db);
    expect(personalIn(JSON.stringify(models))).toEqual([]);
    const { rows } = await core.db.query('select stream_id, data from events');
    expect(personalIn(JSON.stringify(rows))).toEqual([]);
    // Nor anyone's password hash, erased or not (fakePasswords: the hash is `fake$<password>`).
    for (const member of [ada, grace]) expect(JSON.stringify(rows)).not.toContain(`fake$${member.password}`);
    const file = path.join(os.tmpdir(), `academy-erasure-${process.pid}.jsonl`);
    try {
      await exportEvents(core.store.raw, file, () => undefined);
      const exported = await readFile(file, 'utf8');
      expect(exported).toContain('MemberErased');
      expect(personalIn(exported)).toEqual([]);
    } finally {
      await rm(file, { force: true });
    }
    for (const blob of await filesUnder(path.join(t.dataDir, 'blobs')))
      expect(personalIn((await readFile(blob)).toString('latin1'))).toEqual([]);
    expect(personalIn(t.logs.slice(logsBefore).join('\n'))).toEqual([]);
  });

  it('when every projection is replayed from the start, then the read models are the same and still hold no personal value', async () => {
    const before = await readModels(core.db);
    const results = await replayTarget(core, 'all', () => undefined);
    expect(results.every((r) => r.status === 'swapped')).toBe(true);
    const after = await readModels(core.db);
    expect(after).toEqual(before);
    expect(personalIn(JSON.stringify(after))).toEqual([]);
  });
});
