import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import {
  animationsDone,
  signInThroughPage,
  signUpMember,
  type SignedUpMember,
} from '../support/e2e-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const institutionError = 'Choose an institution';
const yearError = 'Enter the year, such as 2012';

// The Experience and Education editors: a field's error shows once it was left (or the form
// submitted) and clears as soon as the field is valid; none shows for a row just added.
describe('profile entry errors, in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let member: SignedUpMember;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    member = await signUpMember(app, { firstName: 'Ada', lastName: 'Lovelace' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  const openEditor = async (page: Page, tab: string) => {
    await page.goto(`${app.url}/profile/${member.userID}/${tab}/edit`);
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.waitFor({ timeout: 15_000 });
    return form;
  };

  it('when a degree is added, then no error shows; a year left empty shows its error, and typing 2018 clears it at once', async () => {
    const page = await browser.newPage();
    await signInThroughPage(page, app, member);
    const form = await openEditor(page, 'education');
    await form.getByRole('button', { name: 'Add degree' }).click();
    await form.getByLabel('Degree', { exact: true }).waitFor();
    expect(await form.getByText(institutionError).count()).toBe(0);
    expect(await form.getByText(yearError).count()).toBe(0);

    // Left empty: the error shows.
    const year = form.getByLabel('Year', { exact: true });
    await year.focus();
    await page.keyboard.press('Tab');
    await form.getByText(yearError).waitFor();
    // Valid: it clears as soon as it is typed, before the field is left.
    await year.focus();
    await page.keyboard.type('2018');
    await form.getByText(yearError).waitFor({ state: 'detached' });
    // Still in the field (the tests' TypeScript has no DOM types: browser code as text).
    expect(await page.evaluate('document.activeElement.value')).toBe('2018');

    // Submitted with no institution: its error shows.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(institutionError).waitFor();
    // axe checks the page at rest: the pointer off the button it pressed (a hovered solid
    // button is lighter), no transition running.
    await page.mouse.move(0, 0);
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(browser.errorsOf(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('when the Experience editor opens on a 390 px wide phone, then it fits: the month fields stack and no field shows an error', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughPage(page, app, member);
    const form = await openEditor(page, 'experience');
    await form.getByRole('button', { name: 'Add position' }).click();
    const start = form.getByLabel('Start (YYYY-MM)');
    await start.waitFor();
    const end = form.getByLabel('End (YYYY-MM, empty if current)');
    const [a, b] = [await start.boundingBox(), await end.boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await form.getByText('Choose an organization').count()).toBe(0);
    await page.close();
  }, 120_000);
});
