import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openPglite } from '../../sql/pglite-client.js';
import { type SqlClient } from '../../sql/sql-client.js';
import { journalCollection, journalDocument } from '../publications/collection.js';
import { type SearchQuery } from '../port.js';
import { postgresSearch } from './postgres-search.js';

const identity = (logical: string) => logical;
const search = postgresSearch(journalCollection);
const years = ['2021', '2022', '2023'];

const documents = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    journalDocument({
      pubNum: from + i,
      streamVersion: 1,
      latestVersion: 1,
      title: `On tilings ${from + i}`,
      abstract: 'A study.',
      authors: [{ name: 'Ada Lovelace' }],
      keywords: ['physics'],
      body: 'Notes.',
      publishDate: Date.UTC(Number(years[(from + i) % 3]), 5, 1) / 1000,
      removed: false,
    }),
  );

const everything: SearchQuery = {
  audience: 'public',
  page: 1,
  limit: 5,
  facets: [{ name: 'year', field: 'publishYear' }],
};

describe('PostgreSQL search, the filter and facet columns in memory', () => {
  let db: SqlClient;

  beforeAll(async () => {
    db = await openPglite();
    await db.exec('create extension if not exists pg_trgm');
    await search.create(db, identity);
  });

  afterAll(async () => {
    await db.close();
  });

  it('when more rows were written than one read brings (2,000), then every row is counted, and rows written later join them', async () => {
    await db.transaction((tx) => search.writer(tx, identity).index(documents(1, 4_500)));
    const first = await search.reader(db).search(everything);
    expect(first.total).toBe(4_500);
    expect(first.facets?.year).toEqual(
      expect.arrayContaining(years.map((value) => ({ value, count: 1_500 }))),
    );

    await db.transaction((tx) => search.writer(tx, identity).index(documents(4_501, 2_100)));
    const later = await search.reader(db).search(everything);
    expect(later.total).toBe(6_600);
    expect(later.facets?.year).toEqual(
      expect.arrayContaining(years.map((value) => ({ value, count: 2_200 }))),
    );
  }, 60_000);

  it('when rows are written after a filter was asked for, then the same filter asked again counts them too', async () => {
    const in2022: SearchQuery = {
      ...everything,
      filters: [{ name: 'year', anyOf: [{ publishYear: '2022' }, { publishYear: '2023' }] }],
    };
    const before = await search.reader(db).search(in2022);

    await db.transaction((tx) => search.writer(tx, identity).index(documents(10_001, 30)));
    const after = await search.reader(db).search(in2022);

    expect(after.total).toBe(before.total + 20);
  }, 60_000);

  it('when an id holds a line break, then a text search finds that row and the others all the same', async () => {
    const own = await openPglite();
    try {
      await own.exec('create extension if not exists pg_trgm');
      await search.create(own, identity);
      const [first, ...rest] = documents(1, 3);
      await own.transaction((tx) =>
        search.writer(tx, identity).index([{ ...first!, id: 'one\ntwo' }, ...rest]),
      );
      const found = await search.reader(own).search({ ...everything, text: 'tilings' });
      expect(found.hits.map((hit) => hit.id).sort()).toEqual(['2', '3', 'one\ntwo']);
      expect(found.total).toBe(3);
    } finally {
      await own.close();
    }
  }, 60_000);
});
