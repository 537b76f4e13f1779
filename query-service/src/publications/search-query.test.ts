import { describe, expect, it } from '@jest/globals';
import { journalSearchQuerySchema } from '@academy/domain';
import { journalSearchQuery, yearsNewestFirst } from './search-query.js';

const visitor = { signedIn: false, admin: false };

describe('the Journal search query', () => {
  it('when a year, a keyword and an author are chosen, then each facet counts its chosen value even outside its top', () => {
    const input = journalSearchQuerySchema.parse({
      query: 'tilings',
      year: '1998',
      keyword: 'geometry',
      author: 'Emmy Noether',
    });
    const facets = journalSearchQuery(input, visitor).facets!;
    expect(facets.map((f) => [f.name, f.include])).toEqual([
      ['year', ['1998']],
      ['keyword', ['geometry']],
      ['author', ['Emmy Noether']],
    ]);
    const none = journalSearchQuery(journalSearchQuerySchema.parse({ query: 'tilings' }), visitor);
    expect(none.facets!.every((f) => f.include === undefined)).toBe(true);
  });

  it('when years are counted, then they read newest first, whatever their counts; other facets keep the count order', () => {
    const keyword = [
      { value: 'geometry', count: 5 },
      { value: 'algebra', count: 2 },
    ];
    const ordered = yearsNewestFirst({
      year: [
        { value: '2021', count: 9 },
        { value: '2024', count: 1 },
        { value: '1998', count: 4 },
        { value: '2023', count: 4 },
      ],
      keyword,
    });
    expect(ordered.year!.map((y) => y.value)).toEqual(['2024', '2023', '2021', '1998']);
    expect(ordered.keyword).toEqual(keyword);
  });
});
