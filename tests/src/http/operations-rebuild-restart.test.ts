import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { organizationStreamId, type OperationsAnswer, type RebuildState } from '@academy/domain';
import { runAdminCommand } from '@academy/app';
import { waitForProjections } from '@academy/platform';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';

// A machine shared with other work can be slow: each step may take up to 60 s.
jest.setTimeout(120_000);

let dataDir: string;
let first: TestApp | undefined;
let second: TestApp | undefined;

/**
 * An app on the one data folder (PGlite on disk), rebuilding one event per batch: the
 * organizations' rebuild (which has no set-based load, unlike the Journal's or the profiles') is
 * then slow enough to stop during it.
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

const organizationsRebuild = async (app: TestApp, session: string): Promise<RebuildState | null> => {
  const browser = app.browser();
  browser.cookies.set('academy_session', session);
  const { status, body } = await browser.json<OperationsAnswer>('GET', '/rest/admin/operations');
  expect(status).toBe(200);
  return body.readModels.find((r) => r.name === 'organizations')!.rebuild;
};

const until = async (app: TestApp, session: string, done: (s: RebuildState | null) => boolean) => {
  for (;;) {
    const state = await organizationsRebuild(app, session);
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
    // 200 organizations, each created then renamed: 400 events to rebuild one at a time.
    let last = 0;
    for (let i = 0; i < 200; i++) {
      const organizationID = randomUUID();
      const event = (type: string, data: object) => ({
        eventId: randomUUID(),
        type,
        data: { organizationID, ...data },
        metadata: {
          actor: null,
          correlationId: randomUUID(),
          causationId: null,
          timestamp: new Date().toISOString(),
        },
      });
      ({ position: last } = await core.store.append(
        organizationStreamId(organizationID),
        [
          event('OrganizationCreated', { name: `Institute ${i}`, kind: 'university' }),
          event('OrganizationRenamed', { name: `Institute ${i} of Science` }),
        ],
        { expectedVersion: 'no-stream' },
      ));
    }
    await waitForProjections(core.db, ['organizations'], await core.store.checkpointAt(last), 60_000);
    const session = admin.browser.session!;

    const asked = await admin.browser.json('POST', '/rest/admin/operations/rebuilds', {
      readModel: 'organizations',
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
    const { rows } = await second.db.query<{ name: string }>(
      'select name from organizations order by name limit 1',
    );
    expect(rows[0]?.name).toBe('Institute 0 of Science');
  });
});
