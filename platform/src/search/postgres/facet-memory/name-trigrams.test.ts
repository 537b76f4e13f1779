import { describe, expect, it } from '@jest/globals';
import { FacetColumn } from '../facet-column.js';
import { trigramSimilarity, trigramsOf, TrigramDictionary } from '../trigrams.js';
import { NameTrigrams } from './name-trigrams.js';

const names = [
  'ada lovelace',
  'emmy noether',
  'alan turing',
  'marie curie',
  'émilie du châtelet',
  'grace hopper',
];
const later = ['ada lovelace-byron', 'alan turingham', 'lovelace', 'x'];
const terms = ['lovelase', 'noeter', 'turring', 'curie', 'chatelet', 'hoper', 'ad', 'zzzz', 'lovelace byron'];

describe('name trigrams: the values a term reaches by typo', () => {
  it('when values are matched, also after more were added, then exactly those whose similarity reaches the threshold are found', () => {
    const dictionary = new TrigramDictionary();
    const column = new FacetColumn(true);
    const index = new NameTrigrams(column, dictionary);
    const measuredOneByOne = (term: string) =>
      column.names.flatMap((name, id) =>
        trigramSimilarity(trigramsOf(term), trigramsOf(name)) >= 0.3 ? [id] : [],
      );
    names.forEach((name, row) => column.set(row, name));
    for (const term of terms)
      expect(index.similarTo(term, 0.3).sort((a, b) => a - b)).toEqual(measuredOneByOne(term));
    later.forEach((name, i) => column.set(names.length + i, name));
    for (const term of terms)
      expect(index.similarTo(term, 0.3).sort((a, b) => a - b)).toEqual(measuredOneByOne(term));
    expect(index.similarTo('lovelase', 0.3).map((id) => column.names[id])).toEqual(
      expect.arrayContaining(['ada lovelace', 'lovelace']),
    );
  });

  it('when a term is measured again, also between others and after a value was added, then every similarity is what pg_trgm computes', () => {
    const dictionary = new TrigramDictionary();
    const column = new FacetColumn(true);
    const index = new NameTrigrams(column, dictionary);
    const expected = (term: string) =>
      column.names.map((name) => Math.fround(trigramSimilarity(trigramsOf(term), trigramsOf(name))));
    const measured = (term: string) => {
      const { place, similarity } = index.placed(term);
      return column.names.map((_, id) => (place[id]! > 0 ? similarity[place[id]! - 1]! : 0));
    };
    names.forEach((name, row) => column.set(row, name));
    for (const term of ['lovelase', 'lovelase', 'hoper', 'lovelase']) {
      index.similarTo(term, 0.3);
      expect(measured(term)).toEqual(expected(term));
    }
    column.set(names.length, 'lovelace');
    expect(measured('lovelase')).toEqual(expected('lovelase'));
    expect(index.similarTo('lovelase', 0.3).map((id) => column.names[id])).toContain('lovelace');
  });
});
