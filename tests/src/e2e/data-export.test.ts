import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataExportSchema } from '@academy/domain';
import { openBrowser, type BrowserUnderTest } from '../support/browser.js';
import { banner, expectHeading, signInThroughPage } from '../support/e2e-helpers.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// The "done when": a member downloads their data from /settings/privacy in a real browser.
describe('downloading my data in the browser', () => {
  let app: TestApp;
  let browser: BrowserUnderTest;
  let member: TestMember;

  beforeAll(async () => {
    [browser, app] = await Promise.all([
      openBrowser(),
      startTestApp({ frontend: true, passwords: fakePasswords }),
    ]);
    member = await app.member({ firstName: 'Emmy', lastName: 'Noether', membershipTier: 'member' });
    const patched = await member.browser.json('PATCH', '/rest/user/profile', { headline: 'Algebraist' });
    expect(patched.status).toBe(200);
    const submitted = await member.browser.json<{ position: number }>('POST', '/rest/journal/publications', {
      title: 'Invariant Variational Problems',
      abstract: 'Symmetries and conservation laws.',
      authors: [{ name: 'Emmy Noether', userID: member.userID }],
      keywords: ['symmetry'],
      body: 'Every symmetry gives a conserved quantity.',
      licence: 'CC-BY-4.0',
    });
    expect(submitted.status).toBe(201);
    // The download is a plain link (no X-Min-Position): the read models are let catch up first.
    const caughtUp = await member.browser.get('/rest/journal/publications?pubNum=1', {
      'x-min-position': String(submitted.body.position),
    });
    expect(caughtUp.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  }, 30_000);

  it('when a member follows Account Settings to Privacy and presses Download my data, then the file holds every category', async () => {
    const page = await browser.newPage();
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/settings/manage-membership`);
    await expectHeading(page, 'Manage membership');
    await page.getByRole('link', { name: 'Privacy and your data' }).click();
    await expectHeading(page, 'Privacy and your data');
    expect(new URL(page.url()).pathname).toBe('/settings/privacy');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^academy-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = dataExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));

    expect(file.userID).toBe(member.userID);
    expect(file.account.email).toBe(member.email);
    expect(file.profile).toMatchObject({ firstName: 'Emmy', lastName: 'Noether', headline: 'Algebraist' });
    expect(file.membership.tier).toBe('member');
    expect(file.orders).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(file.publications.map((p) => p.versions[0]?.title)).toEqual(['Invariant Variational Problems']);
    expect(file.sessions.some((s) => s.current)).toBe(true);
    expect(file.audit.length).toBeGreaterThan(0);
    expect(Object.keys(file).sort()).toEqual(
      [
        'account',
        'audit',
        'exportedAt',
        'format',
        'membership',
        'orders',
        'profile',
        'publications',
        'sessions',
        'shipments',
        'userID',
      ].sort(),
    );
    expect(browser.errorsOf(page)).toEqual([]);
    await page.close();
  });

  it('when the member then presses Delete my account and confirms with their password, then they land signed out on a page that says the account is deleted, the page asks the API nothing more about them, and they can no longer sign in', async () => {
    const page = await browser.newPage();
    await signInThroughPage(page, app, member);
    await page.goto(`${app.url}/settings/privacy`);
    await expectHeading(page, 'Privacy and your data');
    const form = page.getByRole('form', { name: 'Delete my account' });
    await expect(
      form.getByText('Your publications stay in the Journal', { exact: false }).count(),
    ).resolves.toBe(1);
    await expect(
      form.getByText('backups taken before when their retention ends', { exact: false }).count(),
    ).resolves.toBe(1);
    await form.getByLabel('Your password, to confirm').fill('not my password');
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    await form.getByText('The password is incorrect').waitFor();
    await form.getByLabel('Your password, to confirm').fill(member.password);
    // Every API request the page sends once the erasure is answered: none may ask about the member again.
    const afterErasure: string[] = [];
    let erased = false;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/rest/user/erase' && response.ok()) erased = true;
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (erased && pathname.startsWith('/rest/')) afterErasure.push(`${request.method()} ${pathname}`);
    });
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    // It lands on a page that says it is done, as a visitor.
    await page.waitForURL(`${app.url}/account-deleted`);
    await expectHeading(page, 'Your account is deleted');
    await banner(page).getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(afterErasure).toEqual([]);
    const session = await page.request.get(`${app.url}/rest/user/session`);
    expect(await session.text()).not.toContain(member.userID);
    const signIn = await app.browser().json('POST', '/rest/signin/password', {
      email: member.email,
      password: member.password,
    });
    expect(signIn.status).not.toBe(200);
    const publication = await app.browser().get('/rest/journal/publications?pubNum=1');
    expect(await publication.text()).toContain('Erased author');
    await page.close();
  });
});
