import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(240_000);

let sink: SmtpSink | undefined;
let app: TestApp | undefined;
let dataDir = '';

afterAll(async () => {
  await app?.close();
  await sink?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const start = (url: string) =>
  startTestApp({
    dataDir,
    database: 'pglite-on-disk',
    env: { SMTP_URL: url, PUBLIC_URL: 'https://academy.example' },
    mailPollMs: 100,
  });

describe('queued mail and a restart', () => {
  it('when the app stops with mail it could not send, then the next start sends each mail once', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-mail-restart-'));
    sink = await startSmtpSink();
    await sink.stop();
    app = await start(sink.url);
    const cy = await app.member({ membershipTier: 'member' });
    const tried = async (a: TestApp) =>
      (
        await a.db.query<{ n: number }>(
          `select count(*)::int as n from mail_queue where user_id = $1 and status = 'queued' and attempts > 0`,
          [cy.userID],
        )
      ).rows[0]!.n;
    for (let i = 0; i < 400 && (await tried(app)) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await tried(app)).toBe(2);
    await app.close();
    app = undefined;

    await sink.start();
    app = await start(sink.url);
    app.advance(5 * 60_000);
    await sink.waitFor((m) => m.subject === 'Welcome to the Academy of Sciences');
    await sink.waitFor((m) => /receipt/.test(m.subject ?? ''));
    app.advance(60 * 60_000);
    await new Promise((r) => setTimeout(r, 500));
    const subjects = sink.mails.map((m) => m.subject ?? '');
    expect(subjects.filter((s) => s === 'Welcome to the Academy of Sciences')).toHaveLength(1);
    expect(subjects.filter((s) => /^Your Academy of Sciences receipt /.test(s))).toHaveLength(1);
    expect(subjects).toHaveLength(2);
  });
});
