import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type OperationsAnswer, type ReadModelStatus } from '@academy/domain';
import { runAdminCommand } from '@academy/app';
import { waitForProjections } from '@academy/platform';
import { appendMembers, manyMembers } from '../support/members.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 60 s.
jest.setTimeout(60_000);

let app: TestApp;
let admin: TestMember;
let member: TestMember;

const operations = async (): Promise<OperationsAnswer> => {
  const { status, body } = await admin.browser.json<OperationsAnswer>('GET', '/rest/admin/operations');
  expect(status).toBe(200);
  return body;
};
const readModel = async (name: string): Promise<ReadModelStatus> =>
  (await operations()).readModels.find((r) => r.name === name)!;
const startRebuild = (body: unknown) =>
  admin.browser.json<{ error?: string; status?: string }>('POST', '/rest/admin/operations/rebuilds', body);

/** Reads the console until the read model's rebuild has ended (it runs in the background). */
const untilEnded = async (name: string): Promise<ReadModelStatus> => {
  for (;;) {
    const status = await readModel(name);
    if (status.rebuild && !['requested', 'running'].includes(status.rebuild.status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

beforeAll(async () => {
  // Rebuilds one event per batch: long enough to be seen running.
  app = await startTestApp({ passwords: fakePasswords, rebuildBatchSize: 1, captureMail: true });
  admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  member = await app.member({ firstName: 'Ada', lastName: 'Lovelace' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  const { core } = app.server;
  const last = await appendMembers(core.store, manyMembers(60), { renamed: true });
  await waitForProjections(core.db, ['profiles', 'journal'], await core.store.checkpointAt(last), 30_000);
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('who may use the operations console', () => {
  it('when a visitor or a member asks, then 401 and 403, and nothing is rebuilt', async () => {
    const visitor = app.browser();
    expect((await visitor.json('GET', '/rest/admin/operations')).status).toBe(401);
    expect(
      (await visitor.json('POST', '/rest/admin/operations/rebuilds', { readModel: 'profiles' })).status,
    ).toBe(401);
    expect((await member.browser.json('GET', '/rest/admin/operations')).status).toBe(403);
    const refused = await member.browser.json('POST', '/rest/admin/operations/rebuilds', {
      readModel: 'profiles',
    });
    expect(refused.status).toBe(403);
    expect((await readModel('profiles')).rebuild).toBeNull();
  });
});

describe('GET /rest/admin/operations', () => {
  it('when the read models have caught up, then each reads up to date at the store head, with its generation and code version', async () => {
    const answer = await operations();
    const head = answer.eventStore.headPosition;
    expect(answer.eventStore.events).toBeGreaterThanOrEqual(60);
    expect(answer.eventStore.lastHour).toBeGreaterThanOrEqual(60);
    const profiles = answer.readModels.find((r) => r.name === 'profiles')!;
    expect(profiles).toMatchObject({ generation: 1, lagEvents: 0, pendingGeneration: null, rebuild: null });
    expect(profiles.codeVersion).toBe(profiles.currentCodeVersion);
    expect(profiles.position).toBeLessThanOrEqual(head);
    expect(profiles.liveSince).not.toBeNull();
    expect(answer.failures.mails.failed).toBe(0);
    expect(answer.failures.parkedMessages).toEqual({ count: 0, latest: [] });
    // Nothing personal: no member's address or name anywhere in the answer.
    expect(JSON.stringify(answer)).not.toContain(member.email);
    expect(JSON.stringify(answer)).not.toContain('Lovelace');
  });
});

describe('POST /rest/admin/operations/rebuilds', () => {
  it('when the name is unknown or missing, then 400 with a sentence, and nothing starts', async () => {
    const unknown = await startRebuild({ readModel: 'no-such-model' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: 'unknown-read-model',
      error_msg: expect.stringContaining('profiles'),
    });
    expect((await startRebuild({})).body).toMatchObject({ error: 'validation-failed' });
    expect((await startRebuild({ readModel: 'profiles', extra: 1 })).status).toBe(400);
    expect((await operations()).readModels.every((r) => r.rebuild === null)).toBe(true);
  });

  it('when the Journal is rebuilt, then it runs (a second start is 409 rebuild-running), reports progress, and swaps to a new generation', async () => {
    const before = await readModel('journal');
    const started = await startRebuild({ readModel: 'journal' });
    expect(started).toMatchObject({ status: 202, body: { status: 'requested' } });
    const again = await startRebuild({ readModel: 'journal' });
    expect(again).toMatchObject({ status: 409, body: { error: 'rebuild-running' } });
    const ended = await untilEnded('journal');
    expect(ended.rebuild).toMatchObject({ status: 'swapped', error: null });
    expect(ended.rebuild!.total).toBeGreaterThanOrEqual(60);
    expect(ended.rebuild!.done).toBe(ended.rebuild!.total);
    expect(ended.generation).toBe(before.generation! + 1);
    expect(ended.lagEvents).toBe(0);
    expect(ended.pendingGeneration).toBeNull();
  });

  it('when the profiles are rebuilt, then Registry searches answer during it, and the new generation finds the same members', async () => {
    const search = async () => {
      const { status, body } = await member.browser.json<{ total: number }>(
        'GET',
        '/rest/registry/search?query=',
      );
      expect(status).toBe(200);
      return body.total;
    };
    const total = await search();
    expect((await startRebuild({ readModel: 'profiles' })).status).toBe(202);
    const during: number[] = [];
    for (let i = 0; i < 3; i++) during.push(await search());
    const ended = await untilEnded('profiles');
    expect(ended.rebuild!.status).toBe('swapped');
    expect(ended.generation).toBe(2);
    expect(during).toEqual([total, total, total]);
    expect(await search()).toBe(total);
  });
});

describe('POST /rest/admin/operations/mails/{messageId}/retry', () => {
  const messageId = '<retry-1@academy.test>';
  const retry = (id: string) =>
    admin.browser.json('POST', `/rest/admin/operations/mails/${encodeURIComponent(id)}/retry`);

  it('when a mail waits after a refusal, then the console shows it without its address, and Retry now sends it at once', async () => {
    const now = app.server.core.clock();
    await app.db.query(
      `insert into mail_queue (message_id, user_id, kind, recipient, subject, text_body, html_body, status,
         attempts, created_at, next_attempt_at, last_error)
       values ($1, null, 'password-reset', 'ada@example.org', 'Retry me', 'x', '<p>x</p>', 'queued', 1, $2, $3, $4)`,
      [
        messageId,
        now.toISOString(),
        new Date(now.getTime() + 3_600_000).toISOString(),
        '451 4.7.1 <ada@example.org>: try again later',
      ],
    );
    const { mails } = (await operations()).failures;
    expect(mails.waiting).toBeGreaterThanOrEqual(1);
    expect(mails.latest.find((m) => m.messageId === messageId)).toMatchObject({
      kind: 'password-reset',
      status: 'queued',
      attempts: 1,
      error: '451 4.7.1 <[address]>: try again later',
    });
    expect(JSON.stringify(mails)).not.toContain('ada@example.org');

    expect(await retry(messageId)).toMatchObject({ status: 202, body: { messageId } });
    for (let i = 0; i < 200 && !app.mails.some((m) => m.subject === 'Retry me'); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.mails.filter((m) => m.subject === 'Retry me')).toHaveLength(1);
  });

  it('when no such mail waits (sent, or unknown), then 404 and nothing is sent', async () => {
    const sent = app.mails.length;
    expect((await retry(messageId)).status).toBe(404);
    expect(await retry('<no-such@academy.test>')).toMatchObject({
      status: 404,
      body: { error: 'not-found' },
    });
    expect((await member.browser.json('POST', `/rest/admin/operations/mails/x/retry`)).status).toBe(403);
    expect(app.mails.length).toBe(sent);
  });
});

describe('where the projections run in another process (APP_ROLE=commands)', () => {
  let commands: TestApp;

  beforeAll(async () => {
    commands = await startTestApp({ passwords: fakePasswords, env: { APP_ROLE: 'commands' } });
  }, 180_000);

  afterAll(async () => {
    await commands?.close();
  }, 30_000);

  it('when an admin asks for a rebuild there, then it is recorded as requested for the projections process, and a second ask is 409', async () => {
    const granted = await commands.member({ firstName: 'Katherine', lastName: 'Johnson' });
    await runAdminCommand(commands.server.core, {
      action: 'grant',
      email: granted.email,
      operator: 'operator:test',
    });
    const ask = () =>
      granted.browser.json('POST', '/rest/admin/operations/rebuilds', { readModel: 'profiles' });
    expect(await ask()).toMatchObject({ status: 202, body: { readModel: 'profiles', status: 'requested' } });
    expect(await ask()).toMatchObject({ status: 409, body: { error: 'rebuild-running' } });
    const { body } = await granted.browser.json<OperationsAnswer>('GET', '/rest/admin/operations');
    expect(body.readModels.find((r) => r.name === 'profiles')!.rebuild).toMatchObject({
      status: 'requested',
      done: 0,
    });
  });
});
