import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { expectHeading, signInThroughPage, signUpMember } from '../support/e2e-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// An email change asks for the password and tells the old address; signed-in browsers can be ended.
describe('account security in the browser', () => {
  let app: TestApp;
  let laptop: BrowserUnderTest;
  let phone: BrowserUnderTest;

  beforeAll(async () => {
    [laptop, phone, app] = await Promise.all([
      openBrowser(),
      openBrowser(),
      startTestApp({ frontend: true, captureMail: true }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await laptop?.close();
    await phone?.close();
    await app?.close();
  }, 30_000);

  const sessionOf = (browser: BrowserUnderTest) =>
    browser.context.request
      .get(`${app.url}/rest/user/session`)
      .then(async (r) => (await r.json()) as { session: string });

  it('when a member changes their email, then the password is asked for, and the old address gets a notice with an undo link', async () => {
    const ada = await signUpMember(app, { firstName: 'Ada', lastName: 'Mover' });
    const newEmail = `ada.moved.${Date.now()}@example.org`;
    const page = await laptop.newPage();
    await signInThroughPage(page, app, ada);
    await page.goto(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');
    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByLabel('New email').fill(newEmail);
    await form.getByLabel('Your password').fill('not my password at all');
    await form.getByRole('button', { name: 'Change email' }).click();
    await form.getByText('The password is incorrect').waitFor();

    await form.getByLabel('Your password').fill(ada.password);
    await form.getByRole('button', { name: 'Change email' }).click();
    await page.getByText(`A confirmation link is on its way to ${newEmail}.`).waitFor();
    // The link is queued with the answer; the mail sender sends it a moment later.
    for (let i = 0; i < 100 && !app.mails.some((m) => m.to === newEmail); i++)
      await new Promise((r) => setTimeout(r, 50));
    const confirm = app.mails.find((m) => m.to === newEmail)!;
    const link = /https?:\/\/\S+confirm-email\?token=[\w-]+/.exec(confirm.text)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, app.url));
    await page.getByText(`Your email is now ${newEmail}. Sign in with it from now on.`).waitFor();

    // The member's other mail (the welcome) goes to the same address: the notice is the one about the email.
    const isNotice = (m: { to: string; subject: string }) =>
      m.to === ada.email && /email of your/.test(m.subject);
    for (let i = 0; i < 100 && !app.mails.some(isNotice); i++) await new Promise((r) => setTimeout(r, 50));
    const notice = app.mails.find(isNotice)!;
    expect(notice.subject).toBe('The email of your Academy of Sciences account was changed');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toMatch(/confirm-email\?undo=[\w-]{43}/);
    expect(laptop.errorsOf(page).filter((e) => !e.includes('400'))).toEqual([]);
  }, 120_000);

  it('when a member signed in on two browsers ends the other one in Account Settings, then that browser is signed out', async () => {
    const bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Twice' });
    // The sign-up's own session (not a browser's) ends first: the list then holds the two browsers.
    await fetch(`${app.url}/rest/signin/signOut`, { method: 'POST', headers: { cookie: bob.cookie } });
    const onPhone = await phone.newPage();
    await signInThroughPage(onPhone, app, bob);
    const page = await laptop.newPage();
    await signInThroughPage(page, app, bob);
    await page.goto(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');
    const table = page.getByRole('table', { name: 'Signed-in browsers' });
    await table.getByText('This browser').waitFor();
    expect(await table.getByRole('row').count()).toBe(3); // the header and two sessions
    await table.getByRole('button', { name: /^Sign out / }).click();
    for (let i = 0; i < 100 && (await table.getByRole('row').count()) !== 2; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await table.getByRole('row').count()).toBe(2);
    expect((await sessionOf(phone)).session).toBe('none');
    expect((await sessionOf(laptop)).session).toBe('signed-in');
    expect(laptop.errorsOf(page)).toEqual([]);
  }, 120_000);
});
