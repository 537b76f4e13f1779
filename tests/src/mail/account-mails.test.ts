import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AuditMails } from '@academy/domain';
import { type ParsedMail } from 'mailparser';
import { grantAdmin } from '../support/e2e-helpers.js';
import { mailTo as to, startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let sink: SmtpSink;
let app: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://academy.example' },
    mailPollMs: 100,
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await sink?.stop();
});

/** The link in a mail's text under `path`, and its token. */
const linkIn = (mail: ParsedMail, path: string): { link: string; token: string } => {
  const match = new RegExp(`(\\S+${path.replace(/\//g, '\\/')}\\?\\w+=([\\w-]+))`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return { link: match[1]!, token: match[2]! };
};

const queueOf = async (userID: string) =>
  (
    await app.db.query<{ kind: string; status: string; last_error: string | null; row: string }>(
      'select kind, status, last_error, q::text as row from mail_queue q where user_id = $1 order by kind',
      [userID],
    )
  ).rows;

const waitUntil = async (what: string, done: () => Promise<boolean>) => {
  for (const until = Date.now() + 20_000; !(await done());) {
    if (Date.now() > until) throw new Error(`${what}: never`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('account mails through the mail queue', () => {
  it('when the SMTP server is down, then a reset request and an email change answer as usual, and once it is back each mail arrives once and the reset link works', async () => {
    const ada = await app.member({ firstName: 'Ada' });
    const newEmail = `ada.moved.${Date.now()}@example.org`;
    await sink.stop();

    const changed = await ada.browser.json('POST', '/rest/user/email', {
      email: newEmail,
      password: ada.password,
    });
    expect(changed.status).toBe(202);
    const visitor = app.browser();
    const unknown = await visitor.json('POST', '/rest/signin/password-reset', {
      email: 'nobody@example.org',
    });
    const known = await visitor.json('POST', '/rest/signin/password-reset', { email: ada.email });
    expect(known).toMatchObject({ status: 202, body: unknown.body });

    // Both were tried and failed: they wait in the queue, the admin audit lists them as queued.
    const tried = async () =>
      (await queueOf(ada.userID)).filter((r) => /reset|confirm/.test(r.kind) && r.last_error !== null).length;
    await waitUntil('both account mails tried', async () => (await tried()) === 2);
    expect(sink.mails.filter(to(ada.email, /./)).length + sink.mails.filter(to(newEmail, /./)).length).toBe(
      0,
    );

    await sink.start();
    app.advance(5 * 60_000);
    const [reset] = await sink.waitFor(to(ada.email, /^Reset your Academy of Sciences password$/));
    const [confirm] = await sink.waitFor(to(newEmail, /^Confirm your new /));
    const resetLink = linkIn(reset!, '/sign-in/reset/confirm');
    expect(resetLink.link.startsWith('https://academy.example/sign-in/reset/confirm?token=')).toBe(true);
    expect(linkIn(confirm!, '/settings/confirm-email').link).toMatch(/^https:\/\/academy\.example\//);
    expect(reset!.messageId).toMatch(/^<[0-9a-f]{64}\.password-reset\.[0-9a-f-]{36}@academy\.example>$/);
    // The lifetime the reset page announces too.
    expect(reset!.text).toContain('open this link within 30 minutes');

    // The address moves with the mailed link; the old address gets the notice (through the queue too).
    const moved = await visitor.json('POST', '/rest/user/email/confirm', {
      token: linkIn(confirm!, '/settings/confirm-email').token,
    });
    expect(moved.status).toBe(200);
    const [notice] = await sink.waitFor(to(ada.email, /^The email of your .* was changed$/));
    expect(linkIn(notice!, '/settings/confirm-email').link).toMatch(/^https:\/\/academy\.example\/.*\?undo=/);

    // The reset link resets the password.
    const password = 'a new passphrase for ada';
    const confirmed = await visitor.json('POST', '/rest/signin/password-reset/confirm', {
      token: resetLink.token,
      password,
    });
    expect(confirmed.status).toBe(200);
    expect((await visitor.json('POST', '/rest/signin/password', { email: newEmail, password })).status).toBe(
      200,
    );

    // Sent: no address, no body, no token left in the queue; the event log never held the token.
    await waitUntil('all sent', async () => (await queueOf(ada.userID)).every((r) => r.status === 'sent'));
    const rows = await queueOf(ada.userID);
    expect(rows.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['confirm-email', 'email-changed', 'password-reset']),
    );
    for (const row of rows) {
      expect(row.row).not.toContain(resetLink.token);
      expect(row.row).not.toContain(ada.email);
      expect(row.row).not.toContain(newEmail);
    }
    const { rows: events } = await app.db.query<{ row: string }>('select e::text as row from events e');
    expect(events.some((e) => e.row.includes(resetLink.token))).toBe(false);

    // An hour later nothing was sent twice.
    app.advance(60 * 60_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.mails.filter(to(ada.email, /^Reset your /))).toHaveLength(1);
    expect(sink.mails.filter(to(newEmail, /^Confirm your new /))).toHaveLength(1);
    expect(sink.mails.filter(to(ada.email, /^The email of your .* was changed$/))).toHaveLength(1);

    // The admin audit lists the account mails with the others.
    const admin = await app.member();
    await grantAdmin(app, admin.email);
    const audit = await admin.browser.json<AuditMails>('GET', `/rest/admin/audit/users/${ada.userID}/mails`);
    expect(audit.body.mails.filter((m) => m.status === 'sent').map((m) => m.kind)).toEqual(
      expect.arrayContaining(['confirm-email', 'email-changed', 'password-reset']),
    );
  });

  it('when a signed-in member changes their password, then the notice is queued and sent once, its link under the configured address', async () => {
    const bob = await app.member();
    const changed = await bob.browser.json('POST', '/rest/user/password', {
      currentPassword: bob.password,
      newPassword: 'another passphrase for bob',
    });
    expect(changed.status).toBe(200);
    const [notice] = await sink.waitFor(to(bob.email, /password .*was changed/));
    expect(notice!.text).toContain('https://academy.example/sign-in/reset');
    await waitUntil('the notice recorded as sent', async () =>
      (await queueOf(bob.userID)).some((r) => r.kind === 'password-changed' && r.status === 'sent'),
    );
    expect(sink.mails.filter(to(bob.email, /password .*was changed/))).toHaveLength(1);
  });
});
