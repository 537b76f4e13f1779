import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { journalCollection, journalDocument } from '../publications/collection.js';
import { memberDocument, membersCollection } from '../members/collection.js';
import { type SearchDocument, type SearchQuery } from '../port.js';
import { postgresSearch } from './postgres-search.js';
import { openSearchTable, type SearchTable } from '../../testing/search-tables.js';

// A term reaches a word by prefix through the lexemes held in memory (facet-memory/lexemes.ts),
// no longer through the full-text index in SQL: the rows found must be those SQL finds, for words
// the parser splits, joins or keeps whole, and after rows are rewritten.
const headlines = [
  'Works on tilings',
  "O'Brien-style jean-luc cross-checks",
  'Physics 2024 v1.2.3 and 3.14 and 1e5',
  'abc123 and 123abc and x86_64',
  'mail someone@example.org at https://example.org/path',
  'Émile Zoë naïve café ÆØÅ',
  'UPPER lower MiXeD',
  'marl marlene marlowe mars martian',
];
const terms = [
  'til',
  'tilings',
  'o',
  'brien',
  'jean',
  'luc',
  'cross',
  'phys',
  '20',
  '2024',
  '3',
  '1',
  'v1',
  'abc',
  'abc123',
  '123',
  '123abc',
  'x86',
  'mail',
  'some',
  'example',
  'https',
  'emi',
  'zo',
  'caf',
  'upper',
  'mix',
  'mar',
  'marl',
  'marlo',
  'works tilings',
  'mars works',
  'zzz',
  'a',
  'e',
];

const member = (i: number, headline: string, version = 1): SearchDocument => {
  const written = memberDocument(
    {
      userID: `m-${String(i).padStart(3, '0')}`,
      listed: true,
      shared: {
        firstName: `Ada${i % 3}`,
        lastName: 'Lovelace',
        membershipTier: 'member',
        joinedAt: 1_600_000_000 + i,
      },
      public: { headline },
      members: { headline: `${headline} members` },
    },
    version,
  );
  if (!('index' in written)) throw new Error('a member is indexed');
  return written.index;
};

const cases = [
  {
    label: 'the Registry',
    search: postgresSearch(membersCollection),
    documents: (version: number, shift: number) =>
      Array.from({ length: 60 }, (_, i) => member(i, headlines[(i + shift) % headlines.length]!, version)),
  },
  {
    label: 'the Journal (no names by typo in a title)',
    search: postgresSearch(journalCollection),
    documents: (version: number, shift: number) =>
      Array.from({ length: 40 }, (_, i) =>
        journalDocument({
          pubNum: i + 1,
          streamVersion: version,
          latestVersion: 1,
          title: headlines[(i + shift) % headlines.length]!,
          abstract: headlines[(i + shift + 3) % headlines.length]!,
          authors: [{ name: 'Ada Lovelace' }],
          keywords: ['physics'],
          body: 'Notes.',
          publishDate: 1_600_000_000 + i,
          removed: i % 9 === 4,
        }),
      ),
  },
];

describe.each(cases)('PostgreSQL search, words reached by prefix in $label', ({ search, documents }) => {
  let t: SearchTable;
  beforeAll(async () => {
    t = await openSearchTable(search);
  });
  afterAll(async () => {
    await t.close();
  });

  const sameAsSql = async (text: string) => {
    for (const audience of ['public', 'members'] as const) {
      const query: SearchQuery = { audience, text, page: 1, limit: 1_000 };
      const ids = await t.sqlIds(query);
      expect({ text, audience, ...(await t.found(query)) }).toEqual({
        text,
        audience,
        ids,
        total: ids.length,
      });
    }
  };

  it('when words are searched by prefix, then the rows found are those the full-text index finds, and again after every row is rewritten', async () => {
    await t.index(documents(1, 0));
    for (const text of terms) await sameAsSql(text);
    // Rewritten with other words (their old ones must no longer match), twice.
    for (const [version, shift] of [
      [2, 3],
      [3, 5],
    ] as const) {
      await t.index(documents(version, shift));
      for (const text of terms) await sameAsSql(text);
    }
  });
});
