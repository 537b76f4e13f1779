import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  folderKekVault,
  type EventStore,
  type KekVault,
  type KeyStore,
  type SqlClient,
} from '@academy/platform';
import { grantAdmin } from '../support/e2e-helpers.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';
import { type TestBrowser } from '../support/test-browser.js';
import { caughtUpWithLog } from './key-bytes.js';

// A machine shared with other work can be slow.
jest.setTimeout(180_000);

/** Where an erasure is cut short: each step of its writes, in order. */
const STEPS = [
  'before MemberErased is recorded',
  'after MemberErased, before the key is destroyed',
  'after the new KEK file, before the rotation commits',
  'after the rotation commits, before the old KEK file is removed',
  'after the key is destroyed, before the sessions end',
] as const;
type Step = (typeof STEPS)[number];

const crash = (step: Step) => new Error(`crash: ${step}`);

let root: string;
let t: TestApp | undefined;
let restarted: TestApp | undefined;
let grace: TestMember;
const members = new Map<Step, TestMember>();
const answers = new Map<Step, number>();
let whole: TestMember;

/** Each fault is armed for one erasure; the wrappers throw where a crash would stop the process. */
let armed: Step | undefined;

const faultyVault = (inner: KekVault): KekVault => ({
  where: inner.where,
  list: () => inner.list(),
  read: (id) => inner.read(id),
  async create() {
    const kek = await inner.create();
    if (armed === STEPS[2]) throw crash(armed);
    return kek;
  },
  async remove(ids) {
    if (armed === STEPS[2] || armed === STEPS[3]) throw crash(armed);
    return inner.remove(ids);
  },
});

const armStore = (store: EventStore, keys: KeyStore, db: SqlClient): void => {
  const appendMany = store.appendMany.bind(store);
  store.appendMany = async (streams) => {
    if (armed === STEPS[0]) throw crash(armed);
    return appendMany(streams);
  };
  const endErasure = keys.endErasure.bind(keys);
  keys.endErasure = async (subject) => {
    // A crash runs no clean-up: the erasure stays marked under way.
    if (armed === STEPS[0]) throw crash(armed);
    return endErasure(subject);
  };
  const destroy = keys.destroy.bind(keys);
  keys.destroy = async (subject, at) => {
    if (armed === STEPS[1]) throw crash(armed);
    return destroy(subject, at);
  };
  const query = db.query.bind(db);
  db.query = (async (text: string, params?: readonly unknown[], options?: object) => {
    if (armed === STEPS[4] && text.startsWith('delete from sessions where user_id')) throw crash(armed);
    return query(text, params, options);
  }) as SqlClient['query'];
};

/** The member's browser (their session cookie) pointed at the restarted app. */
const onRestarted = (member: TestMember): TestBrowser => {
  const browser = restarted!.browser();
  for (const [name, value] of member.browser.cookies) browser.cookies.set(name, value);
  return browser;
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'academy-erasure-crash-'));
  const dataDir = path.join(root, 'data');
  const kekVault = faultyVault(folderKekVault(path.join(dataDir, 'keys')));
  t = await startTestApp({ database: 'pglite-on-disk', passwords: fakePasswords, dataDir, kekVault });
  const core = t.server.core;
  armStore(core.store, core.store.keys, core.db);
  grace = await t.member({ firstName: 'Grace', lastName: 'Hopper' });
  await grantAdmin(t, grace.email);
  whole = await t.member({ firstName: 'Wholly', lastName: 'Untouched' });
  for (const [i, step] of STEPS.entries())
    members.set(step, await t.member({ firstName: 'Cut', lastName: `Shortington${i}` }));
  for (const step of STEPS) {
    armed = step;
    const res = await grace.browser.json('POST', `/rest/admin/users/${members.get(step)!.userID}/erase`, {
      reason: 'On their request',
    });
    answers.set(step, res.status);
    armed = undefined;
  }
  // The process goes; a new one starts on the same folder (the KEK folder as the crash left it).
  await t.server.stop();
  restarted = await startTestApp({ database: 'pglite-on-disk', passwords: fakePasswords, dataDir });
  expect(await caughtUpWithLog(restarted)).toBe(true);
}, 400_000);

afterAll(async () => {
  await restarted?.close();
  await rm(root, { recursive: true, force: true });
});

describe('an erasure cut short at any step, then the app restarted', () => {
  it('when each erasure was cut short, then it failed (500) instead of answering done', () => {
    expect(STEPS.map((step) => answers.get(step))).toEqual(STEPS.map(() => 500));
  });

  it(`when it was cut short ${STEPS[0]}, then after the restart the member is whole: signed in, listed, their key there`, async () => {
    const member = members.get(STEPS[0])!;
    expect((await onRestarted(member).get('/rest/user/data-export')).status).toBe(200);
    const page = await (await restarted!.browser().get(`/rest/user/profile?userID=${member.userID}`)).text();
    expect(page).toContain('Shortington0');
    const keys = restarted!.server.core.store.keys;
    expect((await keys.keysOf([member.userID])).get(member.userID)).toBeInstanceOf(Buffer);
    expect(await keys.erasuresUnderWay()).toEqual([]);
  });

  for (const step of STEPS.slice(1))
    it(`when it was cut short ${step}, then after the restart the member is erased everywhere: signed out, gone from the pages, no key`, async () => {
      const member = members.get(step)!;
      expect((await onRestarted(member).get('/rest/user/data-export')).status).toBe(401);
      const page = await (
        await restarted!.browser().get(`/rest/user/profile?userID=${member.userID}`)
      ).text();
      expect(page).not.toContain('Shortington');
      const signIn = await restarted!.browser().post('/rest/signin/password', {
        email: member.email,
        password: member.password,
      });
      expect(signIn.status).not.toBe(200);
      const keys = restarted!.server.core.store.keys;
      expect((await keys.keysOf([member.userID])).get(member.userID)).toBeNull();
    });

  it('when the app restarted, then one KEK file is left, no erasure is under way, and the other members read normally', async () => {
    const core = restarted!.server.core;
    expect(await readdir(path.join(restarted!.dataDir, 'keys'))).toHaveLength(1);
    expect(await core.store.keys.erasuresUnderWay()).toEqual([]);
    const page = await (await restarted!.browser().get(`/rest/user/profile?userID=${whole.userID}`)).text();
    expect(page).toContain('Untouched');
    expect((await onRestarted(whole).get('/rest/user/data-export')).status).toBe(200);
  });
});
