import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openBrowser, screenshot, type BrowserUnderTest } from '../support/browser.js';

describe('profile editor (browser)', () => {
  let app: TestApp | undefined;
  let browser: BrowserUnderTest | undefined;

  beforeAll(async () => {
    browser = await openBrowser();
    app = await startTestApp({ frontend: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when a member edits their profile and hides the bio, then a visitor sees the headline but not the bio or phone', async () => {
    const page = await browser!.newPage();
    await page.goto(`${app!.url}/sign-up/associate`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Byron');
    await page.getByLabel('Email').fill(`ada.byron.${Date.now()}@example.org`);
    await page.getByLabel(/^Password/).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/sign-up/success', { timeout: 15_000 });

    const userID = await page.evaluate(async () => {
      const answer = await fetch('/rest/user/status');
      return ((await answer.json()) as { userID: string }).userID;
    });

    await page.goto(`${app!.url}/profile/${userID}/about/edit`);
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.waitFor({ timeout: 15_000 });
    await form.getByLabel('Headline', { exact: true }).fill('Poetical scientist');
    await form.getByLabel('Bio (Markdown)').fill('A secret **bio** about engines');
    await form.getByLabel('Bio visibility').selectOption('private');
    await form.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0958');
    await form.getByLabel('Country (ISO code)').fill('GB');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor({ timeout: 15_000 });
    await page.waitForURL(`**/profile/${userID}/about`);
    await page.getByText('A secret').waitFor();

    await page.goto(`${app!.url}/sign-out`);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.goto(`${app!.url}/profile/${userID}/about`);
    await page.getByRole('heading', { name: 'Ada Byron' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Poetical scientist').first().isVisible()).toBe(true);
    expect(await page.getByText('A secret').count()).toBe(0);
    expect(await page.getByText(/Phone/).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Edit/ }).count()).toBe(0);

    await screenshot(page, 'profile-visitor-view');
    expect(browser!.errorsOf(page)).toEqual([]);
  }, 120_000);
});
