import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { type Page } from 'playwright-core';
import { type BrowserUnderTest, openBrowser, screenshot } from '../support/browser.js';
import { expectHeading, signInThroughPage, signOutThroughPage, whereIs } from '../support/e2e-helpers.js';
import { startTestApp, type TestApp, type TestMember } from '../support/test-app.js';
import { MARKDOWN_PAYLOADS } from '../support/xss-payloads.js';

jest.setTimeout(120_000);

const pdf = Buffer.from('%PDF-1.7\n% A journal article\ntrailer << >>\n%%EOF\n');

// Issue 10, Done when: submit with a PDF and math, revise, diff, removal, what each one sees, search.
describe('the Journal in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;
  let author: TestMember;
  let admin: TestMember;

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    author = await app.member({ firstName: 'Emmy', lastName: 'Noether', membershipTier: 'member' });
    admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
    await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:e2e' });
    page = await browser.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  const removalNote = 'Withdrawn at the author’s request after a flaw was found';

  it('when a member submits with a PDF and math, then it is number 1, shown with its math and PDF', async () => {
    await signInThroughPage(page, app, author);
    await page.goto(`${app.url}/journal/submit`);
    await expectHeading(page, 'Submit to the Journal');
    await page.getByRole('textbox', { name: 'Title' }).fill('Invariant Variational Problems');
    await page
      .getByRole('textbox', { name: 'Abstract' })
      .fill('Every differentiable symmetry has a conservation law.');
    await page
      .getByRole('textbox', { name: /^Body/ })
      .fill('The action $S = \\int L \\, dt$ is invariant.\n\n$$\\frac{d}{dt} Q = 0$$');
    // The live preview renders the math (MathML) as the page will.
    await page.getByTestId('preview').locator('math').first().waitFor();
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('symmetry');
    await page.getByRole('button', { name: 'Create "symmetry"' }).click();
    await page.getByRole('button', { name: 'Remove keyword symmetry' }).waitFor();
    await page
      .getByLabel('PDF file')
      .setInputFiles({ name: 'noether.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('noether.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(`${app.url}/journal/submission-success/1`);
    await page.getByText('Your submission is publication number 1.').waitFor();
    await page.getByRole('link', { name: 'View publication 1' }).click();
    await expectHeading(page, 'Invariant Variational Problems');
    expect(await page.getByTestId('publication-body').locator('math').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      '/rest/journal/publications/1/versions/1/pdf',
    );
    // Printed, the title starts where the article's column does.
    await page.emulateMedia({ media: 'print' });
    const leftOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().left));
    expect(await leftOf('h1')).toBe(await leftOf('.publication-article'));
    await page.emulateMedia({ media: 'screen' });
  });

  it('when the author revises it to version 2, then the diff shows the words changed', async () => {
    await page.getByRole('link', { name: 'Revise' }).click();
    await expectHeading(page, 'Revise publication 1');
    const title = page.getByRole('textbox', { name: 'Title' });
    expect(await title.inputValue()).toBe('Invariant Variational Problems');
    await title.fill('Invariant Variation Problems');
    await page.getByRole('textbox', { name: 'Change note' }).fill('The title as printed in 1918');
    await page.getByRole('button', { name: 'Publish revision' }).click();
    await page.waitForURL(`${app.url}/journal/publications/1/2`);
    await expectHeading(page, 'Invariant Variation Problems');
    await page.getByText('The title as printed in 1918').first().waitFor();
    await page.getByRole('link', { name: 'Compare with version 1' }).click();
    await page.waitForURL(`${app.url}/journal/publications/1/diff/1/2`);
    const titleDiff = page.getByRole('region', { name: 'Title' });
    await titleDiff.locator('del:visible', { hasText: 'Variational' }).first().waitFor();
    await titleDiff.locator('ins:visible', { hasText: 'Variation' }).first().waitFor();
    await signOutThroughPage(page, app);
  });

  it('when an admin removes it with a note, then visitors see "Article Removed" with the date and note at both version URLs', async () => {
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/journal/publications/1`);
    await expectHeading(page, 'Invariant Variation Problems');
    await page.getByRole('textbox', { name: 'Removal note' }).fill(removalNote);
    await page.getByRole('button', { name: 'Remove publication' }).click();
    // It asks first.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove publication' }).click();
    await page.getByText('Article Removed').waitFor();
    // The admin still reads it, the notice above the content.
    await expectHeading(page, 'Invariant Variation Problems');
    await page.getByText('You can see this removed publication because you are an admin.').waitFor();
    await signOutThroughPage(page, app);
    const today = new Date().toLocaleDateString('en-GB', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (const path of [
      '/journal/publications/1',
      '/journal/publications/1/1',
      '/journal/publications/1/2',
    ]) {
      await page.goto(`${app.url}${path}`);
      const notice = page.getByRole('alert').filter({ hasText: 'Article Removed' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain(removalNote);
      expect(await notice.textContent()).toContain(`Removed on ${today}.`);
      expect(await page.getByText('Invariant Variation').count()).toBe(0);
    }
  });

  it('when the author opens the revise page of the removed publication, then the notice shows instead of the form', async () => {
    await signInThroughPage(page, app, author);
    await page.goto(`${app.url}/journal/revise/1`);
    await page.getByRole('alert').filter({ hasText: 'Article Removed' }).waitFor();
    expect(await page.getByText(removalNote).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Publish revision' }).count()).toBe(0);
    await signOutThroughPage(page, app);
  });

  it('when searched, then the admin finds it and a visitor does not', async () => {
    await page.goto(`${app.url}/journal/search?query=noether`);
    await page.getByText('0 results for “noether”').waitFor();
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/journal/search?query=noether`);
    await page.getByText('1 result for “noether”').waitFor();
    await page.getByRole('link', { name: 'Invariant Variation Problems' }).waitFor();
    await page.getByRole('link', { name: 'Invariant Variation Problems' }).click();
    await page.waitForURL(`${app.url}/journal/publications/1`);
    expect(whereIs(page)).toBe('/journal/publications/1');
    await signOutThroughPage(page, app);
  });

  it('when every field of a publication holds a script payload, then no script runs on its page, the search, the profile tab or the diff', async () => {
    const payload = `<img src=x onerror=alert(1)> <script>alert(2)</script> [x](javascript:alert(3)) $\\href{javascript:alert(4)}{x}$`;
    const body = MARKDOWN_PAYLOADS.join('\n\n');
    const fields = (title: string) => ({
      title,
      abstract: `xssabstract ${payload}`,
      authors: [
        { name: `Emmy ${payload}`.slice(0, 200), userID: author.userID },
        { name: payload.slice(0, 200) },
      ],
      keywords: ['<script>alert(5)</script>', 'xss"><img src=x onerror=alert(6)>'],
      body,
      licence: 'CC-BY-4.0',
    });
    const submitted = await author.browser.json(
      'POST',
      '/rest/journal/publications',
      fields(`Xsspaper ${payload}`),
    );
    expect(submitted.status).toBe(201);
    const { pubNum } = submitted.body as { pubNum: number };
    const revised = await author.browser.json('POST', `/rest/journal/publications/${pubNum}/versions`, {
      ...fields(`Xsspaper revised ${payload}`),
      changeNote: `note ${payload}`,
    });
    expect(revised.status).toBe(201);

    const dialogs: string[] = [];
    const strangers: string[] = [];
    const host = new URL(app.url).host;
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.host !== host) strangers.push(request.url());
    });
    for (const path of [
      `/journal/publications/${pubNum}`,
      `/journal/publications/${pubNum}/1`,
      `/journal/publications/${pubNum}/diff/1/2`,
      `/journal/search?query=xsspaper`,
      `/journal/search?query=xssabstract`,
      `/profile/${author.userID}/publications`,
      `/journal`,
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      // The payloads show as text where they are text.
      if (path.includes('search') || path.includes('profile') || path === '/journal')
        await page.getByText('Xsspaper', { exact: false }).first().waitFor();
      expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
      expect(await page.locator('img[onerror], [onload], [onmouseover]').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
    expect(strangers).toEqual([]);
  });

  it('when a member submits with a member co-author found by name, who accepts, and revises without the PDF, then the authors link to profiles, the first version points to the newer one, and an admin reaches its audit', async () => {
    const coAuthor = await app.member({ firstName: 'David', lastName: 'Hilbertson' });
    const listed = await coAuthor.browser.get('/rest/registry/search?query=Hilbertson', {
      'x-min-position': String(coAuthor.position),
    });
    expect(listed.status).toBe(200);
    page.removeAllListeners('dialog');
    await signInThroughPage(page, app, author);
    await page.goto(`${app.url}/journal/submit`);
    await expectHeading(page, 'Submit to the Journal');
    // A field left empty says so in a sentence, and the message goes once the field is filled.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Abstract is required').waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Foundations of Geometry, revisited');
    await page.getByRole('textbox', { name: 'Abstract' }).fill('Axioms of incidence, order and congruence.');
    await page.getByText('Abstract is required').waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: /^Body/ }).fill('Points, lines and planes.');
    await page.getByRole('button', { name: 'Add co-author' }).click();
    await page.getByRole('combobox', { name: 'Co-author 1' }).fill('Hilberts');
    await page
      .getByRole('listbox', { name: 'Members matching Co-author 1' })
      .getByRole('option', { name: /David Hilbertson/ })
      .click();
    await page
      .getByLabel('PDF file')
      .setInputFiles({ name: 'geometry.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('geometry.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(/\/journal\/submission-success\/\d+$/);
    const pubNum = Number(/(\d+)$/.exec(page.url())?.[1]);
    // Named by the submitter, the co-author is linked once they accept (co-authors.test.ts).
    const accepted = await coAuthor.browser.post(
      `/rest/journal/publications/${pubNum}/co-authorship/accept`,
      {},
    );
    expect(accepted.status).toBe(200);
    const { position } = (await accepted.json()) as { position: number };
    await coAuthor.browser.get(`/rest/journal/publications?pubNum=${pubNum}`, {
      'x-min-position': String(position),
    });

    await page.goto(`${app.url}/journal/publications/${pubNum}`);
    await expectHeading(page, 'Foundations of Geometry, revisited');
    const authors = page.getByTestId('authors');
    expect(await authors.getByRole('link', { name: 'David Hilbertson' }).getAttribute('href')).toBe(
      `/profile/${coAuthor.userID}`,
    );
    expect(await authors.getByRole('link', { name: 'Emmy Noether' }).getAttribute('href')).toBe(
      `/profile/${author.userID}`,
    );

    // The revise form shows the current PDF and can drop it.
    await page.getByRole('link', { name: 'Revise' }).click();
    await expectHeading(page, `Revise publication ${pubNum}`);
    expect(await page.getByRole('link', { name: 'Current PDF' }).getAttribute('href')).toBe(
      `/rest/journal/publications/${pubNum}/versions/1/pdf`,
    );
    await page.getByRole('button', { name: 'Remove the current PDF' }).click();
    await page.getByRole('textbox', { name: 'Change note' }).fill('The PDF is withdrawn');
    await page.getByRole('button', { name: 'Publish revision' }).click();
    await page.waitForURL(`${app.url}/journal/publications/${pubNum}/2`);
    await page.getByText('The PDF is withdrawn').first().waitFor();
    expect(await page.getByRole('link', { name: 'PDF', exact: true }).count()).toBe(0);

    // The first version says a newer one exists and leads to it.
    await page.goto(`${app.url}/journal/publications/${pubNum}/1`);
    await page.getByText('A newer version of this publication exists.').waitFor();
    await page.getByRole('link', { name: 'Read version 2' }).click();
    await page.waitForURL(`${app.url}/journal/publications/${pubNum}/2`);
    // The URL changes first; version 2's page then replaces the first's, banner and all.
    await page.getByText('A newer version of this publication exists.').waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Audit' }).count()).toBe(0);
    await signOutThroughPage(page, app);

    // An admin: an empty removal note is refused on its field; the audit is one click away.
    await signInThroughPage(page, app, admin);
    await page.goto(`${app.url}/journal/publications/${pubNum}`);
    await expectHeading(page, 'Foundations of Geometry, revisited');
    // Without a note, Remove says so on the note's field and asks no confirmation.
    await page.getByRole('button', { name: 'Remove publication' }).click();
    await page.getByText('Removal note is required').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByText('Invalid fields').count()).toBe(0);
    expect(await page.getByText('Article Removed', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.waitForURL(`${app.url}/admin/audit/publication/${pubNum}`);
    await signOutThroughPage(page, app);
  });

  it('when the Journal is searched on a phone (390×844), then the facet chips keep to one scrolling row and the first result starts in view', async () => {
    let position = 0;
    for (const n of [1, 2, 3]) {
      const submitted = await author.browser.json('POST', '/rest/journal/publications', {
        title: `Phonefold Tilings ${n}`,
        abstract: 'Shapes that cover a narrow screen.',
        authors: [{ name: 'Emmy Noether', userID: author.userID }, { name: `Co Author ${n}` }],
        keywords: Array.from({ length: 10 }, (_, i) => `phonefold topic ${n}-${i}`),
        body: 'Tilings on phones.',
        licence: 'CC-BY-4.0',
      });
      expect(submitted.status).toBe(201);
      position = Math.max(position, (submitted.body as { position: number }).position);
    }
    const indexed = await author.browser.get('/rest/journal/search?query=phonefold', {
      'x-min-position': String(position),
    });
    expect(((await indexed.json()) as { total: number }).total).toBe(3);

    const phone = await browser.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${app.url}/journal/search?query=phonefold`);
    const first = phone.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await first.waitFor();
    const keywords = phone.getByRole('group', { name: 'Keyword facet' });
    // 30 keywords: the first 8 chips, a search box and "Show more", on one row that scrolls sideways.
    await keywords.getByRole('button', { name: /^Show more/ }).waitFor();
    const row = (await keywords.boundingBox())!;
    const chip = (await keywords
      .getByRole('button', { name: /\(1\)$/ })
      .first()
      .boundingBox())!;
    expect(row.height).toBeLessThan(chip.height * 2);
    const scrolls = await keywords.evaluate(
      (g) => g.parentElement!.scrollWidth > g.parentElement!.clientWidth,
    );
    expect(scrolls).toBe(true);
    const top = (await first.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(844);
    await screenshot(phone, 'journal-search-phone');
    expect(browser.errorsOf(phone)).toEqual([]);
    await phone.close();
  });
});
