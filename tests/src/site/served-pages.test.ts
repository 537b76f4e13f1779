import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { submitPublication, revisePublication } from '../support/publications.js';
import { servedPage } from '../support/served-page.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

let app: TestApp;
let ada: TestMember;
let hidden: TestMember;
let position = 0;

const served = (path: string) => servedPage(`${app.url}${path}`);

beforeAll(async () => {
  app = await startTestApp({ frontend: true, passwords: fakePasswords });
  ada = await app.member({ firstName: 'Seán', lastName: 'Ó Briain', membershipTier: 'member' });
  const authors = [{ name: 'Seán Ó Briain', userID: ada.userID }, { name: 'Charles Babbage' }];
  await submitPublication(ada, { authors, title: 'Tilings & <Shapes>' });
  await revisePublication(ada, 1, { authors, title: 'Tilings & <Shapes>', body: 'Revised.' });
  ({ position } = await submitPublication(ada, { title: 'To be removed' }));
  hidden = await app.member({ firstName: 'Hidden', lastName: 'Member' });
  await hidden.browser.json('PATCH', '/rest/user/profile', { registryListed: false });
  const grace = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(app.server.core, { action: 'grant', email: grace.email, operator: 'operator:test' });
  const removed = await grace.browser.json('POST', '/rest/admin/journal/publications/2/removal', {
    note: 'Plagiarism',
  });
  if (removed.status !== 200)
    throw new Error(`removal failed: ${removed.status} ${JSON.stringify(removed.body)}`);
  position = (removed.body as { position: number }).position;
  // Pages do not wait for the read models: a query that does waits for them first.
  for (const read of ['/rest/journal/list', `/rest/user/profile?userID=${ada.userID}`]) {
    const res = await fetch(`${app.url}${read}`, { headers: { 'x-min-position': String(position) } });
    if (res.status !== 200) throw new Error(`${read}: ${res.status}`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('pages as served, before any script runs', () => {
  it.each([
    '/no-such-page',
    '/journal/publications/99999',
    '/journal/publications/1/7',
    '/journal/publications/abc',
    '/profile/00000000-0000-4000-8000-000000000000',
    '/profile/not-a-uuid',
    '/sign-up/no-such-tier',
    '/mock-error',
  ])('when %s is asked for, then 404 with the app and the 404 title', async (path) => {
    const page = await served(path);
    expect(page.status).toBe(404);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.html).toContain('<div id="root">');
    expect(page.titles).toEqual(['Page Not Found | Academy of Sciences']);
    expect(page.metas('robots')).toEqual(['noindex']);
  });

  it("when a known page or a member's profile is asked for, then 200 with one title and the feed linked", async () => {
    for (const path of ['/', '/journal', '/registry/search?query=x', `/profile/${ada.userID}`]) {
      const page = await served(path);
      expect([path, page.status, page.titles.length]).toEqual([path, 200, 1]);
      expect(page.links('alternate')).toEqual([`${app.url}/journal/feed.xml`]);
    }
    expect((await served(`/profile/${ada.userID}`)).titles).toEqual(['Seán Ó Briain | Academy of Sciences']);
  });

  it('when the profile of a member who left the Registry is asked for, then 200 (its owner opens it) but nothing of them and noindex', async () => {
    const page = await served(`/profile/${hidden.userID}`);
    expect(page.status).toBe(200);
    expect(page.metas('robots')).toEqual(['noindex']);
    expect(page.html).not.toContain('Hidden');
  });

  it('when a publication is asked for, then its head carries the title, canonical address, Highwire tags and JSON-LD of its latest version', async () => {
    const page = await served('/journal/publications/1');
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['Tilings & <Shapes> | Academy of Sciences']);
    expect(page.links('canonical')).toEqual([`${app.url}/journal/publications/1`]);
    expect(page.metas('citation_title')).toEqual(['Tilings & <Shapes>']);
    expect(page.metas('citation_author')).toEqual(['Ó Briain, Seán', 'Babbage, Charles']);
    expect(page.metas('citation_journal_title')).toEqual(['Journal of the Academy of Sciences']);
    expect(page.metas('citation_publication_date')[0]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(page.metas('citation_abstract_html_url')).toEqual([`${app.url}/journal/publications/1`]);
    expect(page.metas('citation_pdf_url')).toEqual([]);
    expect(page.metas('citation_firstpage')).toEqual([]);
    expect(page.metas('og:title')).toEqual(['Tilings & <Shapes>']);
    expect(page.metas('twitter:card')).toEqual(['summary']);
    expect(page.metas('description')).toEqual(['We tile the plane with aperiodic shapes.']);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'ScholarlyArticle',
        headline: 'Tilings & <Shapes>',
        version: '2',
        author: [
          { '@type': 'Person', name: 'Seán Ó Briain', givenName: 'Seán', familyName: 'Ó Briain' },
          { '@type': 'Person', name: 'Charles Babbage', givenName: 'Charles', familyName: 'Babbage' },
        ],
      }),
    ]);
  });

  it('when a version is asked for, then its own page is canonical and its JSON-LD names that version', async () => {
    const page = await served('/journal/publications/1/1');
    expect(page.status).toBe(200);
    expect(page.links('canonical')).toEqual([`${app.url}/journal/publications/1/1`]);
    expect(page.jsonLd[0]).toMatchObject({ version: '1', url: `${app.url}/journal/publications/1/1` });
  });

  it('when a removed publication is asked for, then its page stays (200) but is not indexed and tells nothing of it', async () => {
    const page = await served('/journal/publications/2');
    expect(page.status).toBe(200);
    expect(page.metas('robots')).toEqual(['noindex']);
    expect(page.metas('citation_title')).toEqual([]);
    expect(page.html).not.toContain('To be removed');
  });
});
