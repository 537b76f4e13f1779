import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { userStreamId, type AuditMails } from '@academy/domain';
import { waitForProjections } from '@academy/platform';
import { grantAdmin } from '../support/e2e-helpers.js';
import { submitPublication } from '../support/publications.js';
import { linksOf, mailTo as to, startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 60 * 60_000;
const dayOf = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

let sink: SmtpSink;
let app: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://academy.example',
      ACADEMY_NAME: 'Tests',
      MAIL_FROM: 'Academy of Tests <no-reply@academy.example>',
    },
    mailPollMs: 100,
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await sink?.stop();
});

describe('members’ mail through a real SMTP server', () => {
  it('when a member signs up for a paid tier and pays, then a welcome and a receipt arrive, each with text and HTML, from MAIL_FROM, links under PUBLIC_URL', async () => {
    const ada = await app.member({ membershipTier: 'member', firstName: 'Ada', lastName: 'Lovelace' });
    const [welcome] = await sink.waitFor(to(ada.email, /^Welcome to the Academy of Tests$/));
    const [receipt] = await sink.waitFor(to(ada.email, /receipt/));
    for (const mail of [welcome!, receipt!]) {
      expect(mail.from?.text).toBe('"Academy of Tests" <no-reply@academy.example>');
      expect(mail.text).toContain('Dear Ada');
      expect(mail.html).toContain('Academy of Tests');
      expect(mail.messageId).toMatch(/^<[^>]+@academy\.example>$/);
      expect(linksOf(mail).length).toBeGreaterThan(0);
      for (const link of linksOf(mail)) expect(link.startsWith('https://academy.example')).toBe(true);
    }
    expect(welcome!.text).toContain('Your membership is Member');
    expect(receipt!.text).toMatch(/Amount: .*\d/);
    expect(receipt!.text).toMatch(/Membership: Member/);
    const orderID = /https:\/\/academy\.example\/settings\/receipts\/([0-9a-f-]{36})/.exec(
      receipt!.text ?? '',
    )?.[1];
    expect(orderID).toBeDefined();
    // The member's name, the days the period covers and the order's short number (as the receipt page shows it).
    expect(receipt!.text).toContain('Member: Ada Lovelace');
    expect(receipt!.text).toContain(`Order number: ${orderID!.slice(0, 8).toUpperCase()}`);
    expect(receipt!.subject).toMatch(new RegExp(`receipt ${orderID!.slice(0, 8).toUpperCase()}$`));
    expect(receipt!.text).toMatch(/Period: \d{1,2} [A-Z][a-z]{2,3} \d{4} – \d{1,2} [A-Z][a-z]{2,3} \d{4}\n/);
  });

  it('when an admin removes a publication, then each of its authors gets a notice with the admin’s note', async () => {
    const author = await app.member({ membershipTier: 'member' });
    const coAuthor = await app.member({ membershipTier: 'member' });
    const admin = await app.member();
    await grantAdmin(app, admin.email);
    const { pubNum } = await submitPublication(author, {
      authors: [
        { name: 'The Author', userID: author.userID },
        { name: 'The Co-author', userID: coAuthor.userID },
      ],
    });
    await sink.waitFor(to(coAuthor.email, /invited as a co-author/));
    const accepted = await coAuthor.browser.json(
      'POST',
      `/rest/journal/publications/${pubNum}/co-authorship/accept`,
      {},
    );
    expect(accepted.status).toBe(200);
    const removed = await admin.browser.json('POST', `/rest/admin/journal/publications/${pubNum}/removal`, {
      note: 'The figures repeat an earlier paper.',
    });
    expect(removed.status).toBe(200);
    for (const member of [author, coAuthor]) {
      const [notice] = await sink.waitFor(to(member.email, /was removed from the Academy of Tests Journal/));
      expect(notice!.text).toContain('The figures repeat an earlier paper.');
      expect(notice!.html).toContain('The figures repeat an earlier paper.');
      expect(notice!.text).toContain(`https://academy.example/journal/publications/${pubNum}`);
    }
    expect(sink.mails.filter(to(admin.email, /was removed/))).toHaveLength(0);

    // The admin audit of the co-author lists the mails they were sent: kind, status, when; no address.
    const audit = await admin.browser.json<AuditMails>(
      'GET',
      `/rest/admin/audit/users/${coAuthor.userID}/mails`,
    );
    expect(audit.status).toBe(200);
    expect(audit.body.mails.map((m) => [m.kind, m.status]).sort()).toEqual([
      ['co-author-invitation', 'sent'],
      ['publication-removed', 'sent'],
      ['receipt', 'sent'],
      ['welcome', 'sent'],
    ]);
    expect(audit.body.mails.every((m) => typeof m.sentAt === 'string')).toBe(true);
    expect(JSON.stringify(audit.body)).not.toContain(coAuthor.email);
    const refused = await author.browser.json('GET', `/rest/admin/audit/users/${coAuthor.userID}/mails`);
    expect(refused.status).toBe(403);
    const unknown = await admin.browser.json('GET', `/rest/admin/audit/users/${randomUUID()}/mails`);
    expect(unknown).toMatchObject({ status: 404, body: { error: 'not-found' } });

    // An erasure forgets the member's mail rows.
    const erased = await coAuthor.browser.json('POST', '/rest/user/erase', { password: coAuthor.password });
    expect(erased.status).toBe(200);
    const after = await admin.browser.json<AuditMails>(
      'GET',
      `/rest/admin/audit/users/${coAuthor.userID}/mails`,
    );
    expect(after.body.mails).toEqual([]);
  });

  it('when the SMTP server is down for minutes, then commands still succeed and each mail arrives once it is back, none twice', async () => {
    await sink.stop();
    const bob = await app.member({ membershipTier: 'member' });
    // The sender tried and failed: the mails wait in the queue.
    for (const until = Date.now() + 20_000; ;) {
      const { rows } = await app.db.query<{ n: number }>(
        `select count(*)::int as n from mail_queue where user_id = $1 and status = 'queued' and last_error is not null`,
        [bob.userID],
      );
      if (rows[0]!.n >= 2) break;
      if (Date.now() > until) throw new Error('the mails were never tried');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(sink.mails.filter(to(bob.email, /./))).toHaveLength(0);
    await sink.start();
    app.advance(5 * 60_000);
    await sink.waitFor(to(bob.email, /^Welcome/));
    await sink.waitFor(to(bob.email, /receipt/));
    // The server took them; the queue records it (a moment after), and the next hour sends nothing again.
    const statuses = async () =>
      (
        await app.db.query<{ kind: string; status: string }>(
          'select kind, status from mail_queue where user_id = $1 order by kind',
          [bob.userID],
        )
      ).rows;
    for (let i = 0; i < 200 && (await statuses()).some((r) => r.status !== 'sent'); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await statuses()).toEqual([
      { kind: 'receipt', status: 'sent' },
      { kind: 'welcome', status: 'sent' },
    ]);
    app.advance(60 * 60_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.mails.filter(to(bob.email, /^Welcome/))).toHaveLength(1);
    expect(sink.mails.filter(to(bob.email, /receipt/))).toHaveLength(1);
  });

  it('when a membership renews automatically within MAIL_RENEWAL_REMINDER_DAYS (7), then one reminder arrives with the date, however often the scheduler runs', async () => {
    const cy = await app.member({ membershipTier: 'member' });
    const { core } = app.server;
    const periodEnd = new Date(core.clock().getTime() + 30 * DAY);
    // The provider's subscription renews it (the built-in checkout has none): as a Stripe renewal records it.
    const { position } = await core.store.append(
      userStreamId(cy.userID),
      [
        {
          type: 'MembershipRenewed',
          eventId: randomUUID(),
          data: {
            userID: cy.userID,
            tier: 'member',
            orderID: null,
            subscriptionId: 'sub_test_renewal',
            periodEnd: periodEnd.toISOString(),
            actor: 'provider:test',
            reason: null,
          },
          metadata: {
            actor: 'provider:test',
            correlationId: randomUUID(),
            causationId: null,
            timestamp: core.clock().toISOString(),
          },
        },
      ],
      { expectedVersion: 'any' },
    );
    const target = await core.store.checkpointAt(position);
    expect(await waitForProjections(app.db, ['memberships'], target, 10_000)).toBe(true);
    await app.server.scheduler!.sweep();
    app.advance(22 * DAY);
    await app.server.scheduler!.sweep();
    const reminders = () => sink.mails.filter(to(cy.email, /renews on/));
    expect(reminders()).toHaveLength(0);
    app.advance(2 * DAY);
    await app.server.scheduler!.sweep();
    await app.server.scheduler!.sweep();
    const [reminder] = await sink.waitFor(to(cy.email, /renews on/));
    expect(reminder!.text).toContain(dayOf(periodEnd));
    expect(reminder!.text).toContain('https://academy.example/settings/manage-membership');
    app.advance(DAY);
    await app.server.scheduler!.sweep();
    const { rows } = await app.db.query<{ n: number }>(
      `select count(*)::int as n from mail_queue where user_id = $1 and kind = 'renewal-reminder'`,
      [cy.userID],
    );
    expect(rows[0]!.n).toBe(1);
    expect(reminders()).toHaveLength(1);
  });
});
