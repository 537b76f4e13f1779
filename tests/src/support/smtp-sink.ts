import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server process part on 127.0.0.1 (`smtp-server`), keeping each message it accepts
 * parsed (`mailparser`). `stop()` closes it (the app's sends then fail: connection refused) and
 * `start()` listens again on the same port.
 */
export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:<port>?ignoreTLS=true` for SMTP_URL. */
  url: string;
  mails: ParsedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Waits (bounded) until `count` mails match; answers them. */
  waitFor(match: (mail: ParsedMail) => boolean, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

const listen = async (port: number, mails: ParsedMail[]): Promise<SMTPServer> => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
};

export const startSmtpSink = async (): Promise<SmtpSink> => {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | undefined = await listen(0, mails);
  const port = (server.server.address() as { port: number }).port;
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    async start() {
      server ??= await listen(port, mails);
    },
    async stop() {
      const closing = server;
      server = undefined;
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    async waitFor(match, count = 1, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > until)
          throw new Error(
            `${found.length} of ${count} mails arrived: ${mails.map((m) => m.subject).join(' | ')}`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
  return sink;
};

/** A mail to `email` (its only recipient) whose subject matches. */
export const mailTo = (email: string, subject: RegExp) => (mail: ParsedMail) =>
  mail.to !== undefined &&
  !Array.isArray(mail.to) &&
  mail.to.value.length === 1 &&
  mail.to.value[0]?.address === email &&
  subject.test(mail.subject ?? '');

/** Every link of a mail: the text part's addresses and the HTML part's hrefs. */
export const linksOf = (mail: ParsedMail): string[] =>
  [
    ...(mail.text ?? '').matchAll(/https?:\/\/\S+/g),
    ...(typeof mail.html === 'string' ? mail.html : '').matchAll(/href="([^"]+)"/g),
  ].map((m) => m[1] ?? m[0]);
