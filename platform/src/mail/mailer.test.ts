import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '../logging/logger.js';
import { mailerFor, outboxMailer } from './mailer.js';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-mail-'));
  dirs.push(dir);
  return dir;
};

afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** Just enough SMTP to receive one message: what nodemailer says, line by line. */
const fakeSmtpServer = async () => {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-test\r\n250 OK\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((r) => server.close(r)),
  };
};

describe('mail', () => {
  it('when no SMTP_URL is set, then each mail is an .eml file in DATA_DIR/outbox, headers on one line each', async () => {
    const dataDir = await tempDir();
    const lines: string[] = [];
    const mailer = mailerFor(
      { dataDir, MAIL_FROM: 'Academy <no-reply@academy.example>', SMTP_URL: undefined },
      createLogger('info', (l) => void lines.push(l)),
    );
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'ada@example.org',
      subject: 'Hello\r\nBcc: victim@example.org',
      text: 'Body text',
    });
    const [file] = await readdir(path.join(dataDir, 'outbox'));
    const content = await readFile(path.join(dataDir, 'outbox', file!), 'utf8');
    expect(content).toMatch(
      /^From: Academy <no-reply@academy\.example>\r\nTo: ada@example\.org\r\nSubject: Hello Bcc: victim@example\.org\r\n/,
    );
    expect(content).not.toMatch(/^Bcc:/m);
    expect(content).toContain('\r\n\r\nBody text');
    expect(lines.some((l) => l.includes(file!))).toBe(true);
  });

  it('when SMTP_URL is set, then the mail is sent to that server with nodemailer', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = mailerFor(
        {
          dataDir: await tempDir(),
          MAIL_FROM: 'no-reply@academy.example',
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        },
        createLogger('silent'),
      );
      expect(mailer.kind).toBe('smtp');
      await mailer.send({ to: 'ada@example.org', subject: 'Reset', text: 'Open the link' });
      const message = smtp.received.join('\n');
      expect(message).toMatch(/^To: ada@example\.org$/m);
      expect(message).toMatch(/^Subject: Reset$/m);
      expect(message).toContain('Open the link');
    } finally {
      await smtp.close();
    }
  });

  it('when a mail has an HTML part and a Message-ID, then the .eml is multipart/alternative with both parts and that Message-ID', async () => {
    const dataDir = await tempDir();
    const mailer = mailerFor({ dataDir, MAIL_FROM: 'a@b.c', SMTP_URL: undefined }, createLogger('silent'));
    await mailer.send({
      to: 'ada@example.org',
      subject: 'Welcome',
      text: 'Plain welcome',
      html: '<p>Rich welcome</p>',
      messageId: '<evt-1.welcome.u1@academy.example>',
    });
    const [file] = await readdir(path.join(dataDir, 'outbox'));
    const content = await readFile(path.join(dataDir, 'outbox', file!), 'utf8');
    expect(content).toMatch(/^Message-ID: <evt-1\.welcome\.u1@academy\.example>\r$/m);
    const boundary = /boundary="([^"]+)"/.exec(content)![1]!;
    const parts = content.split(`--${boundary}`);
    expect(parts).toHaveLength(4);
    expect(parts[1]).toMatch(/Content-Type: text\/plain; charset=utf-8[\s\S]*Plain welcome/);
    expect(parts[2]).toMatch(/Content-Type: text\/html; charset=utf-8[\s\S]*<p>Rich welcome<\/p>/);
  });

  it('when the outbox folder does not exist yet, then it is created', async () => {
    const dir = path.join(await tempDir(), 'nested', 'outbox');
    await outboxMailer(dir, 'a@b.c', createLogger('silent')).send({ to: 'x@y.z', subject: 's', text: 't' });
    expect(await readdir(dir)).toHaveLength(1);
  });
});
