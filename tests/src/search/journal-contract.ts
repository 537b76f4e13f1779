import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { journalDocument, type JournalDocumentSource, type SearchQuery } from '@academy/platform';
import { type SearchUnderTest } from './harness.js';

const source = (overrides: Partial<JournalDocumentSource> & { pubNum: number }): JournalDocumentSource => ({
  streamVersion: 1,
  latestVersion: 1,
  title: 'On Hyperbolic Tilings',
  abstract: 'Aperiodic shapes cover the plane.',
  authors: [{ name: 'Emmy Noether', userID: '11111111-1111-4111-8111-111111111111' }],
  keywords: ['geometry'],
  body: 'We study **tilings** with $x^2$ symmetry and coral growth.',
  publishDate: 1_700_000_000, // 2023
  removed: false,
  ...overrides,
});

const query = (text: string, overrides: Partial<SearchQuery> = {}): SearchQuery => ({
  audience: 'public',
  text,
  filters: [{ name: 'removed', anyOf: [{ removed: false }] }],
  page: 1,
  limit: 20,
  facets: [
    { name: 'year', field: 'publishYear' },
    { name: 'keyword', field: 'keywords' },
  ],
  ...overrides,
});

/** The journal documents on one adapter of the search port: the same answers on each. */
export const journalSearchContract = (open: () => Promise<SearchUnderTest>) => {
  let t: SearchUnderTest;
  const ids = async (q: SearchQuery) => (await t.index.search(q)).hits.map((h) => h.id).sort();

  beforeAll(async () => {
    t = await open();
    await t.index.index([
      journalDocument(source({ pubNum: 1 })),
      journalDocument(
        source({
          pubNum: 2,
          title: 'Coral Reef Acoustics',
          abstract: 'Reefs are loud at dawn.',
          authors: [{ name: 'Sofia Kovalevskaya' }],
          keywords: ['ecology', 'oceanography'],
          body: 'Snapping shrimp dominate the recordings.',
          publishDate: 1_730_000_000, // 2024
        }),
      ),
      journalDocument(
        source({ pubNum: 3, title: 'Withdrawn Tilings Paper', removed: true, streamVersion: 2 }),
      ),
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('when a title word, a body word, an abstract word or an author is asked, then the publications holding it are found', async () => {
    expect(await ids(query('hyperbolic'))).toEqual(['1']);
    expect(await ids(query('shrimp'))).toEqual(['2']);
    expect(await ids(query('dawn'))).toEqual(['2']);
    expect(await ids(query('kovalevskaya'))).toEqual(['2']);
    expect(await ids(query('oceanography'))).toEqual(['2']);
  });

  it('when a removed publication matches, then only a query without the removed filter (an admin’s) finds it', async () => {
    expect(await ids(query('tilings'))).toEqual(['1']);
    expect(await ids(query('tilings', { filters: [] }))).toEqual(['1', '3']);
  });

  it('when filtered by year or keyword, then only those match, and the facets count the years and keywords', async () => {
    expect(
      await ids(
        query('', {
          filters: [
            { name: 'removed', anyOf: [{ removed: false }] },
            { name: 'year', anyOf: [{ publishYear: '2024' }] },
          ],
        }),
      ),
    ).toEqual(['2']);
    expect(
      await ids(
        query('', {
          filters: [
            { name: 'removed', anyOf: [{ removed: false }] },
            { name: 'keyword', anyOf: [{ keywords: 'geometry' }] },
          ],
        }),
      ),
    ).toEqual(['1']);
    const answer = await t.index.search(query(''));
    expect(answer.total).toBe(2);
    expect([...answer.facets.year!].sort((a, b) => a.value.localeCompare(b.value))).toEqual([
      { value: '2023', count: 1 },
      { value: '2024', count: 1 },
    ]);
  });

  it('when the title matches, then the hit carries its highlight', async () => {
    const [hit] = (await t.index.search(query('coral'))).hits;
    expect(hit!.highlights.title).toEqual([
      [
        { text: 'Coral', match: true },
        { text: ' Reef Acoustics', match: false },
      ],
    ]);
  });

  it('when an older version of a document is indexed again, then the newer one stays', async () => {
    await t.index.index([
      journalDocument(source({ pubNum: 3, title: 'Old Title', removed: false, streamVersion: 1 })),
    ]);
    expect(await ids(query('old'))).toEqual([]);
    expect(await ids(query('withdrawn', { filters: [] }))).toEqual(['3']);
  });
};
