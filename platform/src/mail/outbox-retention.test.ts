import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { partName } from '../data-dir/durable-files.js';
import { createLogger } from '../logging/logger.js';
import { outboxMailer } from './mailer.js';
import { forgetOutboxMail, OUTBOX_KEEP_MS, purgeOutbox } from './outbox-retention.js';

/** Reads every .eml in the folder over and over until its stdin ends; prints how many reads were partial. */
const WATCHER = `
const fs = require('node:fs'), path = require('node:path');
const dir = process.argv[1];
let open = true, reads = 0, partial = 0;
process.stdin.on('end', () => (open = false)).resume();
process.stdout.write('watching\\n');
const look = () => {
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith('.eml')) continue;
    let text = '';
    try { text = fs.readFileSync(path.join(dir, f), 'utf8'); } catch { continue; }
    reads++;
    if (!text.endsWith('\\r\\n')) partial++;
  }
  if (open) setImmediate(look); else process.stdout.write(JSON.stringify({ reads, partial }));
};
look();
`;

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

  it('when mails are written while another process reads the outbox, then it only ever finds whole mails, each readable only by its owner', async () => {
    const m = mailer();
    const text = 'a long line of text '.repeat(5_000);
    const watcher = spawn(process.execPath, ['-e', WATCHER, dir], { stdio: ['pipe', 'pipe', 'inherit'] });
    let report = '';
    watcher.stdout.on('data', (d: Buffer) => void (report += d.toString()));
    const ended = new Promise((r) => watcher.once('exit', r));
    await new Promise((r) => watcher.stdout.once('data', r)); // it is watching
    for (let i = 0; i < 100; i++) await m.send({ to: `p${i}@example.org`, subject: 'Long', text });
    watcher.stdin.end();
    await ended;
    const seen = JSON.parse(report.slice(report.indexOf('{'))) as { reads: number; partial: number };
    expect(seen.reads).toBeGreaterThan(0);
    expect(seen.partial).toBe(0);
    const files = await readdir(dir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(100);
    expect(files.filter((f) => !f.endsWith('.eml'))).toEqual([]);
    for (const f of files) expect((await stat(path.join(dir, f))).mode & 0o777).toBe(0o600);
  });

  it('when a crash left a mail half written, then erasing its recipient or the 7-day purge deletes it too', async () => {
    const half = (to: string) => partName(path.join(dir, `2026-01-01-${to}.eml`));
    await writeFile(half('ada'), 'From: Academy\r\nTo: ada@example.org\r\nSubj');
    await writeFile(half('bob'), 'From: Academy\r\nTo: bob@example.org\r\nSubj');
    expect(await forgetOutboxMail(dir, ['ada@example.org'])).toBe(1);
    expect(await readdir(dir)).toEqual([path.basename(half('bob'))]);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    await utimes(half('bob'), eightDaysAgo, eightDaysAgo);
    expect(await purgeOutbox(dir, new Date())).toBe(1);
    expect(await readdir(dir)).toEqual([]);
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
