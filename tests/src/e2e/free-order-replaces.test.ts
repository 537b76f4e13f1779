import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMonths, dayOf } from '@academy/domain';
import { seriousViolations } from '../support/axe.js';
import { type BrowserUnderTest } from '../support/browser.js';
import {
  animationsDone,
  callAs,
  expectHeading,
  signInThroughPage,
  startAppWithMemberAndAdmin,
  type SignedUpMember,
} from '../support/e2e-helpers.js';
import { type TestApp } from '../support/test-app.js';

// A free order never lowers or shortens a paid membership silently: the admin reads the sentence
// saying what it replaces and confirms it, or nothing is granted.
describe('a free order over a paid membership, in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let ada: SignedUpMember;
  let admin: SignedUpMember;

  beforeAll(async () => {
    ({
      app,
      browser,
      member: ada,
      admin,
    } = await startAppWithMemberAndAdmin(
      { firstName: 'Ada', lastName: 'Lovelace' },
      { firstName: 'Grace', lastName: 'Hopper' },
    ));
    // Ada holds a Fellow year and has scheduled its cancellation.
    const order = { userID: ada.userID, membershipTier: 'fellow', months: 12, reason: 'Prize' };
    await callAs(app, admin, 'POST', '/rest/admin/free-orders', order);
    await callAs(app, ada, 'POST', '/rest/membership/cancel', { reason: 'Moving abroad' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  const membershipOfAda = async () => (await app.server.core.access.membership(ada.userID)).state;

  it('when an admin grants Member for 3 months to a cancelling Fellow, then the sentence says what it replaces and only a confirmation grants it', async () => {
    const before = await membershipOfAda();
    expect(before).toMatchObject({ tier: 'fellow', status: 'cancelling' });
    const page = await browser.newPage();
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/admin/free-order`);
    await expectHeading(page, 'Free Orders');
    await page.getByLabel('Find a member (name or email)').fill(ada.email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: 'Select Ada Lovelace' }).click();
    await page.getByLabel('Tier').selectOption('member');
    await page.getByLabel('Period').selectOption('3');
    await page.getByLabel(/^Reason/).fill('Conference speaker');
    const asked = new Date();
    await page.getByRole('button', { name: 'Grant free order' }).click();

    const confirm = page.getByRole('alert', { name: 'Confirm the free order' });
    await confirm.waitFor({ timeout: 15_000 });
    const until = dayOf(addMonths(asked.toISOString(), 3));
    expect(await confirm.innerText()).toContain(
      `This makes Ada Lovelace Member until ${until} instead of Fellow until ${dayOf(before.periodEnd!)}, and drops the scheduled cancellation.`,
    );
    // axe checks the page at rest: the pointer off the button it pressed (a hovered solid
    // button is lighter), no transition running.
    await page.mouse.move(0, 0);
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing is granted until the admin confirms.
    expect(await membershipOfAda()).toMatchObject({ tier: 'fellow', status: 'cancelling' });

    await confirm.getByRole('button', { name: 'Confirm and grant' }).click();
    await page.getByText('Free order granted: Member for Ada Lovelace').waitFor({ timeout: 15_000 });
    expect(await membershipOfAda()).toMatchObject({ tier: 'member', status: 'active' });
    // The refused grant (409) is the one failed load the console reports.
    const errors = browser.errorsOf(page).filter((e) => !/status of 409/.test(e));
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
