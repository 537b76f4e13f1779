import { Wakeup } from '../event-store/wakeup.js';
import { type Logger } from '../logging/logger.js';
import { type SqlExecutor } from '../sql/sql-client.js';
import { type Mailer } from './mailer.js';
import { claimDueMails, markMailFailed, markMailSent } from './mail-queue.js';

export interface MailSenderOptions {
  db: SqlExecutor;
  mailer: Mailer;
  clock: () => Date;
  logger: Logger;
  /** How often the queue is looked at when nothing wakes the sender (default 5 s). */
  pollMs?: number;
}

/** A mail being sent is another sender's for this long (a process that dies mid-send gives it back then). */
export const MAIL_LEASE_MS = 5 * 60_000;

/** The pause before the next try: 30 s, doubling, at most an hour; mail is retried until sent. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, Math.min(attempts - 1, 10)));

/** What the queue keeps of an error: its code and SMTP reply code, never a message that may name an address. */
const errorCode = (error: unknown): { text: string; permanent: boolean } => {
  const e = error as { code?: unknown; responseCode?: unknown };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const code = typeof e.code === 'string' ? e.code : 'error';
  return {
    text: responseCode ? `${code} ${responseCode}` : code,
    // 5xx: the server refused this message for good (an unknown mailbox); 4xx and no answer: try again.
    permanent: responseCode !== undefined && responseCode >= 500,
  };
};

export interface MailSender {
  /** Looks at the queue now (a mail was just queued). */
  wake(): void;
  /** Sends what is due now; answers how many were sent. */
  sendDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends the queued mail: each due mail once, with its Message-ID; a failure is retried with a
 * growing pause, and the queue is a table, so a restart goes on where it was.
 */
export const startMailSender = (options: MailSenderOptions): MailSender => {
  const { db, mailer, clock, logger } = options;
  const abort = new AbortController();
  const wakeup = new Wakeup();
  const sendDue = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const due = await claimDueMails(db, clock(), MAIL_LEASE_MS);
      if (due.length === 0) return sent;
      for (const mail of due) {
        try {
          await mailer.send({ ...mail, messageId: mail.messageId });
          await markMailSent(db, mail.messageId, clock());
          sent++;
        } catch (error) {
          const { text, permanent } = errorCode(error);
          const retryAt = permanent ? null : new Date(clock().getTime() + retryDelayMs(mail.attempts));
          await markMailFailed(db, mail.messageId, text, retryAt);
          logger.warn(permanent ? 'mail refused for good' : 'mail not sent; trying again later', {
            kind: mail.kind,
            attempts: mail.attempts,
            error: text,
          });
        }
      }
    }
  };
  const done = (async () => {
    while (!abort.signal.aborted) {
      const seen = wakeup.notifications;
      try {
        await sendDue();
      } catch (error) {
        logger.error('mail queue: could not read or update', { error: String(error) });
      }
      // A mail queued while sending is looked at at once; otherwise wait for one, or the poll.
      if (wakeup.notifications === seen) await wakeup.wait(options.pollMs ?? 5000, abort.signal);
    }
  })();
  return {
    wake: () => wakeup.notify(),
    sendDue,
    async stop() {
      abort.abort();
      await done;
    },
  };
};
