import { type AuditMail } from '@academy/domain';
import { type Migration } from '../sql/migrate.js';
import { type SqlExecutor } from '../sql/sql-client.js';

/**
 * The mail queue: an operational table (never replayed). A row per mail, keyed by its Message-ID
 * (derived from the event that caused it, so deciding it twice queues it once). The address and
 * the rendered parts stay only until it is sent; what stays then is what the admin audit shows:
 * kind, member, when, status. An erasure deletes the member's rows.
 */
export const mailQueueMigrations: Migration[] = [
  {
    id: 'mail-queue-1',
    sql: `
      create table mail_queue (
        message_id text primary key,
        user_id uuid,
        kind text not null,
        recipient text,
        subject text,
        text_body text,
        html_body text,
        status text not null default 'queued',
        attempts int not null default 0,
        created_at timestamptz not null,
        next_attempt_at timestamptz not null,
        sent_at timestamptz,
        last_error text
      );
      create index mail_queue_due on mail_queue (next_attempt_at) where status = 'queued';
      create index mail_queue_user on mail_queue (user_id, created_at);
    `,
  },
];

export interface QueuedMail {
  messageId: string;
  /** The member it is for (also a link to confirm their new address); null: no member's. */
  userID: string | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues a mail; answers false when a mail with this Message-ID was queued before (it is never queued twice). */
export const enqueueMail = async (db: SqlExecutor, mail: QueuedMail, now: Date): Promise<boolean> => {
  const { rowCount } = await db.query(
    `insert into mail_queue
       (message_id, user_id, kind, recipient, subject, text_body, html_body, created_at, next_attempt_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     on conflict (message_id) do nothing`,
    [mail.messageId, mail.userID, mail.kind, mail.to, mail.subject, mail.text, mail.html, now.toISOString()],
  );
  return rowCount > 0;
};

/**
 * Takes up to `limit` due mails for `leaseMs`: their next attempt moves past the lease, so another
 * sender (or this one after a crash) takes a mail again only once the lease is over.
 */
export const claimDueMails = async (
  db: SqlExecutor,
  now: Date,
  leaseMs: number,
  limit = 10,
): Promise<(QueuedMail & { attempts: number })[]> => {
  const { rows } = await db.query<{
    message_id: string;
    user_id: string | null;
    kind: string;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    attempts: number;
  }>(
    `update mail_queue set next_attempt_at = $2, attempts = attempts + 1
      where message_id in (
        select message_id from mail_queue where status = 'queued' and next_attempt_at <= $1
         order by next_attempt_at limit $3 for update skip locked)
      returning message_id, user_id, kind, recipient, subject, text_body, html_body, attempts`,
    [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit],
  );
  return rows.map((r) => ({
    messageId: r.message_id,
    userID: r.user_id,
    kind: r.kind,
    to: r.recipient,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    attempts: r.attempts,
  }));
};

/** Sent: the address and the parts are forgotten; kind, member and times stay for the audit. */
export const markMailSent = async (db: SqlExecutor, messageId: string, now: Date): Promise<void> => {
  await db.query(
    `update mail_queue set status = 'sent', sent_at = $2, last_error = null,
            recipient = null, subject = null, text_body = null, html_body = null
      where message_id = $1`,
    [messageId, now.toISOString()],
  );
};

/** Not sent: tried again at `retryAt`, or given up (`failed`, parts forgotten) when the server refused for good. */
export const markMailFailed = async (
  db: SqlExecutor,
  messageId: string,
  error: string,
  retryAt: Date | null,
): Promise<void> => {
  await db.query(
    retryAt
      ? `update mail_queue set next_attempt_at = $3, last_error = $2 where message_id = $1`
      : `update mail_queue set status = 'failed', last_error = $2,
                recipient = null, subject = null, text_body = null, html_body = null
          where message_id = $1`,
    retryAt ? [messageId, error, retryAt.toISOString()] : [messageId, error],
  );
};

/**
 * A waiting mail that failed at least once is tried at once (the operations console's Retry now):
 * false when no such mail waits (sent, given up, or never tried).
 */
export const retryMailNow = async (db: SqlExecutor, messageId: string, now: Date): Promise<boolean> => {
  const { rowCount } = await db.query(
    `update mail_queue set next_attempt_at = $2 where message_id = $1 and status = 'queued' and attempts > 0`,
    [messageId, now.toISOString()],
  );
  return rowCount > 0;
};

/** What the admin audit shows of a member's mail: never an address or a body. */
export type MailRecord = AuditMail;

export const mailsOf = async (db: SqlExecutor, userID: string): Promise<MailRecord[]> => {
  const { rows } = await db.query<{
    kind: string;
    status: MailRecord['status'];
    created_at: Date | string;
    sent_at: Date | string | null;
    attempts: number;
    last_error: string | null;
  }>(
    `select kind, status, created_at, sent_at, attempts, last_error from mail_queue
      where user_id = $1 order by created_at desc, message_id limit 500`,
    [userID],
  );
  const iso = (v: Date | string) => new Date(v).toISOString();
  return rows.map((r) => ({
    kind: r.kind,
    status: r.status,
    queuedAt: iso(r.created_at),
    sentAt: r.sent_at === null ? null : iso(r.sent_at),
    attempts: r.attempts,
    lastError: r.last_error,
  }));
};

/** An erasure: the member's mail rows, and any still queued to one of their addresses. */
export const forgetQueuedMail = async (
  db: SqlExecutor,
  userID: string,
  addresses: readonly string[],
): Promise<number> =>
  (
    await db.query(`delete from mail_queue where user_id = $1 or lower(recipient) = any($2::text[])`, [
      userID,
      addresses.map((a) => a.toLowerCase()),
    ])
  ).rowCount;
