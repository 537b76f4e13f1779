import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { journalCollection, journalDocument } from '../publications/collection.js';
import { memberDocument, membersCollection } from '../members/collection.js';
import { type CollectionSchema, type SearchDocument, type SearchQuery } from '../port.js';
import { postgresSearch } from './postgres-search.js';
import { openSearchTable, type SearchTable } from '../../testing/search-tables.js';

// A term reaches a name by typo through the names held in memory (facet-memory/), no longer
// through pg_trgm's `%` in SQL: the rows found must be those the SQL condition finds.
const firstNames = ['Ada', 'Emmy', 'Alan', 'Marie', 'Sofia', 'Émilie', 'Grace', 'Katherine', 'Mary Ann'];
const lastNames = [
  'Lovelace',
  'Noether',
  'Turing',
  'Curie',
  'Kovalevskaya',
  'du Châtelet',
  'Hopper',
  'Johnson',
];
const terms = [
  'lovelase',
  'lovlace',
  'noeter',
  'turring',
  'kovalevskya',
  'chatelet',
  'hoppers',
  'jonson',
  'katherin',
  'marie',
  'curie',
  'emilie',
  'ada lovelase',
  'grace hopper',
  'johnston',
  'xyzzyq',
];

const members = (): SearchDocument[] =>
  Array.from({ length: 180 }, (_, i) => {
    const written = memberDocument(
      {
        userID: `m-${String(i).padStart(3, '0')}`,
        listed: true,
        shared: {
          firstName: firstNames[i % firstNames.length]!,
          lastName: lastNames[(i * 5) % lastNames.length]!,
          membershipTier: 'member',
          joinedAt: 1_600_000_000 + i,
        },
        public: { headline: i % 4 === 0 ? 'Works on tilings' : 'Studies corals' },
        members: { headline: 'Works on tilings' },
      },
      1,
    );
    if (!('index' in written)) throw new Error('a listed member is indexed');
    return written.index;
  });

const publications = (): SearchDocument[] =>
  Array.from({ length: 90 }, (_, i) =>
    journalDocument({
      pubNum: i + 1,
      streamVersion: 1,
      latestVersion: 1,
      title: `On ${lastNames[i % lastNames.length]} and tilings`,
      abstract: 'A study.',
      authors: [{ name: `${firstNames[i % firstNames.length]} ${lastNames[(i * 3) % lastNames.length]}` }],
      keywords: ['physics'],
      body: 'Notes.',
      publishDate: 1_600_000_000 + i,
      removed: false,
    }),
  );

const collections: [string, CollectionSchema, () => SearchDocument[]][] = [
  ['the Registry (names ranked in SQL)', membersCollection, members],
  ['the Journal (names ranked in memory)', journalCollection, publications],
];

describe.each(collections)('PostgreSQL search, names reached by typo in %s', (_, schema, documents) => {
  let t: SearchTable;

  beforeAll(async () => {
    t = await openSearchTable(postgresSearch(schema));
    await t.index(documents());
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(terms)('when the text is %j, then the rows found are those pg_trgm finds in SQL', async (text) => {
    for (const audience of ['public', 'members'] as const) {
      const query: SearchQuery = { audience, text, page: 1, limit: 1_000 };
      const ids = await t.sqlIds(query);
      expect({ audience, ...(await t.found(query)) }).toEqual({ audience, ids, total: ids.length });
    }
  });
});
