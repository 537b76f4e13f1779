import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type Page } from 'playwright-core';
import { type BrowserUnderTest, openBrowser } from '../support/browser.js';
import { banner, expectHeading, signInThroughPage } from '../support/e2e-helpers.js';
import { startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

jest.setTimeout(120_000);

const submission = (title: string, author: TestMember, coAuthorName: string, coAuthor: TestMember) => ({
  title,
  abstract: `An abstract of ${title}.`,
  authors: [
    { name: 'Emmy Noether', userID: author.userID },
    { name: coAuthorName, userID: coAuthor.userID },
  ],
  keywords: [],
  body: `The body of ${title}.`,
  licence: 'CC-BY-4.0',
});

// Co-authors by consent: named by the submitter, linked only once they accept.
describe('co-authors in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let page: Page;
  let ada: TestMember;
  let bea: TestMember;

  /** Waits (read-your-writes) until the journal read model has passed `position`. */
  const caughtUp = async (position: number) => {
    const res = await bea.browser.get('/rest/journal/co-author-invitations', {
      'x-min-position': String(position),
    });
    expect(res.headers.get('x-stale')).toBe('false');
  };

  const submit = async (title: string, typed: string): Promise<number> => {
    const res = await ada.browser.post('/rest/journal/publications', submission(title, ada, typed, bea));
    expect(res.status).toBe(201);
    return ((await res.json()) as { position: number }).position;
  };

  /** Presses `button` on the invitation to `title` in account settings; waits until the answer is read. */
  const answerInvitation = async (title: string, button: 'Accept' | 'Decline', toast: string) => {
    await page.goto(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');
    const invitation = page.getByTestId('co-author-invitation').filter({ hasText: title });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/co-authorship/')),
      invitation.getByRole('button', { name: button }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await page.getByText(toast).first().waitFor();
    await caughtUp(((await answer.json()) as { position: number }).position);
  };

  beforeAll(async () => {
    [browser, app] = await Promise.all([openBrowser(), startTestApp({ frontend: true })]);
    ada = await app.member({ firstName: 'Emmy', lastName: 'Noether', membershipTier: 'member' });
    bea = await app.member({ firstName: 'Bea', lastName: 'Consenting', membershipTier: 'member' });
    page = await browser.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when a member names another as co-author, then it is not on their profile until they accept in settings; then it is on their profile, linked, and under their author filter', async () => {
    await caughtUp(await submit('Symmetries and Conservation', 'Totally Different Name'));
    await signInThroughPage(page, app, bea);
    await page.goto(`${app.url}/profile/${bea.userID}/publications`);
    await page.getByText('No publications yet').waitFor();
    // The publication shows the name as typed, with no link to the member.
    await page.goto(`${app.url}/journal/publications/1`);
    await expectHeading(page, 'Symmetries and Conservation');
    const authors = page.getByTestId('authors');
    await authors.getByText('Totally Different Name').waitFor();
    expect(await authors.getByRole('link', { name: 'Totally Different Name' }).count()).toBe(0);

    await answerInvitation('Symmetries and Conservation', 'Accept', 'You are now a co-author');

    // In the app (a page loaded again may come from the browser's cache of 5 s): My Profile, Publications.
    await banner(page).getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.getByRole('tab', { name: 'Publications' }).click();
    await page.getByRole('link', { name: 'Symmetries and Conservation' }).click();
    await expectHeading(page, 'Symmetries and Conservation');
    const linked = page.getByTestId('authors').getByRole('link', { name: 'Totally Different Name' });
    await linked.waitFor();
    expect(await linked.getAttribute('href')).toBe(`/profile/${bea.userID}`);
    // A co-author who accepted may withdraw from the publication's page.
    await page.getByRole('button', { name: 'Withdraw as co-author' }).waitFor();
    // The Journal's author filter (by user id; the profile's tab reads it) lists it too.
    const filtered = await bea.browser.get(`/rest/journal/list?author=${bea.userID}`);
    const listed = (await filtered.json()) as { publications: { title: string }[] };
    expect(listed.publications.map((p) => p.title)).toEqual(['Symmetries and Conservation']);
    expect(browser.errorsOf(page)).toEqual([]);
  });

  it('when the member declines another invitation, then that publication stays unlinked and off their profile', async () => {
    await caughtUp(await submit('Rings and Ideals', 'Another Typed Name'));
    await answerInvitation('Rings and Ideals', 'Decline', 'You declined to be a co-author');
    await page.goto(`${app.url}/journal/publications/2`);
    await expectHeading(page, 'Rings and Ideals');
    await page.getByTestId('authors').getByText('Another Typed Name').waitFor();
    expect(await page.getByTestId('authors').getByRole('link', { name: 'Another Typed Name' }).count()).toBe(
      0,
    );
    await page.goto(`${app.url}/profile/${bea.userID}/publications`);
    await page.getByRole('link', { name: 'Symmetries and Conservation' }).waitFor();
    expect(await page.getByRole('link', { name: 'Rings and Ideals' }).count()).toBe(0);
    await page.goto(`${app.url}/settings/manage-membership`);
    await page.getByText('No invitations').waitFor();
    expect(browser.errorsOf(page)).toEqual([]);
  });

  it('when a visitor reads a publication, then its author, body and version links are underlined, not told apart by colour alone', async () => {
    const res = await ada.browser.post('/rest/journal/publications', {
      ...submission('Linked Thoughts', ada, 'Bea Consenting', bea),
      body: 'See [the notes](https://example.org/notes) for the proofs.',
    });
    expect(res.status).toBe(201);
    const { pubNum, position } = (await res.json()) as { pubNum: number; position: number };
    await caughtUp(position);
    const reader = await browser.newPage();
    await reader.goto(`${app.url}/journal/publications/${pubNum}`);
    await expectHeading(reader, 'Linked Thoughts');
    const decoration = (link: ReturnType<Page['getByRole']>) =>
      link.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).textDecorationLine);
    const links = [
      reader.getByTestId('authors').getByRole('link', { name: 'Emmy Noether' }),
      reader.getByTestId('publication-body').getByRole('link', { name: 'the notes' }),
      reader.getByRole('link', { name: 'Version 1' }),
    ];
    for (const link of links) expect(await decoration(link)).toBe('underline');
    // Buttons that are links keep their look.
    expect(await decoration(reader.getByRole('link', { name: 'BibTeX' }))).toBe('none');
    expect(browser.errorsOf(reader)).toEqual([]);
    await reader.close();
  });
});
