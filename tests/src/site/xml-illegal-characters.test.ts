import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { publicationStreamId } from '@academy/domain';
import { submitPublication } from '../support/publications.js';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';
import { xmlErrorsOf } from '../support/well-formed-xml.js';

// U+FFFE and U+FFFF are Unicode noncharacters that XML 1.0 cannot carry, escaped or not. The input
// gate now refuses them, but events recorded before it did may hold them: they must not break
// what harvesters and feed readers parse.
const TITLE = 'Tilings \ufffe of \uffff the plane';
const SHOWN = 'Tilings \ufffd of \ufffd the plane';

let app: TestApp;

const read = async (path: string) => {
  const res = await fetch(`${app.url}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  const ada = await app.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
  const { pubNum } = await submitPublication(ada, { title: 'Clean' });
  const { store } = app.server.core;
  const stream = await store.readStream(publicationStreamId(pubNum));
  const submitted = stream[0]!.data as Record<string, unknown>;
  // A revision recorded as it was before the gate refused noncharacters (straight into the store).
  const { position } = await store.append(
    publicationStreamId(pubNum),
    [
      {
        eventId: randomUUID(),
        type: 'PublicationRevised',
        data: {
          ...Object.fromEntries(Object.entries(submitted).filter(([k]) => k !== 'submittedBy')),
          version: 2,
          title: TITLE,
          abstract: 'An abstract\ufffe with a noncharacter.',
          keywords: ['tilings\uffff'],
          personal: {
            authors: [{ name: 'Ada \ufffeLovelace', userID: ada.userID }, { name: 'Charles\uffff' }],
          },
          revisedBy: ada.userID,
          changeNote: 'Recorded before the gate',
        },
        metadata: {
          actor: ada.userID,
          correlationId: randomUUID(),
          causationId: null,
          timestamp: app.server.core.clock().toISOString(),
        },
      },
    ],
    { expectedVersion: stream.length },
  );
  await fetch(`${app.url}/rest/journal/list`, { headers: { 'x-min-position': String(position) } });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('XML documents with noncharacters recorded', () => {
  it('when the feed is read, then it is well-formed XML and shows the title with U+FFFD in their place', async () => {
    const feed = await read('/journal/feed.xml');
    expect(await xmlErrorsOf(feed)).toEqual([]);
    expect(feed).toContain(SHOWN);
  });

  it.each([
    'verb=ListRecords&metadataPrefix=oai_dc',
    'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:127.0.0.1:publication/1',
  ])('when OAI-PMH is asked %s, then the answer is well-formed XML with the record', async (query) => {
    const text = await read(`/oai?${query}`);
    expect(await xmlErrorsOf(text)).toEqual([]);
    expect(text).toContain(SHOWN);
  });

  it.each([
    'verb=ListRecords&metadataPrefix=oai_dc%EF%BF%BE',
    'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:127.0.0.1:publication/1%EF%BF%BF',
    'verb=ListRecords&resumptionToken=%EF%BF%BE',
    'verb=Identify&%EF%BF%BE=1',
  ])('when an OAI-PMH error echoes the argument %s, then the answer is well-formed XML', async (query) => {
    const text = await read(`/oai?${query}`);
    expect(await xmlErrorsOf(text)).toEqual([]);
    expect(text).toContain('<error code=');
  });

  it('when the sitemap is read, then it is well-formed XML', async () => {
    expect(await xmlErrorsOf(await read('/sitemap.xml'))).toEqual([]);
  });
});
