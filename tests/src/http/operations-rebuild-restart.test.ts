import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type OperationsAnswer, type RebuildState } from '@academy/domain';
import { runAdminCommand } from '@academy/app';
import { waitForProjections } from '@academy/platform';
import { appendMembers, manyMembers } from '../support/members.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';

// A machine shared with other work can be slow: each step may take up to 60 s.
jest.setTimeout(120_000);

let dataDir: string;
let first: TestApp | undefined;
let second: TestApp | undefined;

/**
 * An app on the one data folder (PGlite on disk), rebuilding one event per batch: the Journal's
 * rebuild (which has no set-based load) is then slow enough to stop during it.
 */
const open = () =>
  startTestApp({ database: 'pglite-on-disk', dataDir, passwords: fakePasswords, rebuildBatchSize: 1 });

beforeAll(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'academy-rebuild-restart-')), 'data');
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await rm(path.dirname(dataDir), { recursive: true, force: true });
}, 60_000);

const journalRebuild = async (app: TestApp, session: string): Promise<RebuildState | null> => {
  const browser = app.browser();
  browser.cookies.set('academy_session', session);
  const { status, body } = await browser.json<OperationsAnswer>('GET', '/rest/admin/operations');
  expect(status).toBe(200);
  return body.readModels.find((r) => r.name === 'journal')!.rebuild;
};

const until = async (app: TestApp, session: string, done: (s: RebuildState | null) => boolean) => {
  for (;;) {
    const state = await journalRebuild(app, session);
    if (done(state)) return state!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('a rebuild asked for from the operations console, across a restart', () => {
  it('when the server stops during the rebuild, then the next start resumes its generation to the swap', async () => {
    first = await open();
    const admin = await first.member({ firstName: 'Grace', lastName: 'Hopper' });
    await runAdminCommand(first.server.core, {
      action: 'grant',
      email: admin.email,
      operator: 'operator:test',
    });
    const { core } = first.server;
    const last = await appendMembers(core.store, manyMembers(200), { renamed: true });
    await waitForProjections(core.db, ['journal'], await core.store.checkpointAt(last), 60_000);
    const session = admin.browser.session!;

    const asked = await admin.browser.json('POST', '/rest/admin/operations/rebuilds', {
      readModel: 'journal',
    });
    expect(asked).toMatchObject({ status: 202, body: { status: 'requested' } });
    const running = await until(first, session, (s) => s?.status === 'running' && s.done > 0);
    expect(running.done).toBeLessThan(running.total);
    await first.close();
    first = undefined;

    second = await open();
    const ended = await until(second, session, (s) => s?.status === 'swapped' || s?.status === 'failed');
    expect(ended).toMatchObject({ status: 'swapped', error: null, generation: running.generation });
    expect(ended.done).toBe(ended.total);
    expect((await second.browser().json('GET', '/rest/journal/list?page=1')).status).toBe(200);
  });
});
