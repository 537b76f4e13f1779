import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import {
  exportEvents,
  importEvents,
  openCore,
  runAdminCommand,
  waitForZeroLag,
  type AcademyCore,
} from '@academy/app';
import { loadConfig, openPglite, START } from '@academy/platform';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';
import { describeWhenSet } from '../support/needs.js';
import { readModels } from '../support/read-models.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

let source: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'academy-move-'));
}, 180_000);

afterAll(async () => {
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

const seed = async (app: TestApp) => {
  const admin = await app.member({ firstName: 'Ada', lastName: 'Lovelace' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  const members = [];
  for (let i = 0; i < 6; i++)
    members.push(await app.member({ firstName: `Member${i}`, lastName: `Moved${i}` }));
  await admin.browser.post(`/rest/admin/users/${members[0]!.userID}/ban`, { reason: 'Moved with the rest' });
  await app.server.core.runner.whenCaughtUp();
};

const caughtUp = async (core: AcademyCore) => {
  await core.runner.start();
  await core.runner.whenCaughtUp();
  await waitForZeroLag(core, 60_000);
  await core.runner.stop();
};

it('when an embedded academy is exported and imported into another embedded store, then every event keeps its id and stream version, and the read models are equal row by row', async () => {
  source = await startTestApp({ passwords: fakePasswords });
  await seed(source);
  const file = path.join(dir, 'events.jsonl');
  const progress: number[] = [];
  const exported = await exportEvents(source.server.core.store, file, (done) => progress.push(done));
  expect(exported).toBe(await source.server.core.store.countAfter(START));
  expect(progress.at(-1)).toBe(exported);
  const lines = (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { position: number });
  expect(lines.map((l) => l.position)).toEqual([...lines.map((l) => l.position)].sort((a, b) => a - b));

  const target = await openCore({
    config: loadConfig({ DATA_DIR: path.join(dir, 'target') }),
    db: await openPglite(),
    passwords: fakePasswords,
  });
  try {
    expect(await importEvents(target.store, file, () => undefined)).toBe(exported);
    await caughtUp(target);
    const before = await source.server.core.store.readAll(START, 100_000);
    const after = await target.store.readAll(START, 100_000);
    const identity = (e: (typeof before.events)[number]) => ({
      id: e.eventId,
      stream: e.streamId,
      version: e.version,
      type: e.type,
      data: e.data,
      metadata: e.metadata,
    });
    expect(after.events.map(identity)).toEqual(before.events.map(identity));
    expect(await readModels(target.db)).toEqual(await readModels(source.db));
    await expect(importEvents(target.store, file, () => undefined)).rejects.toThrow(/not empty/);
  } finally {
    await target.close();
    await target.db.close();
  }
});

describeWhenSet('DATABASE_URL', 'moving onto a PostgreSQL server', () => {
  let database: TestDatabase;
  afterAll(async () => {
    await database?.drop();
  });

  it('when a seeded embedded academy is imported onto a PostgreSQL server, then every read model is equal row by row', async () => {
    const file = path.join(dir, 'to-postgres.jsonl');
    source ??= await startTestApp({ passwords: fakePasswords });
    if ((await source.server.core.store.countAfter(START)) === 0) await seed(source);
    const exported = await exportEvents(source.server.core.store, file, () => undefined);
    database = await createTestDatabase();
    const target = await openCore({
      config: loadConfig({ DATABASE_URL: database.url, DATA_DIR: path.join(dir, 'pg') }),
      passwords: fakePasswords,
    });
    try {
      expect(await importEvents(target.store, file, () => undefined)).toBe(exported);
      await caughtUp(target);
      const models = await readModels(source.db);
      expect(Object.keys(models).length).toBeGreaterThan(0);
      expect(await readModels(target.db)).toEqual(models);
    } finally {
      await target.close();
    }
  });
});
