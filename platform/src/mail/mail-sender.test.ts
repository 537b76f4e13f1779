import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { silentLogger } from '../logging/logger.js';
import { migrate } from '../sql/migrate.js';
import { openPglite } from '../sql/pglite-client.js';
import { type SqlClient } from '../sql/sql-client.js';
import { type Mailer, type MailMessage } from './mailer.js';
import { enqueueMail, mailQueueMigrations, mailsOf, type QueuedMail } from './mail-queue.js';
import { retryDelayMs, startMailSender } from './mail-sender.js';

let db: SqlClient;
let now = new Date('2026-03-01T10:00:00Z');
const clock = () => now;
const userID = '11111111-2222-4333-8444-555555555555';

beforeAll(async () => {
  db = await openPglite();
  await migrate(db, mailQueueMigrations);
});
afterAll(async () => db?.close());

const mail = (n: string): QueuedMail => ({
  messageId: `<evt-${n}.welcome.${userID}@academy.example>`,
  userID,
  kind: 'welcome',
  to: 'ada@example.org',
  subject: 'Welcome',
  text: 'text',
  html: '<p>html</p>',
});

/** A mailer whose answer the test chooses: a delivery, or an error with an SMTP reply code. */
const mailer = (sent: MailMessage[], fail: () => Error | undefined): Mailer => ({
  kind: 'smtp',
  send: async (message) => {
    const error = fail();
    if (error) throw error;
    sent.push(message);
  },
});

const smtpError = (code: string, responseCode?: number) =>
  Object.assign(new Error('refused <ada@example.org>'), { code, responseCode });

describe('the mail sender', () => {
  it('when the same mail is queued twice, then it is queued and sent once, with its Message-ID', async () => {
    const sent: MailMessage[] = [];
    expect(await enqueueMail(db, mail('1'), now)).toBe(true);
    expect(await enqueueMail(db, mail('1'), now)).toBe(false);
    const sender = startMailSender({
      db,
      mailer: mailer(sent, () => undefined),
      clock,
      logger: silentLogger,
      pollMs: 60_000,
    });
    await sender.stop();
    expect(await sender.sendDue()).toBe(0);
    expect(sent.map((m) => m.messageId)).toEqual([mail('1').messageId]);
  });

  it('when the server is unreachable, then the mail waits 30 s, then 60 s, and is sent once it answers', async () => {
    const sent: MailMessage[] = [];
    let down = true;
    const sender = startMailSender({
      db,
      mailer: mailer(sent, () => (down ? smtpError('ECONNREFUSED') : undefined)),
      clock,
      logger: silentLogger,
      pollMs: 60_000,
    });
    await sender.stop();
    await enqueueMail(db, mail('2'), now);
    expect(await sender.sendDue()).toBe(0);
    now = new Date(now.getTime() + retryDelayMs(1) - 1000);
    expect(await sender.sendDue()).toBe(0);
    now = new Date(now.getTime() + 1000);
    expect(await sender.sendDue()).toBe(0);
    expect(retryDelayMs(2)).toBe(60_000);
    down = false;
    now = new Date(now.getTime() + 60_000);
    expect(await sender.sendDue()).toBe(1);
    expect(sent).toHaveLength(1);
    const record = (await mailsOf(db, userID)).find((m) => m.sentAt === now.toISOString());
    expect(record).toMatchObject({ kind: 'welcome', status: 'sent', attempts: 3, lastError: null });
  });

  it('when the server refuses the mail for good (5xx), then it is marked failed with the code only, and not tried again', async () => {
    const sent: MailMessage[] = [];
    const sender = startMailSender({
      db,
      mailer: mailer(sent, () => smtpError('EENVELOPE', 550)),
      clock,
      logger: silentLogger,
      pollMs: 60_000,
    });
    await sender.stop();
    const refused = { ...mail('3'), kind: 'receipt' };
    await enqueueMail(db, refused, now);
    await sender.sendDue();
    now = new Date(now.getTime() + 2 * 60 * 60_000);
    expect(await sender.sendDue()).toBe(0);
    const record = (await mailsOf(db, userID)).find((m) => m.kind === 'receipt');
    expect(record).toMatchObject({ status: 'failed', attempts: 1, lastError: 'EENVELOPE 550' });
    const { rows } = await db.query<{ recipient: string | null }>(
      'select recipient from mail_queue where message_id = $1',
      [refused.messageId],
    );
    expect(rows[0]!.recipient).toBeNull();
  });
});
