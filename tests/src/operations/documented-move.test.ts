import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { defaultTierCatalogue } from '@academy/domain';
import { appProcess, type AppProcess } from '../chaos/app-process.js';
import { freePort } from '../support/free-port.js';
import { type TestBrowser } from '../support/test-browser.js';
import { cleanEnv, documentedCommands, sh, startInBackground, withoutBuild } from './documented-commands.js';
import { seedAcademy, signIn, type Members } from './move-seed.js';

// The built app and CLIs as processes, on a machine shared with other work.
jest.setTimeout(300_000);

let root: string;
let dirs: { OLD: string; NEW: string; MOVE: string; OLD_TIERS_FILE: string };
let source: AppProcess | undefined;
let target: Awaited<ReturnType<typeof startInBackground>> | undefined;
let targetBase = '';
const members: Members = {} as never;
const ran: { line: string; code: number | null; stderr: string }[] = [];
let before: Record<string, string> = {};

/** What a visitor and an admin read: every read model the pages use, and the PDF's bytes. */
const answers = async (visitor: TestBrowser, admin: TestBrowser, minPosition = 0) => {
  const read = async (browser: TestBrowser, route: string) => {
    const res = await browser.get(route, { 'x-min-position': String(minPosition) });
    const bytes = Buffer.from(await res.arrayBuffer());
    const body = route.endsWith('/pdf') ? bytes.toString('base64') : bytes.toString('utf8');
    // Sessions are operational and do not move: the last sign-in is the one on each side.
    return `${res.status} ${body.replace(/"lastSignIn":("[^"]*"|null)/g, '"lastSignIn":…')}`;
  };
  const ids = Object.values(members).map((m) => m.userID);
  const routes = [
    '/rest/registry/search',
    '/rest/journal/list',
    '/rest/journal/publications?pubNum=1',
    '/rest/journal/publications/1/versions/1/pdf',
    ...ids.map((id) => `/rest/user/profile?userID=${id}`),
  ];
  const adminRoutes = ['/rest/admin/users', ...ids.map((id) => `/rest/admin/users/${id}`)];
  const out: Record<string, string> = {};
  for (const route of routes) out[route] = await read(visitor, route);
  for (const route of adminRoutes) out[`admin ${route}`] = await read(admin, route);
  return out;
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'academy-documented-move-'));
  await chmod(root, 0o755); // as root, the embedded PostgreSQL's user postgres must reach OLD and NEW
  dirs = {
    OLD: path.join(root, 'old'),
    NEW: path.join(root, 'new'),
    MOVE: path.join(root, 'move'),
    OLD_TIERS_FILE: path.join(root, 'tiers.json'),
  };
  await mkdir(dirs.MOVE, { mode: 0o700 });
  await writeFile(dirs.OLD_TIERS_FILE, JSON.stringify(defaultTierCatalogue));
  source = await appProcess({ dataDir: dirs.OLD, env: { TIERS_FILE: dirs.OLD_TIERS_FILE } });
  await source.start();
  const base = source.base;
  const at = await seedAcademy(base, members, () =>
    sh(`node app/dist/cli/admin.js grant ${members.grace.email}`, cleanEnv({ DATA_DIR: dirs.OLD })),
  );
  before = await answers(members.ada.browser, await signIn(base, members.grace), at);

  // The documented block, line by line; the old app is stopped before the export, as the page says.
  const env = cleanEnv(dirs);
  const lines = await documentedCommands('operations.md', '## Export and import (moving between stores)');
  const port = await freePort();
  targetBase = `http://127.0.0.1:${port}`;
  for (const line of lines) {
    if (line.includes('export-events')) await source.stopWhenReady();
    const command = await withoutBuild(line);
    if (line.endsWith('npm start')) {
      expect(line).toBe(lines.at(-1));
      target = await startInBackground(
        command,
        { ...env, PORT: String(port), HOST: '127.0.0.1' },
        targetBase,
      );
    } else ran.push({ line, ...(await sh(command, env)) });
  }
}, 900_000);

afterAll(async () => {
  await target?.stop();
  source?.dispose();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the documented move between stores, by its own commands', () => {
  it('when the operations page’s commands run in order, then each succeeds, the key backup through the running app’s socket', () => {
    expect(ran.map((r) => [r.line, r.code, r.code === 0 ? '' : r.stderr])).toEqual(
      ran.map((r) => [r.line, 0, '']),
    );
    expect(ran[0]!.stderr).toMatch(/asking it to keys-backup/);
    expect(target).toBeDefined();
  });

  it('when the export is searched, then no name, email, free text or password hash is in clear', async () => {
    const exported = await readFile(path.join(dirs.MOVE, 'events.jsonl'), 'utf8');
    expect(exported).toContain('MemberErased');
    const clear = [
      ...Object.values(members).flatMap((m) => [m.email, ...m.names]),
      'Brightwater',
      'Quorndon',
      'Marrowvale',
      'Charlesworth',
      '$argon2',
    ].filter((value) => exported.includes(value));
    expect(clear).toEqual([]);
  });

  it('when the new app serves, then every read model answers as the old one did, every PDF has its bytes, and members sign in with their passwords', async () => {
    const admin = await signIn(targetBase, members.grace);
    const ada = await signIn(targetBase, members.ada);
    const after = await answers(ada, admin);
    expect(after).toEqual(before);
    expect(after['/rest/journal/publications?pubNum=1']).toContain('Adalind');
    expect(after['/rest/journal/publications?pubNum=1']).toContain('Erased author');
    expect(after[`/rest/user/profile?userID=${members.bob.userID}`]).toContain('Cartographer of Brightwater');
    expect(after['/rest/journal/publications/1/versions/1/pdf']).toMatch(/^200 /);
  });

  it('when an export is imported into a folder without its keys, then it is refused naming how many subjects, and --without-keys warns of "Erased member"', async () => {
    const env = cleanEnv({ DATA_DIR: path.join(root, 'keyless') });
    const file = path.join(dirs.MOVE, 'events.jsonl');
    const refused = await sh(`node app/dist/cli/import-events.js ${file}`, env);
    expect(refused.code).toBe(1);
    // Five subjects: four members (the erased one too) and the publication's non-member author.
    expect(refused.stderr.trim()).toMatch(
      /^import-events: refused: .* no key for 5 subjects .*--without-keys/,
    );
    const forced = await sh(`node app/dist/cli/import-events.js ${file} --without-keys`, env);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toMatch(/5 subjects have no key here; those members will read "Erased member"/);
  });

  it('when keys are restored beside the running app, then each one skipped is named with why, and keys added rebuild the read models', async () => {
    const { bob, carol } = members;
    const key = () => randomBytes(32).toString('base64');
    const at = new Date().toISOString();
    const records = [bob.userID, carol.userID, 'publication-99'].map((subject) => ({
      subject,
      key: key(),
      createdAt: at,
      destroyedAt: null,
    }));
    const file = path.join(root, 'other-keys.json');
    await writeFile(file, JSON.stringify({ format: 'academy-keys/1', exportedAt: at, keys: records }));
    const restored = await sh(`node app/dist/cli/keys.js restore ${file}`, cleanEnv({ DATA_DIR: dirs.NEW }));
    expect(restored.code).toBe(0);
    expect(restored.stderr).toMatch(/asking it to keys-restore/);
    expect(restored.stderr).toContain(`keys: skipped ${bob.userID}: a different key is already here`);
    expect(restored.stderr).toContain(`keys: skipped ${carol.userID}: erased here (a tombstone)`);
    expect(restored.stderr).toMatch(/1 of 3 added/);
    expect(restored.stderr).toMatch(/rebuilt with the restored keys/);
    const profile = await (await fetch(`${targetBase}/rest/user/profile?userID=${bob.userID}`)).text();
    expect(profile).toContain('Quillfeather');
  });
});
