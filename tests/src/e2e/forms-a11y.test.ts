import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Locator, type Page } from 'playwright-core';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { animationsDone, expectHeading, signInThroughPage } from '../support/e2e-helpers.js';
import { startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

// The Journal's submission form and the profile editor, with their list rows open: axe-core finds no
// serious or critical violation inside the form.
describe('accessibility of the Journal and profile forms (axe-core, in the browser)', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;
  let member: TestMember;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    member = await app.member({ firstName: 'Mary', lastName: 'Somerville', membershipTier: 'member' });
    page = await browser.newPage();
    await signInThroughPage(page, app, member);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  /** Serious and critical violations inside the form, one line each. */
  const violationsIn = async (form: Locator): Promise<string[]> => {
    // The pointer off the button it clicked: a hovered button is not what is checked.
    await page.mouse.move(0, 0);
    await animationsDone(page);
    if (!(await page.evaluate("'axe' in window"))) await page.evaluate(axeSource);
    const violations = await form.evaluate(
      (element) =>
        (globalThis as unknown as { axe: { run: (e: unknown) => Promise<{ violations: unknown[] }> } }).axe
          .run(element)
          .then((results) => results.violations) as Promise<AxeViolation[]>,
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} at ${v.nodes[0]?.html} (${v.nodes[0]?.failureSummary})`);
  };

  it('when the submission form has a co-author and a keyword, then axe finds no serious or critical violation in it', async () => {
    await page.goto(`${app.url}/journal/submit`);
    await expectHeading(page, 'Submit to the Journal');
    await page.getByRole('button', { name: 'Add co-author' }).click();
    await page.getByRole('combobox', { name: 'Co-author 1' }).fill('Caroline Herschel');
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('comets');
    await page.getByRole('button', { name: 'Create "comets"' }).click();
    await page.getByRole('button', { name: 'Remove keyword comets' }).waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Title is required').waitFor();
    expect(await violationsIn(page.getByRole('form', { name: 'Submit publication' }))).toEqual([]);
  });

  it('when the profile editor shows a position and a degree with their errors, then axe finds no serious or critical violation in it', async () => {
    for (const [tab, add] of [
      ['about', undefined],
      ['experience', 'Add position'],
      ['education', 'Add degree'],
    ] as const) {
      await page.goto(`${app.url}/profile/${member.userID}/${tab}/edit`);
      const form = page.getByRole('form', { name: 'Edit profile' });
      await form.waitFor({ timeout: 15_000 });
      if (add) {
        await form.getByRole('button', { name: add }).click();
        await form.getByRole('button', { name: 'Save' }).click();
        await form.getByText(/Choose an (organization|institution)/).waitFor();
      }
      expect({ tab, violations: await violationsIn(form) }).toEqual({ tab, violations: [] });
    }
  });
});
