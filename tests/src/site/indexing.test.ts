import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { siteAddressOf } from '@academy/platform';
import { siteRoutes } from '@academy/query-service';
import { parseFeed } from '@rowanmanning/feed-parser';
import express from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { revisePublication, submitPublication } from '../support/publications.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

let app: TestApp;
let ada: TestMember;
let hidden: TestMember;

const get = async (path: string, base = app.url) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap'].includes(name) });
const locsOf = (text: string): string[] => {
  expect(XMLValidator.validate(text)).toBe(true);
  const doc = xml.parse(text) as {
    urlset?: { url: { loc: string }[] };
    sitemapindex?: { sitemap: { loc: string }[] };
  };
  return (doc.urlset?.url ?? doc.sitemapindex?.sitemap ?? []).map((u) => u.loc);
};

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  ada = await app.member({ firstName: 'Seán', lastName: 'Ó Briain', membershipTier: 'member' });
  hidden = await app.member({ firstName: 'Hidden', lastName: 'Member' });
  await hidden.browser.json('PATCH', '/rest/user/profile', { registryListed: false });
  const authors = [{ name: 'Seán Ó Briain', userID: ada.userID }, { name: 'Charles Babbage' }];
  await submitPublication(ada, { authors, title: 'First & foremost' });
  await revisePublication(ada, 1, { authors, title: 'First & foremost', body: 'Revised.' });
  const { position } = await submitPublication(ada, { title: 'Second' });
  for (const read of ['/rest/journal/list', `/rest/user/profile?userID=${ada.userID}`]) {
    await fetch(`${app.url}${read}`, { headers: { 'x-min-position': String(position) } });
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('what crawlers read', () => {
  it('when robots.txt is asked for, then it closes the private areas, keeps PDFs open and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain/);
    expect(res.text).toContain('Disallow: /admin\n');
    expect(res.text).toContain('Allow: /rest/journal/publications/\n');
    expect(res.text).toContain(`Sitemap: ${app.url}/sitemap.xml\n`);
  });

  it('when the sitemap is asked for, then it lists the home, static pages, every publication and version and listed profiles only', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/xml/);
    const locs = locsOf(res.text);
    for (const path of ['/', '/terms', '/journal', '/registry']) expect(locs).toContain(`${app.url}${path}`);
    for (const path of ['/journal/publications/1', '/journal/publications/1/1', '/journal/publications/1/2'])
      expect(locs).toContain(`${app.url}${path}`);
    expect(locs).toContain(`${app.url}/journal/publications/2/1`);
    expect(locs).toContain(`${app.url}/profile/${ada.userID}`);
    expect(locs).not.toContain(`${app.url}/profile/${hidden.userID}`);
  });

  it('when there are more addresses than a sitemap holds, then an index names pages that hold them all once', async () => {
    const server = express()
      .use(
        siteRoutes({
          db: app.db,
          academyName: 'Sciences',
          adminEmail: 'editor@a.example',
          tiers: app.server.core.config.tiers,
          site: siteAddressOf({ PUBLIC_URL: 'https://a.example', HOST: '127.0.0.1', PORT: 0 }),
          sitemapLimit: 4,
        }).router,
      )
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const single = locsOf((await get('/sitemap.xml')).text);
      const pages = locsOf((await get('/sitemap.xml', base)).text);
      expect(pages).toEqual(
        Array.from(
          { length: Math.ceil(single.length / 4) },
          (_, i) => `https://a.example/sitemap-${i + 1}.xml`,
        ),
      );
      const paged = [];
      for (const page of pages) paged.push(...locsOf((await get(new URL(page).pathname, base)).text));
      expect(paged).toEqual(single.map((loc) => loc.replace(app.url, 'https://a.example')));
      expect((await get(`/sitemap-${pages.length + 1}.xml`, base)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('when the Atom feed is read by a feed parser, then it lists new publications and versions newest first, with authors, summary and links', async () => {
    const res = await get('/journal/feed.xml');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/atom\+xml/);
    const feed = parseFeed(res.text).toJSON();
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Journal of the Academy of Sciences');
    expect(feed.self).toBe(`${app.url}/journal/feed.xml`);
    expect(feed.items.map((i) => [i.title, i.url])).toEqual([
      ['Second', `${app.url}/journal/publications/2/1`],
      ['First & foremost (version 2)', `${app.url}/journal/publications/1/2`],
      ['First & foremost', `${app.url}/journal/publications/1/1`],
    ]);
    expect(feed.items[1]?.authors.map((a) => a.name)).toEqual(['Seán Ó Briain', 'Charles Babbage']);
    expect(feed.items[1]?.description).toBe('We tile the plane with aperiodic shapes.');
  });
});
