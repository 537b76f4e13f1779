import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createLogger } from '../logging/logger.js';
import { outboxMailer } from './mailer.js';
import { forgetOutboxMail, OUTBOX_KEEP_MS, purgeOutbox } from './outbox-retention.js';

let dir = '';
const logs: string[] = [];
const mailer = () =>
  outboxMailer(
    dir,
    'Academy <no-reply@academy.example>',
    createLogger('info', (l) => void logs.push(l)),
  );

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'academy-outbox-'));
  logs.length = 0;
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('the outbox’s retention', () => {
  it('when the hourly purge runs, then mail older than 7 days is deleted and newer mail stays', async () => {
    await mailer().send({ to: 'old@example.org', subject: 'Old', text: 'old' });
    const [old] = await readdir(dir);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    await utimes(path.join(dir, old!), eightDaysAgo, eightDaysAgo);
    await mailer().send({ to: 'new@example.org', subject: 'New', text: 'new' });
    expect(await purgeOutbox(dir, new Date(), OUTBOX_KEEP_MS)).toBe(1);
    expect(await readdir(dir)).toHaveLength(1);
    expect(await readdir(dir)).not.toContain(old);
  });

  it('when a member is erased, then every mail to any of their addresses is deleted, whatever the case, and others stay', async () => {
    const m = mailer();
    await m.send({ to: 'Ada@Example.org', subject: 'One', text: 'a link' });
    await m.send({ to: 'ada.new@example.org', subject: 'Two', text: 'a link' });
    await m.send({ to: 'bob@example.org', subject: 'Three', text: 'a link' });
    expect(await m.forget!(['ada@example.org', 'ada.new@example.org'])).toBe(2);
    expect(await forgetOutboxMail(dir, ['ada@example.org'])).toBe(0);
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('when a mail is written, then the log names its file and never its path, address or text', async () => {
    await mailer().send({
      to: 'ada@example.org',
      subject: 'Reset',
      text: 'https://academy.example/x?token=secret',
    });
    const [file] = await readdir(dir);
    expect(logs.join('\n')).toContain(file!);
    expect(logs.join('\n')).not.toMatch(/ada@example\.org|token=secret|academy-outbox-/);
  });
});
