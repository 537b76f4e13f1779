import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { validateXML } from 'xmllint-wasm';
import { submitPublication } from '../support/publications.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';
import { startPagedOai, type PagedOai } from './paged-oai.js';

// The protocol's schema (and oai_dc's, which it demands for the records' metadata), offline.
const schemaFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`./oai-schemas/${name}`, import.meta.url), 'utf8'),
});
const schema = schemaFile('harvest.xsd');
const preload = ['OAI-PMH.xsd', 'oai_dc.xsd', 'simpledc20021212.xsd', 'xml.xsd'].map(schemaFile);

let app: TestApp;
let paged: PagedOai | undefined;
let pagedBase: string;

/** The schema's complaints about one answer (none when it is valid), and its text. */
const validate = async (query: string, base = app.url): Promise<{ errors: string[]; text: string }> => {
  const res = await fetch(`${base}/oai?${query}`);
  const text = await res.text();
  const result = await validateXML({ xml: [{ fileName: 'answer.xml', contents: text }], schema, preload });
  return { errors: result.errors.map((e) => e.message), text };
};

beforeAll(async () => {
  // Identify's adminEmail is MAIL_FROM's address, which the schema wants with a dotted domain
  // (the default, no-reply@localhost, is for a machine of one's own).
  app = await startTestApp({
    passwords: fakePasswords,
    env: { MAIL_FROM: 'Academy <editors@academy.example>' },
  });
  const ada = await app.member({ firstName: 'Seán', lastName: 'Ó Briain', membershipTier: 'member' });
  await submitPublication(ada, { title: 'One & <two>' });
  await submitPublication(ada, { title: 'Two', keywords: [] });
  const { position } = await submitPublication(ada, { title: 'Three' });
  const grace = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  await runAdminCommand(app.server.core, { action: 'grant', email: grace.email, operator: 'operator:test' });
  const removed = await grace.browser.json<{ position: number }>(
    'POST',
    '/rest/admin/journal/publications/2/removal',
    { note: 'Plagiarism' },
  );
  await fetch(`${app.url}/rest/journal/list`, {
    headers: { 'x-min-position': String(Math.max(position, removed.body.position)) },
  });
  paged = await startPagedOai(app);
  pagedBase = paged.base;
}, 120_000);

afterAll(async () => {
  await paged?.close();
  await app?.close();
});

describe("OAI-PMH answers against the protocol's XML schema", () => {
  it.each([
    'verb=Identify',
    'verb=ListMetadataFormats',
    'verb=ListMetadataFormats&identifier=oai:127.0.0.1:publication/1',
    'verb=ListSets',
    'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:127.0.0.1:publication/1',
    'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:127.0.0.1:publication/2',
    'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2000-01-01&until=2999-12-31T00:00:00Z',
    'verb=ListRecords&metadataPrefix=oai_dc&set=journal',
    // Errors, one per code the repository answers.
    'verb=Nonsense',
    'verb=Identify&extra=1',
    'verb=ListRecords&metadataPrefix=marc21',
    'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:127.0.0.1:publication/99',
    'verb=ListRecords&resumptionToken=bm90LWEtdG9rZW4',
    'verb=ListRecords&metadataPrefix=oai_dc&set=physics',
  ])('when asked %s, then the answer is valid', async (query) => {
    expect(await validate(query)).toMatchObject({ errors: [] });
  });

  it.each(['ListRecords', 'ListIdentifiers'])(
    'when %s is paged 2 at a time, then every page and its resumption token are valid',
    async (verb) => {
      let { errors, text } = await validate(`verb=${verb}&metadataPrefix=oai_dc`, pagedBase);
      const pages = [errors];
      for (let token = tokenOf(text); token; token = tokenOf(text)) {
        ({ errors, text } = await validate(
          `verb=${verb}&resumptionToken=${encodeURIComponent(token)}`,
          pagedBase,
        ));
        pages.push(errors);
        expect(pages.length).toBeLessThan(4);
      }
      expect(pages).toEqual([[], []]);
    },
  );
});

/** The resumption token's text, if the list goes on. */
const tokenOf = (xml: string): string | undefined => /<resumptionToken[^>]*>([^<]+)</.exec(xml)?.[1];
