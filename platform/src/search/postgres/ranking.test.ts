import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openPglite } from '../../sql/pglite-client.js';
import { type SqlClient } from '../../sql/sql-client.js';
import { journalCollection, journalDocument } from '../publications/collection.js';
import { queryTerms } from '../query-text.js';
import { type CollectionSchema, type SearchQuery } from '../port.js';
import { memberDocument, membersCollection } from '../members/collection.js';
import { codePointKey, compareCodePoints } from './facet-memory/ranking.js';
import { Params } from './params.js';
import { postgresSearch } from './postgres-search.js';
import { column } from './table.js';
import { relevanceOrder, whereClause } from './where.js';

const identity = (logical: string) => logical;
const search = postgresSearch(journalCollection);
const names = ['Ada Lovelace', 'Emmy Noether', 'Alan Turing', 'Marie Curie', 'Ada Turing', 'Curie'];
const topics = ['tilings', 'primes', 'coral', 'curie point', 'turing patterns', 'lovelace'];

/** The page as the SQL `order by` of the adapter ranks it (what the in-memory ranking must equal). */
const sqlPage = async (
  db: SqlClient,
  query: SearchQuery,
  schema: CollectionSchema = journalCollection,
): Promise<string[]> => {
  const terms = queryTerms(query.text);
  const params = new Params();
  const where = whereClause(schema, query, terms, params);
  const sort = schema.sorts[query.sort && query.sort !== 'relevance' ? query.sort : schema.defaultSort]!;
  const relevance =
    query.sort === undefined || query.sort === 'relevance'
      ? relevanceOrder(schema, query.audience, terms, params)
      : [];
  const order = [...relevance, ...sort.map((k) => `${column(k.field)} ${k.order}`), 'id'];
  const { rows } = await db.query<{ id: string }>(
    `select id from search_${schema.name} where ${where} order by ${order.join(', ')} limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    params.values,
  );
  return rows.map((r) => r.id);
};

describe('PostgreSQL search, ranking a text search in memory', () => {
  let db: SqlClient;

  beforeAll(async () => {
    db = await openPglite();
    await db.exec('create extension if not exists pg_trgm');
    await search.create(db, identity);
    const docs = Array.from({ length: 240 }, (_, i) =>
      journalDocument({
        pubNum: i + 1,
        streamVersion: 1,
        latestVersion: 1,
        title: `${i % 7 === 0 ? 'Curie' : 'On'} ${topics[i % topics.length]} ${i % 5}`,
        abstract: `A study of ${topics[(i * 3) % topics.length]}.`,
        authors: [{ name: names[i % names.length]! }, { name: names[(i * 5 + 1) % names.length]! }],
        keywords: ['physics'],
        body: `Notes on ${topics[(i * 7) % topics.length]} and more.`,
        // Some dates repeat, so the order of ties (pubNum) counts too.
        publishDate: 1_600_000_000 + (i % 9) * 86_400,
        removed: i % 11 === 0,
      }),
    );
    await db.transaction((tx) => search.writer(tx, identity).index(docs));
  });

  afterAll(async () => {
    await db.close();
  });

  it.each([
    ['curie', 1],
    ['curie', 2],
    ['turing', 1],
    ['ada turing', 1],
    ['lovelace', 3],
    ['turin', 2],
    ['tilings', 1],
    ['prim', 1],
  ])('when the text is %j (page %i), then the page is the one the SQL order by gives', async (text, page) => {
    const query: SearchQuery = {
      audience: 'public',
      text,
      filters: [{ name: 'removed', anyOf: [{ removed: false }] }],
      page,
      limit: 10,
    };
    const expected = await sqlPage(db, query);
    expect(expected.length).toBeGreaterThan(0);
    expect((await search.reader(db).search(query)).hits.map((h) => h.id)).toEqual(expected);
  });

  it('when a term searched before is searched again after a title equal to it was published, then that title leads the page SQL gives', async () => {
    const q: SearchQuery = { audience: 'public', text: 'turin', page: 1, limit: 10 };
    expect((await search.reader(db).search(q)).hits.map((h) => h.id)).toEqual(await sqlPage(db, q));
    const turin = journalDocument({
      pubNum: 241,
      streamVersion: 1,
      latestVersion: 1,
      title: 'Turin',
      abstract: 'A city.',
      authors: [{ name: 'Marie Curie' }],
      keywords: ['physics'],
      body: 'Notes.',
      publishDate: 1_600_000_000,
      removed: false,
    });
    await db.transaction((tx) => search.writer(tx, identity).index([turin]));
    const expected = await sqlPage(db, q);
    expect(expected[0]).toBe(turin.id);
    expect((await search.reader(db).search(q)).hits.map((h) => h.id)).toEqual(expected);
  });

  it('when a sort other than relevance is asked, then the page follows it', async () => {
    const q: SearchQuery = { audience: 'public', text: 'curie', page: 1, limit: 15, sort: 'oldest' };
    expect((await search.reader(db).search(q)).hits.map((h) => h.id)).toEqual(await sqlPage(db, q));
  });

  it.each([
    ['newest', 1],
    ['oldest', 3],
  ])(
    'when nothing is typed and a filter leaves few, sorted %s (page %i), then the page is the one SQL gives',
    async (sort, page) => {
      // Ranked in memory by the sort's keys (ties in dates, then ids), where SQL read every match.
      const q: SearchQuery = {
        audience: 'public',
        filters: [{ name: 'removed', anyOf: [{ removed: false }] }],
        page,
        limit: 10,
        sort,
      };
      const expected = await sqlPage(db, q);
      expect(expected).toHaveLength(10);
      expect((await search.reader(db).search(q)).hits.map((h) => h.id)).toEqual(expected);
    },
  );
});

describe('PostgreSQL search, text in code point order', () => {
  it('when names mix cases, accents, full-width letters and letters beyond the BMP, then the memory orders them as the C collation does', async () => {
    const db = await openPglite();
    try {
      const names = [
        'Ada',
        'ada',
        'Émilie',
        'Zoë',
        'Ａnderson',
        '𝒜dams',
        '\u{10FFFF}x',
        '\u{E000}',
        'Ada ',
        'A',
        '',
      ];
      const { rows } = await db.query<{ v: string }>(
        'select v from unnest($1::text[]) as v order by v collate "C"',
        [names],
      );
      expect([...names].sort(compareCodePoints)).toEqual(rows.map((r) => r.v));
      // The keys held for sorting compare natively (by UTF-16 unit) in the same order.
      const byKey = (a: string, b: string) => (codePointKey(a) < codePointKey(b) ? -1 : 1);
      expect([...names].sort(byKey)).toEqual(rows.map((r) => r.v));
    } finally {
      await db.close();
    }
  });
});

describe('PostgreSQL search, the Registry (ties in names, ordered by the database) scored in memory', () => {
  const members = postgresSearch(membersCollection);
  const firstNames = ['Ada', 'Emmy', 'Alan', 'Marie', 'Émilie', 'Grace', 'Mary Ann', 'Åsa', 'adam'];
  const lastNames = [
    'Lovelace',
    'Noether',
    'Turing',
    'Curie',
    'du Châtelet',
    'Hopper',
    'Lovell',
    'Smith',
    'smith',
  ];
  let db: SqlClient;

  beforeAll(async () => {
    db = await openPglite();
    await db.exec('create extension if not exists pg_trgm');
    await members.create(db, identity);
    const docs = Array.from({ length: 300 }, (_, i) => {
      const written = memberDocument(
        {
          userID: `m-${String(i).padStart(3, '0')}`,
          listed: true,
          shared: {
            // The last four: a first name equal to "ada" beside a last name starting with it.
            firstName: i >= 296 ? 'Ada' : firstNames[i % firstNames.length]!,
            lastName: i >= 296 ? 'Adams' : lastNames[(i * 7 + Math.floor(i / 9)) % lastNames.length]!,
            membershipTier: 'member',
            joinedAt: 1_600_000_000 + (i % 13),
          },
          public: { headline: i % 4 === 0 ? 'Works on Turing patterns' : 'Studies corals' },
          members: { headline: 'Works on tilings' },
        },
        1,
      );
      if (!('index' in written)) throw new Error('listed');
      return written.index;
    });
    await db.transaction((tx) => members.writer(tx, identity).index(docs));
  });

  afterAll(async () => {
    await db.close();
  });

  it.each([
    ['smi', 1],
    ['smith', 3],
    ['lovel', 1],
    ['lovelase', 1],
    ['ada turing', 1],
    ['turing', 2],
    ['a', 4],
    ['chatelet', 1],
    ['ada', 1],
    ['ada', 3],
    // Every member's headline for members, a quarter's for the public, no name near: hundreds tied.
    ['works', 1],
    ['works', 2],
  ])('when the text is %j (page %i), then the page is the one the SQL order by gives', async (text, page) => {
    for (const audience of ['public', 'members'] as const) {
      const query: SearchQuery = { audience, text, page, limit: 10 };
      const expected = await sqlPage(db, query, membersCollection);
      expect(expected.length).toBeGreaterThan(0);
      expect((await members.reader(db).search(query)).hits.map((h) => h.id)).toEqual(expected);
    }
  });
});
