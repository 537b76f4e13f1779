import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { type Config } from '../config/config.js';
import { writeFileDurably } from '../data-dir/durable-files.js';
import { type Logger } from '../logging/logger.js';
import { forgetOutboxMail } from './outbox-retention.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, sent beside the text one (multipart/alternative). */
  html?: string;
  /** `<…@host>`, derived from what caused the mail, so a mail sent again is known as the same one. */
  messageId?: string;
}

/** Sends mail: to an SMTP server (SMTP_URL), or into DATA_DIR/outbox/ when none is set. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** Deletes kept mail to these addresses (an erasure); only an adapter that keeps mail has it. */
  forget?(addresses: readonly string[]): Promise<number>;
}

/** Header values on one line: a CR or LF in an address or subject would start a new header. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ');

/** The body's lines: text alone, or text and HTML as multipart/alternative (8bit, UTF-8). */
const emlBody = (message: MailMessage): string[] => {
  if (message.html === undefined) return ['Content-Type: text/plain; charset=utf-8', '', message.text];
  const boundary = `=_academy_${randomBytes(12).toString('hex')}`;
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.html,
    `--${boundary}--`,
  ];
};

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

/** One `.eml` file per message, named by time so `ls` lists them in order; each appears whole, synced. */
export const outboxMailer = (
  dir: string,
  from: string,
  logger: Logger,
  clock: () => Date = () => new Date(),
): Mailer => ({
  kind: 'outbox',
  async send(message) {
    await mkdir(dir, { recursive: true });
    const now = clock();
    const file = path.join(
      dir,
      `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    const content = [
      `From: ${oneLine(from)}`,
      `To: ${oneLine(message.to)}`,
      `Subject: ${oneLine(message.subject)}`,
      `Date: ${now.toUTCString()}`,
      ...(message.messageId ? [`Message-ID: ${oneLine(message.messageId)}`] : []),
      'MIME-Version: 1.0',
      ...emlBody(message),
      '',
    ].join('\r\n');
    await writeFileDurably(file, content);
    logger.info('mail written to the outbox (no SMTP_URL)', { file: path.basename(file) });
  },
  forget: (addresses) => forgetOutboxMail(dir, addresses),
});

/** Sends through SMTP; nodemailer is loaded with the first message (about 10 MB a server without mail need not hold). */
export const smtpMailer = (smtpUrl: string, from: string): Mailer => {
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(message) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
      await (
        await transport
      ).sendMail({
        from,
        to: message.to,
        subject: oneLine(message.subject),
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.messageId === undefined ? {} : { messageId: message.messageId }),
      });
    },
  };
};

export const mailerFor = (
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>,
  logger: Logger,
): Mailer =>
  config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : outboxMailer(outboxDir(config.dataDir), config.MAIL_FROM, logger);
