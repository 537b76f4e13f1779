import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { revisePublication, submitPublication } from '../support/publications.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';
import { startPagedOai, type PagedOai } from './paged-oai.js';

const run = promisify(execFile);

let app: TestApp;
let paged: PagedOai | undefined;
let pagedBase: string;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['record', 'header', 'dc:creator', 'dc:subject', 'dc:type', 'set'].includes(name),
});

type Doc = Record<string, unknown> & { error?: { '@code': string } | string };

/** One OAI-PMH answer, checked well-formed and parsed; the OAI-PMH element. */
const oai = async (query: string, base = app.url): Promise<Doc> => {
  const res = await fetch(`${base}/oai?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
  const text = await res.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return (parser.parse(text) as { 'OAI-PMH': Doc })['OAI-PMH'];
};
const errorOf = (doc: Doc) => (doc.error as { '@code': string } | undefined)?.['@code'];

const host = () => new URL(app.url).hostname;

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  const ada = await app.member({ firstName: 'Seán', lastName: 'Ó Briain', membershipTier: 'member' });
  const authors = [{ name: 'Seán Ó Briain', userID: ada.userID }, { name: 'Charles Babbage' }];
  await submitPublication(ada, { authors, title: 'One' });
  await submitPublication(ada, { title: 'Two' });
  await submitPublication(ada, { title: 'Three' });
  await revisePublication(ada, 1, { authors, title: 'One, revised' });
  const { position } = await submitPublication(ada, { title: 'Four' });
  const grace = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(app.server.core, { action: 'grant', email: grace.email, operator: 'operator:test' });
  const removed = await grace.browser.json<{ position: number }>(
    'POST',
    '/rest/admin/journal/publications/2/removal',
    { note: 'Plagiarism' },
  );
  for (const read of ['/rest/journal/list', `/rest/user/profile?userID=${ada.userID}`])
    await fetch(`${app.url}${read}`, {
      headers: { 'x-min-position': String(Math.max(position, removed.body.position)) },
    });
  paged = await startPagedOai(app);
  pagedBase = paged.base;
}, 120_000);

afterAll(async () => {
  await paged?.close();
  await app?.close();
});

describe('OAI-PMH 2.0 at /oai', () => {
  it('when asked to Identify, then it names the repository, its base URL, persistent deletions and second granularity', async () => {
    const doc = await oai('verb=Identify');
    expect(doc.request).toMatchObject({ '@verb': 'Identify', '#text': `${app.url}/oai` });
    expect(doc.Identify).toMatchObject({
      repositoryName: 'Journal of the Academy of Sciences',
      baseURL: `${app.url}/oai`,
      protocolVersion: 2,
      deletedRecord: 'persistent',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    });
  });

  it('when metadata formats and sets are listed, then oai_dc and the journal set are offered', async () => {
    const formats = await oai('verb=ListMetadataFormats');
    expect(formats.ListMetadataFormats).toMatchObject({ metadataFormat: { metadataPrefix: 'oai_dc' } });
    const sets = await oai('verb=ListSets');
    expect(sets.ListSets).toEqual({
      set: [{ setSpec: 'journal', setName: 'Journal of the Academy of Sciences' }],
    });
  });

  it('when a record is got, then its Dublin Core carries the latest version, creators by registered names', async () => {
    const doc = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host()}:publication/1`);
    const record = (doc.GetRecord as { record: Record<string, unknown>[] }).record[0]!;
    expect(record.header).toEqual([
      expect.objectContaining({ identifier: `oai:${host()}:publication/1`, setSpec: 'journal' }),
    ]);
    const dc = (record.metadata as Record<string, Record<string, unknown>>)['oai_dc:dc']!;
    expect(dc['dc:title']).toBe('One, revised');
    expect(dc['dc:creator']).toEqual(['Ó Briain, Seán', 'Babbage, Charles']);
    expect(dc['dc:identifier']).toBe(`${app.url}/journal/publications/1`);
  });

  it('when a removed publication is got, then it is a deleted record without metadata', async () => {
    const doc = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host()}:publication/2`);
    const record = (doc.GetRecord as { record: Record<string, unknown>[] }).record[0]!;
    expect(record.header).toEqual([expect.objectContaining({ '@status': 'deleted' })]);
    expect(record.metadata).toBeUndefined();
  });

  it('when records are listed 2 at a time, then the resumption tokens lead through all of them once, in datestamp order', async () => {
    const seen: string[] = [];
    let doc = await oai('verb=ListRecords&metadataPrefix=oai_dc', pagedBase);
    for (let pages = 1; ; pages += 1) {
      const list = doc.ListRecords as {
        record: { header: { identifier: string }[] }[];
        resumptionToken?: unknown;
      };
      seen.push(...list.record.map((r) => r.header[0]!.identifier));
      const token = list.resumptionToken as { '#text'?: string; '@completeListSize': string } | undefined;
      expect(token?.['@completeListSize']).toBe('4');
      if (!token?.['#text']) break;
      expect(pages).toBeLessThan(5);
      doc = await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(token['#text'])}`, pagedBase);
    }
    expect(seen.sort()).toEqual([1, 2, 3, 4].map((n) => `oai:127.0.0.1:publication/${n}`));
  });

  it('when identifiers are listed from tomorrow, or until before the first, then noRecordsMatch', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(errorOf(await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${tomorrow}`))).toBe(
      'noRecordsMatch',
    );
    expect(errorOf(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&until=2000-01-01'))).toBe(
      'noRecordsMatch',
    );
    const all = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2000-01-01&until=2999-12-31');
    expect((all.ListIdentifiers as { header: unknown[] }).header).toHaveLength(4);
  });

  it.each([
    ['verb=Nonsense', 'badVerb'],
    ['', 'badVerb'],
    ['verb=Identify&verb=Identify', 'badVerb'],
    ['verb=Identify&extra=1', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-01-01T00:00:00Z', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere:publication/1', 'idDoesNotExist'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:127.0.0.1:publication/99', 'idDoesNotExist'],
    ['verb=ListRecords&resumptionToken=bm90LWEtdG9rZW4', 'badResumptionToken'],
    ['verb=ListRecords&metadataPrefix=oai_dc&set=physics', 'noRecordsMatch'],
  ])('when asked %s, then the error is %s', async (query, code) => {
    const doc = await oai(query);
    expect(errorOf(doc)).toBe(code);
    if (code === 'badVerb' || code === 'badArgument') expect(doc.request).toBe(`${app.url}/oai`);
  });

  it('when an OAI-PMH harvesting client (oai-pmh from npm) harvests 2 at a time, then it gets every record once', async () => {
    // The client loads through the `esm` package, which jest's module system cannot run: it runs in Node.
    const harvest = `const { OaiPmh } = require('oai-pmh');
      (async () => {
        const ids = [];
        for await (const r of new OaiPmh(process.argv[1]).listRecords({ metadataPrefix: 'oai_dc' }))
          ids.push(r.header.identifier);
        console.log(JSON.stringify(ids));
      })();`;
    const { stdout } = await run(process.execPath, ['-e', harvest, `${pagedBase}/oai`], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
    });
    expect((JSON.parse(stdout) as string[]).sort()).toEqual(
      [1, 2, 3, 4].map((n) => `oai:127.0.0.1:publication/${n}`),
    );
  });

  it('when a harvester posts its request as a form, then it gets the same answer', async () => {
    const res = await fetch(`${app.url}/oai`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'verb=ListIdentifiers&metadataPrefix=oai_dc',
    });
    const doc = (parser.parse(await res.text()) as { 'OAI-PMH': Doc })['OAI-PMH'];
    expect((doc.ListIdentifiers as { header: unknown[] }).header).toHaveLength(4);
  });
});
