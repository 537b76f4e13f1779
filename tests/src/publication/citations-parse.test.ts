import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Cite as CiteClass } from '@citation-js/core';
import { revisePublication, submitPublication } from '../support/publications.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';

interface CslName {
  family?: string;
  given?: string;
  literal?: string;
}
interface CslData {
  author: CslName[];
  version?: string;
  number?: string;
  issue?: string;
}

let app: TestApp;
let position = 0;
let guests = { pubNum: 0, position: 0 };
let Cite: typeof CiteClass;

beforeAll(async () => {
  // citation-js (CommonJS) requires node-fetch 3, an ES module jest cannot require: Node's fetch
  // stands in (nothing here fetches).
  jest.mock('node-fetch', () => ({ __esModule: true, default: fetch, Headers }));
  ({ Cite } = await import('@citation-js/core'));
  await import('@citation-js/plugin-bibtex');
  await import('@citation-js/plugin-ris');
  await import('@citation-js/plugin-csl');
  app = await startTestApp({ passwords: fakePasswords });
  const sean = await app.member({ firstName: 'Seán', lastName: 'Ó Briain', membershipTier: 'member' });
  const authors = [{ name: 'Seán Ó Briain', userID: sean.userID }, { name: 'Charles Babbage' }];
  await submitPublication(sean, { authors });
  ({ position } = await revisePublication(sean, 1, { authors, body: 'The area is **larger**.' }));
  guests = await submitPublication(sean, {
    authors: [
      authors[0],
      { name: 'J. R. R. Tolkien', family: 'Tolkien', given: 'John Ronald Reuel' },
      { name: 'The Bourbaki group', family: 'Nicolas Bourbaki' },
    ],
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const citation = async (format: string): Promise<string> => {
  const res = await app.browser().get(`/rest/journal/publications/1/versions/2/citation?format=${format}`, {
    'x-min-position': String(position),
  });
  expect(res.status).toBe(200);
  return res.text();
};

describe('citations read by citation-js', () => {
  it.each(['bibtex', 'csl-json'])(
    'when version 2 is cited as %s, then the member is named by their registered names, with the version and the article number',
    async (format) => {
      const [item] = new Cite(await citation(format)).data as CslData[];
      expect(item?.author).toEqual([
        { family: 'Ó Briain', given: 'Seán' },
        { family: 'Babbage', given: 'Charles' },
      ]);
      expect(item?.version).toBe('2');
      expect(item?.number).toBe('1');
      expect(item?.issue).toBeUndefined();
    },
  );

  it('when version 2 is cited as RIS, then the names and the article number come through, and ET holds the version', async () => {
    const text = await citation('ris');
    expect(text).toContain('ET  - 2\r\n');
    const [item] = new Cite(text).data as CslData[];
    expect(item?.author).toEqual([
      { family: 'Ó Briain', given: 'Seán' },
      { family: 'Babbage', given: 'Charles' },
    ]);
    expect(item?.number).toBe('1');
  });

  it('when the CSL-JSON is rendered in APA, then the number reads as an article number, not an issue', async () => {
    const apa = new Cite(await citation('csl-json')).format('bibliography', { template: 'apa' }) as string;
    expect(apa).toContain('Ó Briain, S., & Babbage, C.');
    expect(apa).toContain('Article 1');
    expect(apa).not.toContain('(1)');
  });

  it('when co-authors who are not members were given family and given names, then the citation names them so, and a family name alone whole', async () => {
    const res = await app
      .browser()
      .get(`/rest/journal/publications/${guests.pubNum}/versions/1/citation?format=csl-json`, {
        'x-min-position': String(guests.position),
      });
    expect(res.status).toBe(200);
    const [item] = new Cite(await res.text()).data as CslData[];
    expect(item?.author).toEqual([
      { family: 'Ó Briain', given: 'Seán' },
      { family: 'Tolkien', given: 'John Ronald Reuel' },
      { literal: 'Nicolas Bourbaki' },
    ]);
  });
});
