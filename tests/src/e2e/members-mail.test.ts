import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { grantAdmin, expectHeading, signInThroughPage, signOutThroughPage } from '../support/e2e-helpers.js';
import {
  ACADEMY,
  lineOf,
  linksOf,
  mailTo,
  openSettings,
  shownMembership,
  signUpThroughPage,
  startMailWalk,
  type MailWalk,
  type WalkingMember,
} from '../support/mail-walks.js';
import { submitPublication } from '../support/publications.js';

jest.setTimeout(120_000);

// The members' money and mail, walked in Chromium with the built-in test checkout: what each page
// shows, and what a real SMTP server receives.
describe('members’ money and mail in the browser (the built-in test checkout, a real SMTP server)', () => {
  let walk: MailWalk;
  let ada: WalkingMember;

  beforeAll(async () => {
    walk = await startMailWalk();
  }, 180_000);

  afterAll(async () => {
    await walk?.close();
  }, 30_000);

  it('when a visitor signs up for Member and presses Pay, then a welcome and a receipt arrive naming the tier and the amount, the receipt’s link under the site address', async () => {
    const { app, page, sink } = walk;
    ada = await signUpThroughPage(page, app, 'member', 'Ada', 'Lovelace');
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    expect(await page.getByTestId('checkout-amount').textContent()).toBe('60.00 EUR');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${app.url}/sign-up/success`, { timeout: 15_000 });
    await expectHeading(page, 'Your account is ready');

    const [welcome] = await sink.waitFor(mailTo(ada.email, new RegExp(`^Welcome to the ${ACADEMY}$`)));
    expect(welcome!.from?.text).toBe(`"${ACADEMY}" <no-reply@academy.example>`);
    expect(welcome!.text).toContain('Dear Ada');
    expect(welcome!.text).toContain('Your membership is Member.');
    const [receipt] = await sink.waitFor(mailTo(ada.email, new RegExp(`^Your ${ACADEMY} receipt \\S+$`)));
    expect(lineOf(receipt!, 'Amount:')).toBe('€60.00');
    expect(lineOf(receipt!, 'Membership:')).toBe('Member');
    const link = lineOf(receipt!, 'A printable receipt:')!;
    expect(link).toMatch(new RegExp(`^${app.url}/settings/receipts/[0-9a-f-]{36}$`));
    for (const each of [...linksOf(welcome!), ...linksOf(receipt!)])
      expect(each.startsWith(app.url)).toBe(true);

    // The receipt's link opens the receipt, with the same amount.
    await page.goto(link);
    await page.getByText('60.00 EUR').first().waitFor({ timeout: 15_000 });
    expect(walk.browser.errorsOf(page)).toEqual([]);
  });

  it('when the member cancels in Account Settings, then the page names the end date and the cancellation mail names the same date', async () => {
    const { app, page, sink } = walk;
    await openSettings(page, app, 'Active');
    const renewal = (await shownMembership(page))['renewal-date']!;
    expect(renewal).toMatch(/^\d{1,2} \w+ \d{4}$/);
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(`It stays active until ${renewal} and then ends`);
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await page.getByText(`Your membership ends on ${renewal}.`).waitFor({ timeout: 15_000 });
    await page.getByTestId('membership-status').filter({ hasText: 'Cancelling' }).waitFor();
    expect((await shownMembership(page))['ends-on']).toBe(renewal);

    const [mail] = await sink.waitFor(
      mailTo(ada.email, new RegExp(`^Your ${ACADEMY} membership is cancelled$`)),
    );
    expect(mail!.text).toContain(`your Member membership is cancelled. It stays active until ${renewal},`);
    expect(mail!.html).toContain(renewal);
    await signOutThroughPage(page, app);
  });

  it('when a visitor declines at the checkout, then a payment-failed mail arrives whose link, followed signed in, completes the payment with Pay', async () => {
    const { app, page, sink } = walk;
    const bohr = await signUpThroughPage(page, app, 'member', 'Niels', 'Bohr');
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor({ timeout: 15_000 });

    const [failed] = await sink.waitFor(
      mailTo(bohr.email, new RegExp(`^Your ${ACADEMY} payment did not go through$`)),
    );
    expect(failed!.text).toContain('your payment of €60.00 for the Member membership did not go through.');
    const link = linksOf(failed!).find((l) => l.startsWith(app.url))!;
    expect(link).toBe(`${app.url}/settings/manage-membership`);
    expect(sink.mails.filter(mailTo(bohr.email, /receipt|Welcome/))).toHaveLength(0);

    await page.goto(link);
    await expectHeading(page, 'Manage membership');
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${app.url}/settings/manage-membership`, { timeout: 15_000 });
    await page.getByTestId('membership-status').filter({ hasText: 'Active' }).waitFor({ timeout: 15_000 });
    expect((await shownMembership(page)).tier).toBe('Member');

    const [receipt] = await sink.waitFor(mailTo(bohr.email, /receipt/));
    expect(lineOf(receipt!, 'Amount:')).toBe('€60.00');
    expect(lineOf(receipt!, 'Membership:')).toBe('Member');
    await sink.waitFor(mailTo(bohr.email, /^Welcome/));
    await signOutThroughPage(page, app);
  });

  it('when an admin removes a publication with a note in the admin UI, then each of its authors gets a notice with the note, and the admin none', async () => {
    const { app, page, sink } = walk;
    const author = await app.member({ firstName: 'Emmy', lastName: 'Noether', membershipTier: 'member' });
    const coAuthor = await app.member({ firstName: 'Lise', lastName: 'Meitner', membershipTier: 'member' });
    const admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
    await grantAdmin(app, admin.email);
    const { pubNum } = await submitPublication(author, {
      title: 'Invariant Variation Problems',
      authors: [
        { name: 'Emmy Noether', userID: author.userID },
        { name: 'Lise Meitner', userID: coAuthor.userID },
      ],
    });
    await sink.waitFor(mailTo(coAuthor.email, /invited as a co-author/));
    const accept = `/rest/journal/publications/${pubNum}/co-authorship/accept`;
    expect((await coAuthor.browser.json('POST', accept, {})).status).toBe(200);

    const note = 'The figures repeat an earlier paper & its tables.';
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/journal/publications/${pubNum}`);
    await expectHeading(page, 'Invariant Variation Problems');
    await page.getByRole('textbox', { name: 'Removal note' }).fill(note);
    await page.getByRole('button', { name: 'Remove publication' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove publication' }).click();
    await page.getByText('Article Removed').waitFor({ timeout: 15_000 });

    for (const member of [author, coAuthor]) {
      const subject = new RegExp(`was removed from the ${ACADEMY} Journal$`);
      const [notice] = await sink.waitFor(mailTo(member.email, subject));
      expect(notice!.subject).toContain('Invariant Variation Problems');
      expect(notice!.text).toContain(note);
      expect(notice!.html).toContain('The figures repeat an earlier paper &amp; its tables.');
      expect(linksOf(notice!)).toContain(`${app.url}/journal/publications/${pubNum}`);
    }
    expect(sink.mails.filter(mailTo(admin.email, /was removed/))).toHaveLength(0);
    await signOutThroughPage(page, app);
  });
});
