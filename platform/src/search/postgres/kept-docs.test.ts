import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openPglite } from '../../sql/pglite-client.js';
import { type SqlClient, type SqlExecutor } from '../../sql/sql-client.js';
import { journalCollection, journalDocument } from '../publications/collection.js';
import { type SearchQuery } from '../port.js';
import { KeptDocs } from './facet-memory/kept-docs.js';
import { postgresSearch } from './postgres-search.js';

const identity = (logical: string) => logical;
const search = postgresSearch(journalCollection);

const publication = (pubNum: number, streamVersion: number, abstract: string, removed = false) =>
  journalDocument({
    pubNum,
    streamVersion,
    latestVersion: streamVersion,
    title: `Coral reefs ${pubNum}`,
    abstract,
    authors: [{ name: 'Marie Curie' }],
    keywords: ['biology'],
    body: 'Notes on coral.',
    publishDate: 1_600_000_000 + pubNum,
    removed,
  });

const coral: SearchQuery = {
  audience: 'public',
  text: 'coral',
  filters: [{ name: 'removed', anyOf: [{ removed: false }] }],
  page: 1,
  limit: 10,
};

const abstracts = async (reader: ReturnType<typeof search.reader>) =>
  Object.fromEntries((await reader.search(coral)).hits.map((h) => [h.id, h.fields.abstract]));

describe('PostgreSQL search, a page’s documents kept between searches', () => {
  let db: SqlClient;
  const write = (docs: ReturnType<typeof publication>[]) =>
    db.transaction((tx) => search.writer(tx, identity).index(docs));

  beforeAll(async () => {
    db = await openPglite();
    await db.exec('create extension if not exists pg_trgm');
    await search.create(db, identity);
    await write([1, 2, 3].map((n) => publication(n, 1, `First abstract ${n}.`)));
  });

  afterAll(async () => {
    await db.close();
  });

  it('when a publication on the page is revised or removed between two searches, then the second shows it as the database holds it', async () => {
    const reader = search.reader(db);
    expect(await abstracts(reader)).toEqual({
      '1': 'First abstract 1.',
      '2': 'First abstract 2.',
      '3': 'First abstract 3.',
    });
    await write([publication(2, 2, 'Revised abstract 2.'), publication(3, 2, 'Gone.', true)]);
    expect(await abstracts(reader)).toEqual({ '1': 'First abstract 1.', '2': 'Revised abstract 2.' });
  });

  it('when a page’s read returns an older document after the memory loaded a newer one, then later searches show the newer', async () => {
    // The first search's page read is held after it ran; meanwhile a revision is written and a
    // second search loads it and reads the new document. The held read then returns the old one.
    let hold: Promise<void> | undefined;
    let release = () => {};
    const held: SqlExecutor = {
      exec: (text) => db.exec(text),
      async query(text, params, options) {
        const answer = await db.query(text, params, options);
        if (hold && options?.preparedName?.endsWith('_page')) await hold;
        return answer as never;
      },
    };
    const reader = search.reader(held);
    await reader.search(coral);
    await write([publication(4, 1, 'Old abstract 4.')]);
    hold = new Promise((resolve) => (release = resolve));
    const first = reader.search(coral);
    await new Promise((resolve) => setTimeout(resolve, 50));
    hold = undefined;
    await write([publication(4, 2, 'New abstract 4.')]);
    expect((await abstracts(reader))['4']).toBe('New abstract 4.');
    release();
    expect((await first).hits.find((h) => h.id === '4')?.fields.abstract).toBe('Old abstract 4.');
    expect((await abstracts(reader))['4']).toBe('New abstract 4.');
  });
});

describe('KeptDocs', () => {
  it('when more characters are kept than allowed, then the least recently read are dropped first', () => {
    const kept = new KeptDocs(30);
    kept.keep('a', { title: 'aaaaaaaaa' });
    kept.keep('b', { title: 'bbbbbbbbb' });
    expect(kept.find(['a']).found.size).toBe(1);
    kept.keep('c', { title: 'ccccccccc' });
    const { found, missing } = kept.find(['a', 'b', 'c']);
    expect([...found.keys()]).toEqual(['a', 'c']);
    expect(missing).toEqual(['b']);
  });

  it('when a kept document is changed by a caller, then it throws rather than change later answers', () => {
    const kept = new KeptDocs();
    kept.keep('a', { authors: ['Ada'] });
    const doc = kept.find(['a']).found.get('a') as { authors: string[] };
    expect(() => doc.authors.push('Alan')).toThrow(TypeError);
  });
});
