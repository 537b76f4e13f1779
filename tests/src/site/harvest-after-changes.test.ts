import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Cite as CiteClass } from '@citation-js/core';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser } from 'fast-xml-parser';
import { grantAdmin } from '../support/e2e-helpers.js';
import { submitPublication } from '../support/publications.js';
import { servedPage } from '../support/served-page.js';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';
import { xmlErrorsOf } from '../support/well-formed-xml.js';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const ERASED = 'Erased author';

let app: TestApp;
let Cite: typeof CiteClass;
let grace: TestMember;
/** The app's clock just before the restore and just before the erasure, as OAI-PMH `from` values. */
let beforeRestore = '';
let beforeErasure = '';
/** The feed as it was before the erasure. */
let feedBefore = '';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['record', 'header', 'dc:creator'].includes(name),
});
const oaiUtc = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Waits until the read models have passed `position`. */
const caughtUp = async (position: number) => {
  const res = await fetch(`${app.url}/rest/journal/list`, {
    headers: { 'x-min-position': String(position) },
  });
  expect(res.status).toBe(200);
};

/** An OAI-PMH answer, judged well-formed by libxml2, then parsed. */
const oai = async (query: string): Promise<Record<string, unknown>> => {
  const text = await (await fetch(`${app.url}/oai?${query}`)).text();
  expect(await xmlErrorsOf(text)).toEqual([]);
  return (parser.parse(text) as { 'OAI-PMH': Record<string, unknown> })['OAI-PMH'];
};

interface Header {
  identifier: string;
  datestamp: string;
  '@status'?: string;
}
const headersFrom = async (from: string): Promise<Header[]> => {
  const doc = await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${from}`);
  return (doc.ListIdentifiers as { header: Header[] } | undefined)?.header ?? [];
};
const numbersOf = (headers: Header[]) => headers.map((h) => Number(h.identifier.split('/').pop()));

const feedEntries = async (text: string) => {
  expect(await xmlErrorsOf(text)).toEqual([]);
  return parseFeed(text).items.map((item) => ({
    url: item.url,
    published: item.published?.toISOString(),
    updated: item.updated?.toISOString(),
  }));
};

beforeAll(async () => {
  // citation-js (CommonJS) requires node-fetch 3, an ES module jest cannot require: Node's fetch
  // stands in (nothing here fetches).
  jest.mock('node-fetch', () => ({ __esModule: true, default: fetch, Headers }));
  ({ Cite } = await import('@citation-js/core'));
  await import('@citation-js/plugin-bibtex');
  await import('@citation-js/plugin-ris');
  await import('@citation-js/plugin-csl');
  app = await startTestApp({ passwords: fakePasswords, frontend: true });
  const ada = await app.member({ firstName: 'Adalind', lastName: 'Zyxwortova', membershipTier: 'member' });
  grace = await app.member({ firstName: 'Grace', lastName: 'Hopper', membershipTier: 'member' });
  await grantAdmin(app, grace.email);
  await submitPublication(ada, {
    title: 'Looms That Compute',
    authors: [{ name: 'Adalind Zyxwortova', userID: ada.userID }, { name: 'Charles Babbage' }],
  });
  await submitPublication(grace, {
    title: 'To be restored',
    authors: [{ name: 'Grace Hopper', userID: grace.userID }],
  });
  const removed = await grace.browser.json<{ position: number }>(
    'POST',
    '/rest/admin/journal/publications/2/removal',
    { note: 'Under review' },
  );
  expect(removed.status).toBe(200);
  app.advance(2 * DAY);
  beforeRestore = oaiUtc(app.server.core.clock());
  const restored = await grace.browser.json<{ position: number }>(
    'DELETE',
    '/rest/admin/journal/publications/2/removal',
  );
  expect(restored.status).toBe(200);
  await caughtUp(restored.body.position);
  feedBefore = await (await fetch(`${app.url}/journal/feed.xml`)).text();
  app.advance(2 * DAY);
  beforeErasure = oaiUtc(app.server.core.clock());
  const erased = await ada.browser.json<{ position: number }>('POST', '/rest/user/erase', {
    password: ada.password,
  });
  expect(erased.status).toBe(200);
  await caughtUp(erased.body.position);
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('indexers follow removals, restores and erasures', () => {
  it('when a harvester asks for what changed since before the restore, then the restored record comes, no longer deleted', async () => {
    const headers = await headersFrom(beforeRestore);
    expect(numbersOf(headers)).toContain(2);
    const restored = headers.find((h) => h.identifier.endsWith('/2'))!;
    expect(restored['@status']).toBeUndefined();
    expect(restored.datestamp >= beforeRestore).toBe(true);
  });

  it('when a harvester asks for what changed since before the erasure, then the co-authored record comes with "Erased author" as its creator', async () => {
    expect(numbersOf(await headersFrom(beforeErasure))).toEqual([1]);
    const doc = await oai(`verb=ListRecords&metadataPrefix=oai_dc&from=${beforeErasure}`);
    const [record] = (doc.ListRecords as { record: Record<string, unknown>[] }).record;
    const dc = (record!.metadata as Record<string, Record<string, unknown>>)['oai_dc:dc']!;
    expect(dc['dc:creator']).toEqual([ERASED, 'Babbage, Charles']);
  });

  it('when datestamps are read again after the erasure, then none moved back', async () => {
    const all = await headersFrom('2000-01-01');
    const restored = all.find((h) => h.identifier.endsWith('/2'))!;
    expect(restored.datestamp >= beforeRestore).toBe(true);
  });

  it('when the feed is read after the erasure, then the erased author’s entry is updated and the others are as they were', async () => {
    const before = await feedEntries(feedBefore);
    const after = await feedEntries(await (await fetch(`${app.url}/journal/feed.xml`)).text());
    const looms = (entries: typeof before) =>
      entries.find((e) => e.url?.endsWith('/journal/publications/1/1'));
    expect(looms(after)!.published).toBe(looms(before)!.published);
    expect(looms(after)!.updated! >= beforeErasure.replace('Z', '.000Z')).toBe(true);
    expect(looms(before)!.updated! < beforeErasure.replace('Z', '.000Z')).toBe(true);
    const other = (entries: typeof before) =>
      entries.find((e) => e.url?.endsWith('/journal/publications/2/1'));
    expect(other(after)).toEqual(other(before));
  });

  it.each(['bibtex', 'ris', 'csl-json'])(
    'when the co-authored version is cited as %s, then citation-js reads "Erased author" as one unsplit name',
    async (format) => {
      const res = await fetch(`${app.url}/rest/journal/publications/1/versions/1/citation?format=${format}`);
      expect(res.status).toBe(200);
      const [item] = new Cite(await res.text()).data as { author: Record<string, string>[] }[];
      const [erased, babbage] = item!.author;
      // BibTeX's braces keep a name whole as its family name; RIS and CSL-JSON read it literally.
      expect(erased?.given).toBeUndefined();
      expect(erased?.literal ?? erased?.family).toBe(ERASED);
      expect(babbage).toMatchObject({ family: 'Babbage', given: 'Charles' });
    },
  );

  it('when the publication’s page is read, then citation_author and JSON-LD name "Erased author" whole', async () => {
    const page = await servedPage(`${app.url}/journal/publications/1`);
    expect(page.metas('citation_author')).toEqual([ERASED, 'Babbage, Charles']);
    expect(page.jsonLd[0]?.author).toEqual([
      { '@type': 'Person', name: ERASED },
      { '@type': 'Person', name: 'Charles Babbage', givenName: 'Charles', familyName: 'Babbage' },
    ]);
  });
});
