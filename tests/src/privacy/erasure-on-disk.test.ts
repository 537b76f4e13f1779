import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';
import { caughtUpWithLog, filesHolding } from './key-bytes.js';

// A machine shared with other work can be slow.
jest.setTimeout(180_000);

let root: string;
let t: TestApp | undefined;
let copy: TestApp | undefined;
let ada: TestMember;
let bob: TestMember;
let adaKey: Buffer;
let bobKey: Buffer;

const vacuumed = (app: TestApp): string | undefined =>
  app.logs.find(
    (line) => line.includes('erasure: tables vacuumed') || line.includes('erasure: vacuum failed'),
  );

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'academy-erasure-disk-'));
  await chmod(root, 0o755); // as root, the embedded PostgreSQL's user must reach DATA_DIR
  const dataDir = path.join(root, 'data');
  // The embedded default, as `npm start` runs it: PostgreSQL in DATA_DIR/postgres, keys in DATA_DIR/keys.
  t = await startTestApp({ database: 'embedded', passwords: fakePasswords, dataDir });
  ada = await t.member({ firstName: 'Adalind', lastName: 'Zyxwortova' });
  bob = await t.member({ firstName: 'Bobbin', lastName: 'Quernfield' });
  const profile = await ada.browser.json('PATCH', '/rest/user/profile', { phone: '+44 20 7946 0913' });
  expect(profile.status).toBe(200);
  const keys = await t.server.core.store.keys.keysOf([ada.userID, bob.userID]);
  adaKey = keys.get(ada.userID)!;
  bobKey = keys.get(bob.userID)!;
  const erased = await ada.browser.json('POST', '/rest/user/erase', { password: ada.password });
  expect(erased.status).toBe(200);
  expect(await caughtUpWithLog(t)).toBe(true);
  // The vacuum runs in the background after the answer, once the read models applied the erasure.
  for (let waited = 0; waited < 90_000 && !vacuumed(t); waited += 200)
    await new Promise((resolve) => setTimeout(resolve, 200));
  // Stopped as an operator would before copying the folder: everything it wrote is on disk.
  await t.server.stop();
}, 300_000);

afterAll(async () => {
  await copy?.close();
  await rm(root, { recursive: true, force: true });
});

describe('an erasure the data folder cannot undo (the embedded PostgreSQL)', () => {
  it('when a member is erased, then no file under DATA_DIR holds their key (raw, base64 or hex), while the folder holds the current key-encryption key', async () => {
    const dataDir = path.join(root, 'data');
    expect(await filesHolding(dataDir, adaKey)).toEqual([]);
    // The scan reads the keys' folder too: the KEK there is found by the same search.
    const [kek] = await readdir(path.join(dataDir, 'keys'));
    expect(kek).toMatch(/^kek-[0-9a-f]{32}$/);
    const kekBytes = await readFile(path.join(dataDir, 'keys', kek!));
    expect(await filesHolding(dataDir, kekBytes)).toEqual([`keys/${kek}`]);
    // Another member's key is stored only wrapped.
    expect(await filesHolding(dataDir, bobKey)).toEqual([]);
  });

  it('when a member is erased, then the tables it touched are vacuumed in the background after the answer', () => {
    const line = vacuumed(t!);
    expect(line).toContain('erasure: tables vacuumed');
    // The read models that apply MemberErased (one table or more each), the keys and the sessions.
    expect(JSON.parse(line!).tables).toBeGreaterThan(6);
  });

  it('when a copy of the folder taken after the erasure is opened by the app, then the member is "Erased member" and nothing of theirs opens, while the others read normally', async () => {
    // The backup of docs/operations.md, taken with the app stopped, then unpacked into a new folder.
    const backup = path.join(root, 'backup');
    const archive = path.join(root, 'academy-backup.tar');
    const data = path.join(root, 'data');
    await mkdir(path.join(data, 'blobs'), { recursive: true });
    const run = promisify(execFile);
    await run('tar', ['-C', data, '-cpf', archive, 'postgres', 'postgres-password', 'keys', 'blobs']);
    await mkdir(backup);
    await run('tar', ['-C', backup, '-xpf', archive]);
    copy = await startTestApp({ database: 'embedded', passwords: fakePasswords, dataDir: backup });
    expect(await caughtUpWithLog(copy)).toBe(true);
    const core = copy.server.core;
    expect((await core.store.keys.keysOf([ada.userID])).get(ada.userID)).toBeNull();
    const [registered] = await core.store.readStream(userStreamId(ada.userID));
    const { personal } = registered!.data as { personal: Record<string, unknown> };
    expect(personal).toMatchObject({ $erased: true, firstName: 'Erased', lastName: 'member' });
    expect(JSON.stringify(registered!.data)).not.toContain('Zyxwortova');
    const visitor = copy.browser();
    const adaPage = await (await visitor.get(`/rest/user/profile?userID=${ada.userID}`)).text();
    expect(adaPage).not.toContain('Zyxwortova');
    const bobPage = await (await visitor.get(`/rest/user/profile?userID=${bob.userID}`)).text();
    expect(bobPage).toContain('Quernfield');
    expect((await core.store.keys.keysOf([bob.userID])).get(bob.userID)).toEqual(bobKey);
    const signIn = await copy
      .browser()
      .post('/rest/signin/password', { email: bob.email, password: bob.password });
    expect(signIn.status).toBe(200);
  });
});
